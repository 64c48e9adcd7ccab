import { describe, expect, it } from "vitest";
import { createI18nProvider } from "../i18n/index.ts";
import { auditFieldLabel, auditFieldsOf, auditValue, readableField } from "./format.ts";

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

describe("an order's history of changes", () => {
  /** The app's own words (react-admin's translate), in `language`. */
  async function wordsIn(language: "hr" | "en") {
    const i18n = createI18nProvider();
    await i18n.changeLocale(language);
    const translate = (key: string, options?: { _?: string }) => i18n.translate(key, options);
    const fields = auditFieldsOf.order;
    return {
      label: (field: string) => auditFieldLabel(field, translate, fields),
      value: (field: string, value: unknown) =>
        auditValue(value, translate, { field, locale: language, fields }),
    };
  }

  it("names its fields and writes their values in the staff's words, not as stored", async () => {
    const hr = await wordsIn("hr");
    // A part payment marked by hand (orders/admin-actions.ts markOrderPaid).
    expect(hr.label("received_cents")).toBe("Primljeno ukupno");
    expect(hr.value("received_cents", 1234)).toBe("12,34\u00a0€");
    expect(hr.label("paid_on")).toBe("Dan uplate");
    expect(hr.value("paid_on", "2026-11-29")).toMatch(/^29\. ?11\. ?2026\.$/);
    expect(hr.label("payment_status")).toBe("Plaćanje");
    expect(hr.value("payment_status", "unpaid")).toBe("Nije plaćeno");
    expect(hr.value("status", "ready_for_pickup")).toBe("Spremna za preuzimanje");
    expect(hr.label("tracking_number")).toBe("Broj za praćenje");
    expect(hr.value("stock_returned", true)).toBe("da");
    // Cash on pickup, completed at the counter: how it was paid (the invoice names it).
    expect(hr.label("paid_with")).toBe("Plaćeno pri preuzimanju");
    expect(hr.value("paid_with", "card")).toBe("Karticom");

    const en = await wordsIn("en");
    expect(en.label("received_cents")).toBe("Received in total");
    expect(en.value("received_cents", 1234)).toBe("€12.34");
    expect(en.label("paid_on")).toBe("Paid on");
    expect(en.value("payment_status", "paid")).toBe("Paid");
    expect(en.value("status", "cancelled")).toBe("Cancelled");
    expect(en.value("paid_with", "cash")).toBe("In cash");
  });

  it("has a label for every field it records, in both languages", async () => {
    for (const language of ["hr", "en"] as const) {
      const words = await wordsIn(language);
      for (const field of Object.keys(auditFieldsOf.order ?? {}))
        expect(words.label(field), `${language}: ${field}`).not.toMatch(/dukan\.|_/);
    }
  });

  it("reads a field or value it has no words for as plain words, not code", async () => {
    const hr = await wordsIn("hr");
    expect(hr.label("delivery_fee_cents")).toBe("Delivery fee");
    expect(hr.value("status", "lost")).toBe("lost");
    expect(readableField("holdDays")).toBe("Hold days");
    expect(readableField("receivedCents")).toBe("Received");
  });
});
