import { describe, expect, it } from "vitest";
import { priceImportSettingSchema } from "./settings.ts";

describe("the price import setting", () => {
  const valid = {
    max_drop_percent: 50,
    poll_enabled: true,
    poll_source: "https://erp.example.hr/cjenik.csv",
    poll_interval_minutes: 60,
    poll_mapping: null,
    poll_apply: false,
  };
  it("takes an HTTPS address or an absolute folder, and needs one when polling is on", () => {
    expect(priceImportSettingSchema.safeParse(valid).success).toBe(true);
    expect(priceImportSettingSchema.safeParse({ ...valid, poll_source: "/srv/erp" }).success).toBe(
      true,
    );
    for (const bad of ["http://erp.example.hr/c.csv", "relative/dir", "/srv/../etc", null])
      expect(
        priceImportSettingSchema.safeParse({ ...valid, poll_source: bad }).success,
        String(bad),
      ).toBe(false);
    expect(
      priceImportSettingSchema.safeParse({ ...valid, poll_enabled: false, poll_source: null })
        .success,
    ).toBe(true);
    expect(priceImportSettingSchema.safeParse({ ...valid, poll_interval_minutes: 1 }).success).toBe(
      false,
    );
    expect(priceImportSettingSchema.safeParse({ ...valid, max_drop_percent: 150 }).success).toBe(
      false,
    );
  });
});
