import { isValidEan13 } from "@dukan/contract/ean";
import { kpdCodePattern } from "@dukan/contract/kpd";
import { describe, expect, it } from "vitest";
import { BRANDS, RESERVED_SLUGS } from "./data.ts";
import { generateCatalogue, PRODUCT_KINDS } from "./generate.ts";
import { pictureKinds } from "./picture.ts";
import type { GeneratedCatalogue, GeneratedProduct } from "./types.ts";

const NOW = new Date("2025-06-01T10:00:00Z");
const DAY = 86_400_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function all(catalogue: GeneratedCatalogue): GeneratedProduct[] {
  return [...catalogue.products()];
}

const demo = generateCatalogue({ products: 1500, now: NOW });
const demoProducts = all(demo);
const onSale = demoProducts.filter((p) => p.saleRetailPriceCents !== null);

function share(predicate: (p: GeneratedProduct) => boolean): number {
  return demoProducts.filter(predicate).length / demoProducts.length;
}

describe("generateCatalogue: determinism and size", () => {
  it("gives identical output for identical options, and for repeated products() calls", () => {
    const again = generateCatalogue({ products: 1500, seed: 1, now: new Date(NOW) });
    expect(JSON.stringify(again.categories)).toBe(JSON.stringify(demo.categories));
    expect(JSON.stringify(again.brands)).toBe(JSON.stringify(demo.brands));
    expect(JSON.stringify(all(again))).toBe(JSON.stringify(demoProducts));
    expect(JSON.stringify(all(demo))).toBe(JSON.stringify(demoProducts));
  });

  it("uses seed 1 by default and changes with another seed", () => {
    const other = all(generateCatalogue({ products: 200, seed: 2, now: NOW }));
    const seedOne = all(generateCatalogue({ products: 200, now: NOW }));
    expect(JSON.stringify(seedOne)).toBe(
      JSON.stringify(all(generateCatalogue({ products: 200, seed: 1, now: NOW }))),
    );
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(seedOne));
  });

  it("yields exactly the requested number of products", () => {
    for (const count of [0, 1, 2, 7, 43, 1500]) {
      expect(all(generateCatalogue({ products: count, now: NOW }))).toHaveLength(count);
    }
  });

  it("streams lazily instead of building an array", () => {
    const products = generateCatalogue({ products: 100_000, now: NOW }).products();
    expect(Array.isArray(products)).toBe(false);
    const iterator = products[Symbol.iterator]();
    const first = iterator.next();
    expect(first.done).toBe(false);
    expect(first.value?.itemCode).toMatch(/^[A-Z]{2}\d{5,6}$/);
  });

  it("rejects a negative or fractional product count, and more than six digits of item references", () => {
    expect(() => generateCatalogue({ products: -1, now: NOW })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1.5, now: NOW })).toThrow(RangeError);
    expect(() => generateCatalogue({ products: 1_000_001, now: NOW })).toThrow(RangeError);
  });
});

