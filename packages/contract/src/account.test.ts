import { describe, expect, it } from "vitest";
import { hasPermission } from "./account.ts";

describe("hasPermission", () => {
  it("looks a value up in a list scope", () => {
    expect(hasPermission(["customer", "company"], "company")).toBe(true);
    expect(hasPermission(["customer"], "company")).toBe(false);
  });
  it("wants a truthy key in an object scope", () => {
    expect(hasPermission({ customer: true, company: 1 }, "company")).toBe(true);
    expect(hasPermission({ customer: true, company: false }, "company")).toBe(false);
    expect(hasPermission({ customer: true }, "company")).toBe(false);
  });
  it("allows nothing without a scope", () => {
    expect(hasPermission(null, "customer")).toBe(false);
    expect(hasPermission([], "customer")).toBe(false);
    expect(hasPermission({}, "toString")).toBe(false);
  });
});
