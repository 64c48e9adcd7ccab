import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lessPercent } from "../pricing/money.ts";
import { listPieceCents, shareOf } from "./line-cancellation.ts";

describe("a cancelled line's share of its order", () => {
  it("finds the price a rebate was taken from, to the cent where only one rounds to the rebated price", () => {
    expect(listPieceCents(1839, 8)).toBe(1999); // 19,99 € less 8 % = 18,39 €
    expect(listPieceCents(2500, 0)).toBe(2500);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (list, percent) => {
          const rebated = lessPercent(list, percent);
          const found = listPieceCents(rebated, percent);
          expect(lessPercent(found, percent)).toBe(rebated);
          expect(Math.abs(found - list)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("is what the lines came to, split into products at list price less their rebate", () => {
    const share = shareOf(
      [
        // A person's line: 2 × 18,39 € (19,99 € less 8 %), VAT 25 % inside.
        {
          unitPriceCents: 1839,
          rebatePercent: 8,
          quantity: 2,
          netCents: 2942,
          vatCents: 736,
          lineTotalCents: 3678,
        },
        {
          unitPriceCents: 500,
          rebatePercent: 0,
          quantity: 1,
          netCents: 400,
          vatCents: 100,
          lineTotalCents: 500,
        },
      ],
      true,
    );
    expect(share).toEqual({
      subtotalCents: 4498,
      rebateCents: 320,
      vatCents: 836,
      totalCents: 4178,
    });
    expect(share.subtotalCents - share.rebateCents).toBe(share.totalCents);
  });

  it("counts a legal entity's goods without VAT, as its order's subtotal does", () => {
    const share = shareOf(
      [
        {
          unitPriceCents: 1000,
          rebatePercent: 0,
          quantity: 3,
          netCents: 3000,
          vatCents: 750,
          lineTotalCents: 3750,
        },
      ],
      false,
    );
    expect(share).toEqual({ subtotalCents: 3000, rebateCents: 0, vatCents: 750, totalCents: 3750 });
  });
});
