import { checkoutTotalsSchema } from "@dukan/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultCheckoutSettings as settings } from "../settings/defaults.ts";
import { checkoutTotals, type CheckoutItem } from "./checkout-totals.ts";
import type { PriceContext, PricedProduct, RebateRule } from "./price.ts";

function product(retail: number, wholesale = retail): PricedProduct {
  return {
    brandId: 1,
    categoryIds: [10, 1],
    retailPriceCents: retail,
    saleRetailPriceCents: null,
    wholesalePriceCents: wholesale,
    saleWholesalePriceCents: null,
  };
}
const item = (retail: number, quantity = 1, wholesale = retail): CheckoutItem => ({
  productId: retail,
  quantity,
  vatRate: 25,
  product: product(retail, wholesale),
});
const person = (rebates: RebateRule[] = []): PriceContext => ({ kind: "retail", rebates });
const company = (rebates: RebateRule[] = []): PriceContext => ({ kind: "wholesale", rebates });
const pickup = { deliveryMethod: "personal_pickup" } as const;
const courier = { deliveryMethod: "delivery_service" } as const;

describe("checkout totals", () => {
  it("answers the contract's schema", () => {
    const totals = checkoutTotals(
      [item(1_000, 3)],
      person(),
      { paymentMethod: "card", ...courier },
      settings,
    );
    expect(checkoutTotalsSchema.parse(totals)).toEqual(totals);
  });

  it("picks the best rebate row for the chosen payment method, else the one for any method", () => {
    const rebates: RebateRule[] = [
      { id: 1, brandId: null, categoryId: null, percent: 5 },
      { id: 2, brandId: null, categoryId: null, paymentMethod: "bank_transfer", percent: 10 },
      { id: 3, brandId: 1, categoryId: null, paymentMethod: "bank_transfer", percent: 8 },
      { id: 4, brandId: null, categoryId: null, paymentMethod: "card", percent: 3 },
    ];
    const bank = checkoutTotals(
      [item(1_000, 2)],
      person(rebates),
      { paymentMethod: "bank_transfer", ...pickup },
      settings,
    );
    expect(bank.lines[0]).toMatchObject({
      unit_price_cents: 900,
      rebate_cents: 200,
      rebate: { id: 2, percent: 10, payment_method: "bank_transfer" },
    });
    const card = checkoutTotals(
      [item(1_000, 2)],
      person(rebates),
      { paymentMethod: "card", ...pickup },
      settings,
    );
    expect(card.lines[0]).toMatchObject({
      unit_price_cents: 950,
      rebate: { id: 1, percent: 5, payment_method: null },
    });
  });

  it("compares the methods: pay in advance and save", () => {
    const rebates: RebateRule[] = [
      { id: 2, brandId: null, categoryId: null, paymentMethod: "bank_transfer", percent: 10 },
    ];
    const totals = checkoutTotals(
      [item(12_400)],
      person(rebates),
      { paymentMethod: "card", ...pickup },
      settings,
    );
    expect(totals.total.gross_cents).toBe(12_400);
    expect(totals.comparison).toEqual([
      { payment_method: "bank_transfer", total_cents: 11_160, difference_cents: -1_240 },
      { payment_method: "card", total_cents: 12_400, difference_cents: 0 },
      { payment_method: "card_instalments", total_cents: 13_020, difference_cents: 620 },
      { payment_method: "cash_on_pickup", total_cents: 12_400, difference_cents: 0 },
    ]);
    const delivered = checkoutTotals(
      [item(12_400)],
      person(rebates),
      { paymentMethod: "card", ...courier },
      settings,
    );
    expect(delivered.comparison.map((c) => c.payment_method)).not.toContain("cash_on_pickup");
  });

  it("charges the card price 5 % higher for instalments, rounded half up once per line", () => {
    // 3 × 3,33 € = 9,99 €; × 1,05 = 10,4895 → 10,49 € (per piece it would have been 3 × 3,50 = 10,50 €).
    const totals = checkoutTotals(
      [item(333, 3), item(1_010, 1)],
      person(),
      { paymentMethod: "card_instalments", ...pickup },
      settings,
    );
    expect(totals.lines.map((l) => [l.gross_cents, l.card_surcharge_cents])).toEqual([
      [1_049, 50],
      [1_061, 51],
    ]);
    expect(totals.card_surcharge_cents).toBe(101);
    expect(totals.total.gross_cents).toBe(2_110);
    expect(totals.instalments).toBeNull();
  });

  it("offers instalments on the plain card price: none at 65,00 €, 2–12 one cent above, 2–60 above 130,00 €", () => {
    const at = (cents: number) =>
      checkoutTotals(
        [item(cents)],
        person(),
        { paymentMethod: "card_instalments", ...pickup },
        settings,
      ).instalments;
    expect(at(6_499)).toBeNull();
    expect(at(6_500)).toBeNull();
    expect(at(6_501)).toEqual({ min: 2, max: 12 });
    expect(at(12_999)).toEqual({ min: 2, max: 12 });
    expect(at(13_000)).toEqual({ min: 2, max: 12 });
    expect(at(13_001)).toEqual({ min: 2, max: 60 });
    expect(
      checkoutTotals([item(50_000)], person(), { paymentMethod: "card", ...pickup }, settings)
        .instalments,
    ).toBeNull();
  });

  it("says card in instalments is unavailable up to 65,00 €, whatever the choice, and leaves it out of the comparison", () => {
    const unavailable = [
      { payment_method: "card_instalments", reason: "instalments_minimum", above_cents: 6_500 },
    ];
    for (const paymentMethod of ["card", "card_instalments"] as const) {
      const at = checkoutTotals([item(6_500)], person(), { paymentMethod, ...pickup }, settings);
      expect(at.unavailable_payment_methods).toEqual(unavailable);
      expect(at.comparison.map((c) => c.payment_method)).not.toContain("card_instalments");
    }
    const above = checkoutTotals(
      [item(6_501)],
      person(),
      { paymentMethod: "card", ...pickup },
      settings,
    );
    expect(above.unavailable_payment_methods).toEqual([]);
    expect(above.comparison.map((c) => c.payment_method)).toContain("card_instalments");
  });

  it("adds the delivery fee one cent under 130 € and none at 130 € (goods with VAT, before the surcharge)", () => {
    const under = checkoutTotals(
      [item(12_999)],
      person(),
      { paymentMethod: "bank_transfer", ...courier },
      settings,
    );
    expect(under.delivery).toMatchObject({ gross_cents: 375, free: false, remaining_cents: 1 });
    expect(under.total.gross_cents).toBe(13_374);
    const at = checkoutTotals(
      [item(13_000)],
      person(),
      { paymentMethod: "card_instalments", ...courier },
      settings,
    );
    expect(at.delivery).toMatchObject({ gross_cents: 0, free: true, remaining_cents: 0 });
  });

  it("shows a legal entity prices without VAT and VAT apart, by rate, delivery included", () => {
    // 10 × 8,00 € without VAT = 80,00 € + 25 % = 100,00 € with VAT: under the threshold.
    const totals = checkoutTotals(
      [item(0, 10, 800), { ...item(0, 1, 1_000), vatRate: 13 }],
      company(),
      { paymentMethod: "bank_transfer", ...courier },
      settings,
    );
    expect(totals.prices_include_vat).toBe(false);
    expect(
      totals.lines.map((l) => [l.unit_price_cents, l.net_cents, l.vat_cents, l.gross_cents]),
    ).toEqual([
      [800, 8_000, 2_000, 10_000],
      [1_000, 1_000, 130, 1_130],
    ]);
    expect(totals.vat_by_rate).toEqual([
      { rate: 13, net_cents: 1_000, vat_cents: 130 },
      { rate: 25, net_cents: 8_300, vat_cents: 2_075 },
    ]);
    expect(totals.total).toEqual({ net_cents: 9_300, vat_cents: 2_205, gross_cents: 11_505 });
  });

  it("shows a person prices with VAT, the VAT being the part above the net", () => {
    const totals = checkoutTotals(
      [item(1_000)],
      person(),
      { paymentMethod: "card", ...pickup },
      settings,
    );
    expect(totals.prices_include_vat).toBe(true);
    expect(totals.lines[0]).toMatchObject({ net_cents: 800, vat_cents: 200, gross_cents: 1_000 });
  });

  it("keeps the totals the sums of the lines and the fee, and the comparison consistent (property)", () => {
    const methods = ["bank_transfer", "card", "card_instalments", "cash_on_pickup"] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 100_000 }),
            qty: fc.integer({ min: 1, max: 50 }),
            vat: fc.constantFrom(5, 13, 25),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom(...methods),
        fc.boolean(),
        (rows, percent, method, isPerson) => {
          const items = rows.map((r, i) => ({
            productId: i,
            quantity: r.qty,
            vatRate: r.vat,
            product: product(r.cents),
          }));
          const rebates: RebateRule[] = [
            { id: 1, brandId: null, categoryId: null, paymentMethod: "bank_transfer", percent },
          ];
          const prices = isPerson ? person(rebates) : company(rebates);
          const t = checkoutTotals(items, prices, { paymentMethod: method, ...pickup }, settings);
          const sum = (f: (l: (typeof t.lines)[number]) => number) =>
            t.lines.reduce((s, l) => s + f(l), 0);
          expect(t.subtotal.gross_cents).toBe(sum((l) => l.gross_cents));
          expect(t.total.gross_cents).toBe(t.subtotal.gross_cents + t.delivery.gross_cents);
          expect(t.total.net_cents + t.total.vat_cents).toBe(t.total.gross_cents);
          expect(t.vat_by_rate.reduce((s, r) => s + r.vat_cents, 0)).toBe(t.total.vat_cents);
          for (const c of t.comparison) {
            const other = checkoutTotals(
              items,
              prices,
              { paymentMethod: c.payment_method, ...pickup },
              settings,
            );
            expect(c.total_cents).toBe(other.total.gross_cents);
            expect(c.difference_cents).toBe(other.total.gross_cents - t.total.gross_cents);
          }
          if (method === "card_instalments")
            expect(t.card_surcharge_cents).toBeGreaterThanOrEqual(0);
          else expect(t.card_surcharge_cents).toBe(0);
        },
      ),
    );
  });
});
