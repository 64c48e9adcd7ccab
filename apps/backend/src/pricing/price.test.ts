import { describe, expect, it } from "vitest";
import { eurosToCents, lessPercent } from "./money.ts";
import { discountPercent } from "../catalogue/omnibus.ts";
import { bestRebate, quantityPrices, retailPrices, yourPrice } from "./price.ts";

const mouse = {
  brandId: 1,
  categoryIds: [10, 1],
  retailPriceCents: 2499,
  saleRetailPriceCents: null,
  wholesalePriceCents: 1300,
  saleWholesalePriceCents: null,
};

describe("your price", () => {
  it("is the retail price with VAT for visitors and persons, the sale price while on sale", () => {
    expect(yourPrice(mouse, retailPrices)).toEqual({
      cents: 2499,
      includesVat: true,
      rebate: null,
    });
    expect(yourPrice({ ...mouse, saleRetailPriceCents: 1999 }, retailPrices)).toEqual({
      cents: 1999,
      includesVat: true,
      rebate: null,
    });
  });

  it("is the wholesale price less the best matching rebate for a legal entity, without VAT", () => {
    const rebates = [
      { id: 1, brandId: 1, categoryId: null, percent: 20 },
      { id: 2, brandId: null, categoryId: 10, percent: 25 },
      { id: 3, brandId: 2, categoryId: null, percent: 40 },
    ];
    expect(bestRebate(mouse, rebates)?.id).toBe(2);
    expect(yourPrice(mouse, { kind: "wholesale", rebates })).toEqual({
      cents: 975,
      includesVat: false,
      rebate: rebates[1],
    });
    expect(yourPrice(mouse, { kind: "wholesale", rebates: [] })).toEqual({
      cents: 1300,
      includesVat: false,
      rebate: null,
    });
  });

  it("matches a rebate on a parent category, and one for a payment method only when that method is chosen", () => {
    const parent = { id: 7, brandId: null, categoryId: 1, percent: 10 };
    const advance = { id: 8, brandId: 1, categoryId: null, paymentMethod: "advance", percent: 25 };
    expect(bestRebate(mouse, [parent, advance])).toBe(parent);
    expect(bestRebate(mouse, [parent, advance], "advance")).toBe(advance);
    expect(bestRebate(mouse, [parent, advance], "card")).toBe(parent);
  });

  it("takes a person's rebate off the retail price", () => {
    const rebate = { id: 4, brandId: null, categoryId: null, percent: 10 };
    expect(yourPrice(mouse, { kind: "retail", rebates: [rebate] })).toEqual({
      cents: 2249,
      includesVat: true,
      rebate,
    });
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

describe("quantity prices (the feeds' tiers)", () => {
  const rebates = [
    { id: 1, brandId: null, categoryId: null, percent: 5 },
    { id: 2, productId: 7, brandId: null, categoryId: null, percent: 10, minQuantity: 10 },
    { id: 3, brandId: 1, categoryId: null, percent: 15, minQuantity: 50 },
    // Lowers nothing: 100 pieces already have 15 %.
    { id: 4, brandId: null, categoryId: 10, percent: 12, minQuantity: 100 },
    { id: 5, brandId: 2, categoryId: null, percent: 40, minQuantity: 5 },
    { id: 6, brandId: null, categoryId: null, percent: 30, minQuantity: 20, paymentMethod: "card" },
  ];
  const context = { kind: "wholesale" as const, rebates };

  it("lists each threshold that lowers one piece's price, as the cart would price that many pieces", () => {
    expect(yourPrice({ ...mouse, id: 7 }, context).cents).toBe(1235);
    expect(
      quantityPrices({ ...mouse, id: 7 }, context).map(
        ({ minQuantity, cents, rebate, counts }) => ({
          minQuantity,
          cents,
          percent: rebate.percent,
          counts,
        }),
      ),
    ).toEqual([
      { minQuantity: 10, cents: 1170, percent: 10, counts: "product" },
      { minQuantity: 50, cents: 1105, percent: 15, counts: "brand" },
    ]);
    for (const tier of quantityPrices({ ...mouse, id: 7 }, context)) {
      const order = [
        { productId: 7, brandId: 1, categoryIds: [10, 1], quantity: tier.minQuantity },
      ];
      expect(yourPrice({ ...mouse, id: 7 }, { ...context, order }).cents).toBe(tier.cents);
      const fewer = [
        { productId: 7, brandId: 1, categoryIds: [10, 1], quantity: tier.minQuantity - 1 },
      ];
      expect(yourPrice({ ...mouse, id: 7 }, { ...context, order: fewer }).cents).toBeGreaterThan(
        tier.cents,
      );
    }
  });

  it("leaves out other products' tiers, and has none without tiers", () => {
    expect(quantityPrices({ ...mouse, id: 8 }, context).map((t) => t.minQuantity)).toEqual([50]);
    expect(
      quantityPrices({ ...mouse, id: 7 }, { kind: "wholesale", rebates: rebates.slice(0, 1) }),
    ).toEqual([]);
  });
});