describe("categories", () => {
  const byKey = new Map(demo.categories.map((c) => [c.key, c]));
  const parents = new Set(demo.categories.map((c) => c.parentKey));
  const leaves = demo.categories.filter((c) => !parents.has(c.key));
  const depth = (key: string): number => {
    const parent = byKey.get(key)?.parentKey;
    return parent ? 1 + depth(parent) : 1;
  };

  it("has 30 to 50 categories, listed parents first", () => {
    expect(demo.categories.length).toBeGreaterThanOrEqual(30);
    expect(demo.categories.length).toBeLessThanOrEqual(50);
    const seen = new Set<string>();
    for (const c of demo.categories) {
      if (c.parentKey !== null) expect(seen.has(c.parentKey)).toBe(true);
      seen.add(c.key);
    }
  });

  it("is two or three levels deep under three top categories", () => {
    expect(demo.categories.filter((c) => c.parentKey === null)).toHaveLength(3);
    for (const leaf of leaves) expect([2, 3]).toContain(depth(leaf.key));
    expect(leaves.some((l) => depth(l.key) === 3)).toBe(true);
  });

  it("has unique, well-formed slugs per language that avoid reserved paths", () => {
    for (const lang of ["slugHr", "slugEn"] as const) {
      const slugs = demo.categories.map((c) => c[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG);
        expect(RESERVED_SLUGS.has(slug)).toBe(false);
      }
    }
  });

  it("has unique group codes and Croatian names with diacritics", () => {
    const codes = demo.categories.map((c) => c.groupCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(demo.categories.map((c) => c.nameHr)).toEqual(
      expect.arrayContaining(["Miševi", "Tipkovnice", "Slušalice", "Zaštitna stakla"]),
    );
  });

  it("puts every product on a leaf category", () => {
    const leafKeys = new Set(leaves.map((l) => l.key));
    for (const p of demoProducts) expect(leafKeys.has(p.categoryKey)).toBe(true);
  });
});

describe("products: identity and text", () => {
  for (const count of [1500, 20_000]) {
    it(`has unique item codes and per-language slugs for ${count} products`, () => {
      const products =
        count === 1500 ? demoProducts : all(generateCatalogue({ products: count, now: NOW }));
      const codes = new Set<string>();
      const hr = new Set<string>();
      const en = new Set<string>();
      for (const p of products) {
        codes.add(p.itemCode);
        hr.add(p.slugHr);
        en.add(p.slugEn);
        expect(p.slugHr).toMatch(SLUG);
        expect(p.slugEn).toMatch(SLUG);
      }
      expect(codes.size).toBe(count);
      expect(hr.size).toBe(count);
      expect(en.size).toBe(count);
    });
  }

  it("uses at least 15 brands, all of them listed", () => {
    const brandKeys = new Set(demo.brands.map((b) => b.key));
    const used = new Set(demoProducts.map((p) => p.brandKey));
    expect(used.size).toBeGreaterThanOrEqual(15);
    for (const key of used) expect(brandKeys.has(key)).toBe(true);
    expect(new Set(demo.brands.map((b) => b.slug)).size).toBe(demo.brands.length);
  });

  it("gives every brand the warranty the warranty page's table says: 36 months for the house brands, 24 for the others", () => {
    const months = new Map(demo.brands.map((b) => [b.slug, b.warrantyMonths]));
    expect(months.get("ducan-essentials")).toBe(36);
    expect(months.get("adriatik-office")).toBe(36);
    expect(months.get("kronos-gaming")).toBe(24);
    expect(demo.brands.filter((b) => b.warrantyMonths === 36)).toHaveLength(2);
    for (const brand of demo.brands) expect([24, 36], brand.slug).toContain(brand.warrantyMonths);
  });

  it("only produces kinds the picture renderer can draw", () => {
    for (const kind of PRODUCT_KINDS) expect(pictureKinds).toContain(kind);
    for (const p of demoProducts) expect(pictureKinds).toContain(p.kind);
  });

  it("names glass after real device models", () => {
    const names = demoProducts.filter((p) => p.kind === "glass-phone").map((p) => p.nameEn);
    expect(names.some((n) => n.includes("iPhone 15 Pro Max"))).toBe(true);
    expect(names.some((n) => n.includes("Galaxy S24 Ultra"))).toBe(true);
    expect(names.some((n) => n.includes("Redmi Note 13 Pro"))).toBe(true);
    expect(names.some((n) => n.includes("Pixel 8a"))).toBe(true);
  });

  it("writes 2–4 sentence descriptions and 3–8 bilingual specification rows", () => {
    const sentences = (text: string): number =>
      text.trim().split(/(?<=[.!?])\s+(?=[A-ZČĆĐŠŽ0-9])/).length;
    for (const p of demoProducts) {
      expect(sentences(p.descriptionHr)).toBeGreaterThanOrEqual(2);
      expect(sentences(p.descriptionHr)).toBeLessThanOrEqual(4);
      expect(sentences(p.descriptionEn)).toBe(sentences(p.descriptionHr));
      expect(p.specifications.length).toBeGreaterThanOrEqual(3);
      expect(p.specifications.length).toBeLessThanOrEqual(8);
      for (const s of p.specifications) {
        for (const text of [s.nameHr, s.nameEn, s.valueHr, s.valueEn])
          expect(text.length).toBeGreaterThan(0);
      }
    }
  });
});

describe("products: EAN and manufacturer's part number", () => {
  for (const count of [1500, 100_000]) {
    it(`gives every one of ${count} products a valid EAN-13 and a part number, none twice`, () => {
      const products =
        count === 1500 ? demoProducts : generateCatalogue({ products: count, now: NOW }).products();
      const eans = new Set<string>();
      const mpns = new Set<string>();
      let n = 0;
      for (const p of products) {
        n++;
        if (!isValidEan13(p.ean)) expect.fail(`${p.itemCode} has the invalid EAN ${p.ean}`);
        if (!/^[A-Z0-9]+(-[A-Z0-9]+)*$/.test(p.mpn))
          expect.fail(`${p.itemCode} has the part number "${p.mpn}"`);
        eans.add(p.ean);
        mpns.add(p.mpn);
      }
      expect(n).toBe(count);
      expect(eans.size).toBe(count);
      expect(mpns.size).toBe(count);
      // Generating 100,000 products takes ~10 s on a quiet 2-core machine, 45 s on a busy one.
    }, 120_000);
  }

  it("gives every product its leaf's KPD 2025 code: one code per kind, six digits as 26.20.16", () => {
    const byKind = new Map<string, Set<string>>();
    for (const p of demoProducts) {
      if (!kpdCodePattern.test(p.kpdCode)) expect.fail(`${p.itemCode} has the KPD "${p.kpdCode}"`);
      byKind.set(p.kind, (byKind.get(p.kind) ?? new Set()).add(p.kpdCode));
    }
    expect(byKind.size).toBe(PRODUCT_KINDS.length);
    for (const codes of byKind.values()) expect(codes.size).toBe(1);
    expect([...(byKind.get("keyboard") ?? [])]).toEqual(["26.20.16"]);
    expect([...(byKind.get("cable") ?? [])]).toEqual(["27.32.13"]);
  });

  it("numbers EANs under the brand's GS1 prefix, 385 (Croatia) for the house brands only", () => {
    const house = new Set(["ducan", "adriatik", "velebit", "lumina", "kristal"]);
    const prefixes = BRANDS.map((b) => b.gs1);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const brand of BRANDS) expect(brand.gs1.startsWith("385")).toBe(house.has(brand.key));
    const byKey = new Map(BRANDS.map((b) => [b.key, b]));
    for (const p of demoProducts) expect(p.ean.slice(0, 6)).toBe(byKey.get(p.brandKey)?.gs1);
  });

  it("writes part numbers in the brand's own pattern, with the colour's code when it has one", () => {
    const mouse = demoProducts.find(
      (p) => p.brandKey === "kronos" && p.kind === "mouse" && p.nameEn.endsWith(", black"),
    );
    expect(mouse?.mpn).toMatch(/^KR-MS\d{6}-BK$/);
    const glass = demoProducts.find((p) => p.brandKey === "lumina" && p.kind === "glass-phone");
    expect(glass?.mpn).toMatch(/^LG-GP-\d{6}$/);
  });
});

