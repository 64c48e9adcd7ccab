import { describe, expect, it } from "vitest";
import { blockText } from "./checkout.server.ts";

describe("an ordering block as the checkout says it", () => {
  const block = {
    from: "2022-12-30T00:00:00+01:00",
    until: "2023-01-03T00:00:00+01:00",
    reason: "Prelazak na euro",
  };

  it("writes when ordering opens again in the page's language, Zagreb time", () => {
    expect(blockText(block, "hr")).toEqual({
      reason: "Prelazak na euro",
      until: "3. siječnja 2023. u 00:00",
    });
    expect(blockText(block, "en").until).toBe("3 January 2023 at 00:00");
    expect(blockText({ ...block, until: "2023-01-02T23:30:00Z" }, "en").until).toBe(
      "3 January 2023 at 00:30",
    );
  });

  it("keeps a time it cannot read as it came", () => {
    expect(blockText({ ...block, until: "soon" }, "hr").until).toBe("soon");
  });
});
