import { describe, expect, it } from "vitest";
import { auditValue } from "./format.ts";

const words: Record<string, string> = {
  "dukan.audit.empty_value": "—",
  "dukan.audit.yes": "da",
  "dukan.audit.no": "ne",
};
const translate = (key: string) => words[key] ?? key;
const hr = (value: unknown, field = "x") => auditValue(value, translate, { field, locale: "hr" });

describe("an audited value as the staff read it", () => {
  it("writes a price in cents as euros, in the staff's language", () => {
    expect(hr(5000, "sale_retail_price_cents")).toBe("50,00\u00a0€");
    expect(auditValue(123456, translate, { field: "retail_price_cents", locale: "en" })).toBe(
      "€1,234.56",
    );
    expect(hr(12, "stock")).toBe("12");
  });

  it("writes a moment in Zagreb's time, not as ISO text", () => {
    const text = hr("2026-12-24T09:00:00.000Z", "sale_ends_at");
    expect(text).not.toContain("T09");
    expect(text).toContain("10:00");
  });

  it("writes a calendar day (the day money arrived) as every other day, not as ISO text", () => {
    expect(hr("2026-11-29", "paid_on")).toMatch(/^29\. ?11\. ?2026\.$/);
    expect(auditValue("2026-11-29", translate, { field: "paid_on", locale: "en" })).toBe(
      "29/11/2026",
    );
  });

  it("writes specifications as name: value, flags as yes or no, and none as a dash", () => {
    expect(
      hr([
        { name: "Boja", value: "crna" },
        { name: "Masa", value: "85 g" },
      ]),
    ).toBe("Boja: crna; Masa: 85 g");
    const row = { name_hr: "Boja", value_hr: "crna", name_en: "Colour", value_en: "black" };
    expect(hr([row])).toBe("Boja: crna");
    expect(auditValue([row], translate, { field: "specifications", locale: "en" })).toBe(
      "Colour: black",
    );
    expect(hr(true)).toBe("da");
    expect(hr(null)).toBe("—");
  });
});
