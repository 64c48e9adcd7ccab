import { describe, expect, it } from "vitest";
import { eurosToCents, lessPercent } from "./money.ts";
import { discountPercent } from "./omnibus.ts";
import { bestRebate, retailPrices, yourPrice } from "./price.ts";

const mouse = {
  brandId: 1,
  categoryId: 10,
  retailPriceCents: 2499,
  saleRetailPriceCents: null,
  wholesalePriceCents: 1300,
  saleWholesalePriceCents: null,
};

describe("your price", () => {
  it("is the retail price with VAT for visitors and persons, the sale price while on sale", () => {
    expect(yourPrice(mouse, retailPrices)).toEqual({ cents: 2499, includesVat: true });
    expect(yourPrice({ ...mouse, saleRetailPriceCents: 1999 }, retailPrices)).toEqual({ cents: 1999, includesVat: true });
  });

  it("is the wholesale price less the best matching rebate for a legal entity, without VAT", () => {
    const rebates = [
      { brandId: 1, categoryId: null, percent: 20 },
      { brandId: null, categoryId: 10, percent: 25 },
      { brandId: 2, categoryId: null, percent: 40 },
    ];
    expect(bestRebate(mouse, rebates)).toBe(25);
    expect(yourPrice(mouse, { kind: "wholesale", rebates })).toEqual({ cents: 975, includesVat: false });
    expect(yourPrice(mouse, { kind: "wholesale", rebates: [] })).toEqual({ cents: 1300, includesVat: false });
  });
});

describe("money", () => {
  it("rounds half up", () => {
    expect(lessPercent(1001, 50)).toBe(501);
    expect(lessPercent(999, 25)).toBe(749);
  });
  it("reads euros as shoppers type them", () => {
    expect(eurosToCents("12")).toBe(1200);
    expect(eurosToCents("12,5")).toBe(1250);
    expect(eurosToCents("0.99")).toBe(99);
    expect(eurosToCents("abc")).toBeNull();
    expect(eurosToCents("-3")).toBeNull();
    expect(eurosToCents("1e3")).toBeNull();
  });
  it("computes the Omnibus discount from the reference price", () => {
    expect(discountPercent(2000, 1500)).toBe(25);
    expect(discountPercent(3000, 1999)).toBe(33);
    expect(discountPercent(1000, 1200)).toBe(0);
  });
});
