import { describe, expect, it } from "vitest";
import { totalRows } from "./totals.ts";

const totals = (rows: ReturnType<typeof totalRows>) =>
  rows.map((row) => [row.key, row.less ? -row.cents : row.cents]);

describe("the order page's totals", () => {
  it("a person's prices include VAT: subtotal, delivery and surcharge make the total, of which VAT", () => {
    const rows = totalRows({
      prices_include_vat: true,
      totals: {
        subtotal_cents: 18198,
        rebate_cents: 0,
        vat_cents: 3640,
        delivery_fee_cents: 0,
        card_surcharge_cents: 0,
        total_cents: 18198,
      },
    });
    expect(totals(rows)).toEqual([
      ["subtotal", 18198],
      ["total", 18198],
      ["vat_included", 3640],
    ]);
    expect(rows.find((row) => row.total)?.key).toBe("total");
  });

  it("a company's prices are without VAT: the rows down to the base add up, and base + VAT = total", () => {
    const rows = totalRows({
      prices_include_vat: false,
      totals: {
        subtotal_cents: 10000,
        rebate_cents: 500,
        vat_cents: 2500,
        delivery_fee_cents: 500,
        card_surcharge_cents: 0,
        total_cents: 12500,
      },
    });
    expect(totals(rows)).toEqual([
      ["subtotal_net", 10000],
      ["rebate", -500],
      ["delivery_fee", 500],
      ["base", 10000],
      ["vat", 2500],
      ["total", 12500],
    ]);
    const signed = totals(rows).map(([, cents]) => Number(cents));
    expect(signed.slice(0, 3).reduce((sum, cents) => sum + cents, 0)).toBe(signed[3]);
    expect(Number(signed[3]) + Number(signed[4])).toBe(signed[5]);
  });
});
