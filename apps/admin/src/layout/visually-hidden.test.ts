import { describe, expect, it } from "vitest";
import { visuallyHidden } from "./visually-hidden.ts";

describe("visuallyHidden", () => {
  it("is one pixel wide and high, not MUI's fraction 1 (100 % of the parent)", () => {
    expect(visuallyHidden.width).toBe("1px");
    expect(visuallyHidden.height).toBe("1px");
    for (const [property, value] of Object.entries(visuallyHidden))
      if (typeof value === "number") expect(value, property).toBe(0);
  });
});
