import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineAmounts, sumLines } from "./lines.ts";
import { lessPercent, roundHalfUp } from "./money.ts";
import { bestRebate, type RebateRule, yourPrice } from "./price.ts";

const cents = fc.integer({ min: 1, max: 5_000_000 });
const vatRate = fc.constantFrom(0, 5, 13, 25);
const rule = fc.record({
  id: fc.integer({ min: 1, max: 10_000 }),
  brandId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  categoryId: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  paymentMethod: fc.option(fc.constantFrom("advance", "card", "transfer"), { nil: null }),
  percent: fc.integer({ min: 0, max: 60 }),
});
const product = fc.record({
  brandId: fc.integer({ min: 1, max: 5 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }),
  retailPriceCents: cents,
  saleRetailPriceCents: fc.option(cents, { nil: null }),
  wholesalePriceCents: cents,
  saleWholesalePriceCents: fc.option(cents, { nil: null }),
});
const method = fc.option(fc.constantFrom("advance", "card", "transfer"), { nil: undefined });

const matches = (
  r: RebateRule,
  p: { brandId: number; categoryIds: readonly number[] },
  m: string | undefined,
) =>
  (r.brandId === null || r.brandId === p.brandId) &&
  (r.categoryId === null || p.categoryIds.includes(r.categoryId)) &&
  (!r.paymentMethod || r.paymentMethod === m);

describe("rebate choice (property)", () => {
  it("applies the highest matching percent, and only a rule that matches", () => {
    fc.assert(
      fc.property(product, fc.array(rule, { maxLength: 12 }), method, (p, rules, m) => {
        const chosen = bestRebate(p, rules, m);
        const best = Math.max(0, ...rules.filter((r) => matches(r, p, m)).map((r) => r.percent));
        if (best === 0) expect(chosen).toBeNull();
        else {
          expect(chosen?.percent).toBe(best);
          expect(matches(chosen as RebateRule, p, m)).toBe(true);
        }
      }),
    );
  });

  it("does not depend on the order the rules come in", () => {
    fc.assert(
      fc.property(
        product,
        fc.uniqueArray(rule, { selector: (r) => r.id, maxLength: 10 }),
        method,
        (p, rules, m) => {
          expect(bestRebate(p, [...rules].reverse(), m)?.id).toBe(bestRebate(p, rules, m)?.id);
        },
      ),
    );
  });

  it("never raises a price, and takes the rebate off the sale price while on sale", () => {
    fc.assert(
      fc.property(
        product,
        fc.array(rule, { maxLength: 8 }),
        fc.constantFrom("retail", "wholesale") as fc.Arbitrary<"retail" | "wholesale">,
        (p, rules, kind) => {
          const price = yourPrice(p, { kind, rebates: rules });
          const base =
            kind === "retail"
              ? (p.saleRetailPriceCents ?? p.retailPriceCents)
              : (p.saleWholesalePriceCents ?? p.wholesalePriceCents);
          expect(price.cents).toBeLessThanOrEqual(base);
          expect(price.cents).toBe(lessPercent(base, price.rebate?.percent ?? 0));
          expect(price.includesVat).toBe(kind === "retail");
        },
      ),
    );
  });
});

describe("line amounts (property)", () => {
  it("round half up once per line, in whole cents, net + VAT = gross", () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 99_999 }),
        vatRate,
        fc.boolean(),
        (unit, quantity, rate, withVat) => {
          const line = lineAmounts(unit, quantity, rate, withVat);
          for (const value of [line.net, line.vat, line.gross])
            expect(Number.isInteger(value)).toBe(true);
          expect(line.net + line.vat).toBe(line.gross);
          if (withVat) {
            expect(line.gross).toBe(unit * quantity);
            // The net is the gross without VAT, rounded half up: within half a cent of the exact value.
            expect(Math.abs(line.net - (unit * quantity * 100) / (100 + rate))).toBeLessThanOrEqual(
              0.5,
            );
          } else {
            expect(line.net).toBe(unit * quantity);
            expect(line.vat).toBe(roundHalfUp((unit * quantity * rate) / 100));
          }
        },
      ),
    );
  });

  it("make totals whose VAT is the sum of the lines' VAT", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, fc.integer({ min: 1, max: 500 }), vatRate), { maxLength: 60 }),
        fc.boolean(),
        (lines, withVat) => {
          const amounts = lines.map(([unit, quantity, rate]) =>
            lineAmounts(unit, quantity, rate, withVat),
          );
          const total = sumLines(amounts);
          expect(total.vat).toBe(amounts.reduce((n, l) => n + l.vat, 0));
          expect(total.net).toBe(amounts.reduce((n, l) => n + l.net, 0));
          expect(total.net + total.vat).toBe(total.gross);
        },
      ),
    );
  });
});

describe("rounding half up", () => {
  it("rounds x.5 up and everything else to the nearest cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, hundredths) => {
          const value = whole + hundredths / 100;
          expect(roundHalfUp(value)).toBe(hundredths >= 50 ? whole + 1 : whole);
        },
      ),
    );
  });
});