describe("products: related item codes", () => {
  for (const count of [3, 50, 1500]) {
    it(`point at 2–6 other generated products (${count} products)`, () => {
      const products =
        count === 1500 ? demoProducts : all(generateCatalogue({ products: count, now: NOW }));
      const codes = new Set(products.map((p) => p.itemCode));
      for (const p of products) {
        expect(p.relatedItemCodes.length).toBeGreaterThanOrEqual(2);
        expect(p.relatedItemCodes.length).toBeLessThanOrEqual(6);
        expect(p.relatedItemCodes).not.toContain(p.itemCode);
        expect(new Set(p.relatedItemCodes).size).toBe(p.relatedItemCodes.length);
        for (const code of p.relatedItemCodes) expect(codes.has(code)).toBe(true);
      }
    });
  }

  it("mostly stay within the same category", () => {
    const categoryOf = new Map(demoProducts.map((p) => [p.itemCode, p.categoryKey]));
    let same = 0;
    let total = 0;
    for (const p of demoProducts) {
      for (const code of p.relatedItemCodes) {
        total++;
        if (categoryOf.get(code) === p.categoryKey) same++;
      }
    }
    expect(same / total).toBeGreaterThan(0.75);
  });
});

describe("products: stock and prices", () => {
  it("mixes zero, low and normal stock", () => {
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.04);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.12);
    expect(share((p) => p.stock >= 1 && p.stock <= 5)).toBeGreaterThan(0.08);
    expect(share((p) => p.stock >= 1 && p.stock <= 5)).toBeLessThan(0.16);
    expect(share((p) => p.stock > 5)).toBeGreaterThan(0.7);
  });

  it("ships in realistic cartons", () => {
    for (const p of demoProducts) {
      if (p.kind === "chair") expect(p.unitsPerCarton).toBe(1);
      if (p.kind === "glass-phone") expect([50, 100]).toContain(p.unitsPerCarton);
      if (p.kind === "mouse") expect([20, 40]).toContain(p.unitsPerCarton);
    }
  });

  it("prices retail like a shop shelf and wholesale at 55–75 % of the net price", () => {
    for (const p of demoProducts) {
      expect(p.vatRate).toBe(25);
      expect([90, 99]).toContain(p.retailPriceCents % 100);
      const ratio = p.wholesalePriceCents / (p.retailPriceCents / 1.25);
      expect(ratio).toBeGreaterThanOrEqual(0.549);
      expect(ratio).toBeLessThanOrEqual(0.751);
    }
  });

  it("keeps a history ending at today's price, oldest first, all before now", () => {
    for (const p of demoProducts) {
      expect(p.priceHistory.length).toBeGreaterThanOrEqual(1);
      const last = p.priceHistory.at(-1);
      expect(last?.retailPriceCents).toBe(p.retailPriceCents);
      expect(last?.wholesalePriceCents).toBe(p.wholesalePriceCents);
      let previous = Number.NEGATIVE_INFINITY;
      for (const h of p.priceHistory) {
        expect(h.changedAt.getTime()).toBeGreaterThan(previous);
        expect(h.changedAt.getTime()).toBeLessThan(NOW.getTime());
        previous = h.changedAt.getTime();
      }
      expect(p.priceHistory[0]?.changedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
    }
  });
});

