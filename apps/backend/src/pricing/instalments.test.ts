import { describe, expect, it } from "vitest";
import { Refusal } from "../refusals/refusal.ts";
import { defaultCheckoutSettings as settings } from "../settings/defaults.ts";
import { allowedInstalments, checkInstalments } from "./instalments.ts";

describe("card instalments", () => {
  it("allows none up to 65,00 € and 2–12 from one cent above", () => {
    expect(allowedInstalments(6_499, settings)).toBeNull();
    expect(allowedInstalments(6_500, settings)).toBeNull();
    expect(allowedInstalments(6_501, settings)).toEqual({ min: 2, max: 12 });
  });

  it("allows 2–12 at 130,00 € and up to 60 from one cent above", () => {
    expect(allowedInstalments(12_999, settings)).toEqual({ min: 2, max: 12 });
    expect(allowedInstalments(13_000, settings)).toEqual({ min: 2, max: 12 });
    expect(allowedInstalments(13_001, settings)).toEqual({ min: 2, max: 60 });
  });

  it("refuses a total no range allows with instalments_below_minimum, a count outside the range with instalments_not_allowed", () => {
    const refused = (count: number, total: number) => {
      try {
        checkInstalments(count, total, settings);
        return null;
      } catch (e) {
        return e instanceof Refusal ? e.code : "other";
      }
    };
    expect(refused(2, 6_500)).toBe("instalments_below_minimum");
    expect(refused(2, 6_501)).toBeNull();
    expect(refused(12, 6_501)).toBeNull();
    expect(refused(13, 6_501)).toBe("instalments_not_allowed");
    expect(refused(13, 13_000)).toBe("instalments_not_allowed");
    expect(refused(13, 13_001)).toBeNull();
    expect(refused(60, 13_001)).toBeNull();
    expect(refused(61, 13_001)).toBe("instalments_not_allowed");
    expect(refused(1, 50_000)).toBe("instalments_not_allowed");
    expect(refused(2.5, 50_000)).toBe("instalments_not_allowed");
  });
});
