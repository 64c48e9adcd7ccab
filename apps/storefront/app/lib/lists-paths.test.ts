import { describe, expect, it } from "vitest";
import { brandPath, categoryPath, screenPath } from "./lists-paths.ts";

describe("addresses the list screens link to", () => {
  it("come from the route table, in the page's language", () => {
    expect(screenPath("hr", "compare")).toBe("/usporedi");
    expect(screenPath("en", "compare")).toBe("/en/compare");
    expect(screenPath("en", "my-rebate")).toBe("/en/my-rebate");
  });

  it("lead to a brand's products and a category's listing", () => {
    expect(brandPath("hr", "kronos-gaming")).toBe("/marke/kronos-gaming");
    expect(brandPath("en", "a b")).toBe("/en/brands/a%20b");
    const mice = { slug_hr: "misevi", slug_en: "mice" };
    expect(categoryPath("hr", mice)).toBe("/misevi");
    expect(categoryPath("en", mice)).toBe("/en/mice");
  });
});