describe("products: sale, new and lifecycle", () => {
  it("puts about 12 % on sale, 10–40 % off, started 1–20 days ago", () => {
    expect(onSale.length / demoProducts.length).toBeGreaterThan(0.08);
    expect(onSale.length / demoProducts.length).toBeLessThan(0.16);
    for (const p of onSale) {
      const sale = p.saleRetailPriceCents ?? 0;
      expect(sale).toBeLessThanOrEqual(p.retailPriceCents * 0.9);
      expect(sale).toBeGreaterThanOrEqual(p.retailPriceCents * 0.6);
      expect(p.saleWholesalePriceCents).not.toBeNull();
      expect(p.saleWholesalePriceCents ?? 0).toBeLessThan(p.wholesalePriceCents);
      const started = p.saleStartedAt?.getTime() ?? 0;
      expect(started).toBeGreaterThanOrEqual(NOW.getTime() - 20 * DAY);
      expect(started).toBeLessThanOrEqual(NOW.getTime() - DAY);
    }
    for (const p of demoProducts.filter((x) => x.saleRetailPriceCents === null)) {
      expect(p.saleWholesalePriceCents).toBeNull();
      expect(p.saleStartedAt).toBeNull();
    }
  });

  it("gives sale products at least two price changes in the 30 days before the sale", () => {
    let lowerBefore = 0;
    for (const p of onSale) {
      const started = p.saleStartedAt?.getTime() ?? 0;
      const inWindow = p.priceHistory.filter(
        (h) => h.changedAt.getTime() >= started - 30 * DAY && h.changedAt.getTime() < started,
      );
      expect(inWindow.length).toBeGreaterThanOrEqual(2);
      if (lowestBefore(p, started) < p.retailPriceCents) lowerBefore++;
    }
    expect(lowerBefore).toBeGreaterThan(0);
    expect(lowerBefore).toBeLessThan(onSale.length);
  });

  it("marks about 10 % new until a future date and a few with an expired flag", () => {
    const future = demoProducts.filter((p) => p.newUntil !== null && p.newUntil > NOW);
    const past = demoProducts.filter((p) => p.newUntil !== null && p.newUntil <= NOW);
    expect(future.length / demoProducts.length).toBeGreaterThan(0.07);
    expect(future.length / demoProducts.length).toBeLessThan(0.13);
    expect(past.length).toBeGreaterThan(0);
    for (const p of future) {
      const until = p.newUntil?.getTime() ?? 0;
      expect(until).toBeGreaterThanOrEqual(NOW.getTime() + DAY);
      expect(until).toBeLessThanOrEqual(NOW.getTime() + 60 * DAY);
    }
  });

  it("creates products within the last two years, with 1–4 pictures, some brochures, few inactive", () => {
    for (const p of demoProducts) {
      expect(p.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThan(NOW.getTime() - 730 * DAY);
      expect(p.pictureCount).toBeGreaterThanOrEqual(1);
      expect(p.pictureCount).toBeLessThanOrEqual(4);
    }
    expect(share((p) => p.hasBrochure)).toBeGreaterThan(0.2);
    expect(share((p) => p.hasBrochure)).toBeLessThan(0.4);
    expect(share((p) => !p.active)).toBeGreaterThan(0);
    expect(share((p) => !p.active)).toBeLessThan(0.03);
  });
});

/** The lowest regular retail price in force during the 30 days before `at`. */
function lowestBefore(p: GeneratedProduct, at: number): number {
  const from = at - 30 * DAY;
  let lowest = Number.POSITIVE_INFINITY;
  let inForce: number | null = null;
  for (const h of p.priceHistory) {
    const t = h.changedAt.getTime();
    if (t <= from) inForce = h.retailPriceCents;
    else if (t < at) lowest = Math.min(lowest, h.retailPriceCents);
  }
  return Math.min(lowest, inForce ?? Number.POSITIVE_INFINITY);
}
