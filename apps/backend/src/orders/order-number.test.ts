import { describe, expect, it } from "vitest";
import { formatOrderNumber, orderYear } from "./order-number.ts";

describe("order numbers", () => {
  it("are the year and a six-digit sequence", () => {
    expect(formatOrderNumber(2026, 123)).toBe("2026-000123");
    expect(formatOrderNumber(2027, 1)).toBe("2027-000001");
  });

  it("take the year in Zagreb: half past midnight on New Year's Day is already the new year", () => {
    expect(orderYear(new Date("2026-12-31T22:59:59Z"))).toBe(2026);
    expect(orderYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
  });
});
