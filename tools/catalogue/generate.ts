/**
 * Deterministic bilingual demo catalogue for Dućan.
 *
 * Every product is computed from (seed, position) alone, so `products()` can
 * stream 100,000 of them without keeping any in memory, and related item
 * codes can point at products that have not been generated yet.
 */

import { MAX_CODED_PRODUCTS, productCodes } from "./codes.ts";
import {
  type BrandData,
  BRANDS,
  CATEGORY_TREE,
  type CategoryNode,
  type ProductKind,
  RESERVED_SLUGS,
} from "./data.ts";
import { DRAFT_BUILDERS, type ProductDraft } from "./kinds.ts";
import { Combo, itemAt, mixSeed, Rng } from "./random.ts";
import { slugify } from "./text.ts";
import type {
  CatalogueOptions,
  GeneratedBrand,
  GeneratedCatalogue,
  GeneratedCategory,
  GeneratedPriceChange,
  GeneratedProduct,
} from "./types.ts";

export { PRODUCT_KINDS, type ProductKind } from "./data.ts";
export type {
  CatalogueOptions,
  GeneratedCatalogue,
  GeneratedCategory,
  GeneratedProduct,
} from "./types.ts";

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const VAT_RATE = 25;

/** A leaf category as the product planner sees it. */
interface Shelf {
  key: string;
  parentKey: string;
  topKey: string;
  /** Item code prefix of the top category: "GM", "UR", "ZS". */
  codePrefix: string;
  kind: ProductKind;
  weight: number;
  flavour: string;
  models: readonly string[];
  kpd: string;
}

/** A contiguous run of product positions that belong to one shelf. */
interface Block {
  shelf: Shelf;
  start: number;
  end: number;
}

export function generateCatalogue(options: CatalogueOptions): GeneratedCatalogue {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`products must be a non-negative integer, got ${count}`);
  // Each brand numbers its products' EANs and part numbers with six digits.
  if (count > MAX_CODED_PRODUCTS)
    throw new RangeError(`products must be at most ${MAX_CODED_PRODUCTS}, got ${count}`);
  const nowMs = options.now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError("now must be a valid date");
  const seed = options.seed ?? 1;
  const { categories, shelves } = buildCategories();
  const blocks = planBlocks(shelves, count);
  const brandsByKey = new Map(BRANDS.map((b) => [b.key, b]));
  const brandName = (key: string): string => brandsByKey.get(key)?.short ?? key;
  const brand = (key: string): BrandData => {
    const found = brandsByKey.get(key);
    if (!found) throw new Error(`a product names the unknown brand ${key}`);
    return found;
  };
  const codes = productCodes(seed);

  return {
    categories,
    brands: BRANDS.map((b): GeneratedBrand => ({
      key: b.key,
      slug: b.slug,
      name: b.name,
      warrantyMonths: b.warrantyMonths,
    })),
    *products() {
      let b = 0;
      for (let position = 0; position < count; position++) {
        while (itemAt(blocks, b).end <= position) b++;
        yield buildProduct({
          blocks,
          blockIndex: b,
          position,
          seed,
          nowMs,
          brandName,
          brand,
          codes,
        });
      }
    },
  };
}

/** The item code of the product at a position, e.g. "ZS10234". */
function itemCode(blocks: readonly Block[], position: number): string {
  return `${itemAt(blocks, blockIndexAt(blocks, position)).shelf.codePrefix}${10000 + position}`;
}

// ---------------------------------------------------------------------------
// Categories

function buildCategories(): { categories: GeneratedCategory[]; shelves: Shelf[] } {
  const categories: GeneratedCategory[] = [];
  const shelves: Shelf[] = [];
  const usedHr = new Set<string>();
  const usedEn = new Set<string>();

  const visit = (
    node: CategoryNode,
    position: number,
    parent: GeneratedCategory | null,
    top: GeneratedCategory | null,
  ): void => {
    const key = parent ? `${parent.key}.${node.segment}` : node.segment;
    const category: GeneratedCategory = {
      key,
      parentKey: parent?.key ?? null,
      slugHr: uniqueSlug(node.nameHr, parent?.slugHr, usedHr),
      slugEn: uniqueSlug(node.nameEn, parent?.slugEn, usedEn),
      nameHr: node.nameHr,
      nameEn: node.nameEn,
      groupCode: node.groupCode,
      position,
    };
    categories.push(category);
    const topCategory = top ?? category;
    if (node.leaf) {
      shelves.push({
        key,
        parentKey: category.parentKey ?? key,
        topKey: topCategory.key,
        codePrefix: topCategory.groupCode,
        kind: node.leaf.kind,
        weight: node.leaf.weight,
        flavour: node.leaf.flavour ?? "",
        models: node.leaf.models ?? [],
        kpd: node.leaf.kpd,
      });
    }
    for (const [i, child] of (node.children ?? []).entries())
      visit(child, i + 1, category, topCategory);
  };

  for (const [i, node] of CATEGORY_TREE.entries()) visit(node, i + 1, null, null);
  return { categories, shelves };
}

/** A slug unique within its language that avoids the storefront's own paths. */
function uniqueSlug(name: string, parentSlug: string | undefined, used: Set<string>): string {
  let slug = slugify(name);
  if ((used.has(slug) || RESERVED_SLUGS.has(slug)) && parentSlug) slug = `${parentSlug}-${slug}`;
  const stem = slug;
  for (let n = 2; used.has(slug) || RESERVED_SLUGS.has(slug); n++) slug = `${stem}-${n}`;
  used.add(slug);
  return slug;
}

// ---------------------------------------------------------------------------
// Planning: how many products each shelf gets (largest remainder method).

function planBlocks(shelves: readonly Shelf[], total: number): Block[] {
  const weightSum = shelves.reduce((sum, s) => sum + s.weight, 0);
  const quotas = shelves.map((s) => (s.weight / weightSum) * total);
  const counts = quotas.map(Math.floor);
  let missing = total - counts.reduce((sum, c) => sum + c, 0);
  const byRemainder = quotas
    .map((q, i) => ({ i, rest: q - Math.floor(q) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing === 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    missing--;
  }
  const blocks: Block[] = [];
  let start = 0;
  shelves.forEach((shelf, i) => {
    const size = counts[i] ?? 0;
    if (size > 0) blocks.push({ shelf, start, end: start + size });
    start += size;
  });
  return blocks;
}

function blockIndexAt(blocks: readonly Block[], position: number): number {
  let lo = 0;
  let hi = blocks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (itemAt(blocks, mid).end <= position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// ---------------------------------------------------------------------------
// Products

interface ProductContext {
  blocks: readonly Block[];
  blockIndex: number;
  position: number;
  seed: number;
  nowMs: number;
  brandName: (key: string) => string;
  brand: (key: string) => BrandData;
  codes: ReturnType<typeof productCodes>;
}

function buildProduct(ctx: ProductContext): GeneratedProduct {
  const block = itemAt(ctx.blocks, ctx.blockIndex);
  const shelf = block.shelf;
  const rng = new Rng(mixSeed(ctx.seed, ctx.position));
  const code = `${shelf.codePrefix}${10000 + ctx.position}`;
  const draft = DRAFT_BUILDERS[shelf.kind]({
    combo: new Combo(ctx.position - block.start),
    rng,
    flavour: shelf.flavour,
    models: shelf.models,
    brandName: ctx.brandName,
  });
  const prices = regularPrices(draft, rng);
  const life = lifecycle(rng, ctx.nowMs);
  const sale = life.saleStartedMs === null ? null : salePrices(prices, rng);
  const codeSuffix = code.toLowerCase();
  const { ean, mpn } = ctx.codes({
    position: ctx.position,
    brand: ctx.brand(draft.brandKey),
    kind: shelf.kind,
    specifications: draft.specifications,
  });

  return {
    itemCode: code,
    ean,
    mpn,
    kpdCode: shelf.kpd,
    slugHr: `${slugify(draft.nameHr, true)}-${codeSuffix}`,
    slugEn: `${slugify(draft.nameEn, true)}-${codeSuffix}`,
    nameHr: draft.nameHr,
    nameEn: draft.nameEn,
    descriptionHr: draft.descriptionHr,
    descriptionEn: draft.descriptionEn,
    specifications: draft.specifications,
    categoryKey: shelf.key,
    brandKey: draft.brandKey,
    kind: shelf.kind,
    unitsPerCarton: draft.unitsPerCarton,
    stock: stockLevel(rng, draft.stockScale),
    retailPriceCents: prices.retail,
    wholesalePriceCents: prices.wholesale,
    vatRate: VAT_RATE,
    newUntil: life.newUntilMs === null ? null : new Date(life.newUntilMs),
    saleRetailPriceCents: sale?.retail ?? null,
    saleWholesalePriceCents: sale?.wholesale ?? null,
    saleStartedAt: life.saleStartedMs === null ? null : new Date(life.saleStartedMs),
    priceHistory: priceHistory(rng, prices, life, ctx.nowMs),
    pictureCount: 1 + rng.weighted([20, 35, 30, 15]),
    hasBrochure: rng.chance(0.3),
    active: !rng.chance(0.01),
    relatedItemCodes: relatedItemCodes(rng, ctx),
    createdAt: new Date(life.createdMs),
  };
}

function stockLevel(rng: Rng, scale: number): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.2) return rng.int(1, 5);
  const spread = rng.next();
  return 6 + Math.floor(spread * spread * scale);
}

// ---------------------------------------------------------------------------
// Prices (euro cents)

interface Prices {
  retail: number;
  wholesale: number;
}

/** A shop-shelf retail price: whole euros minus a cent (12.99) or ten (12.90). */
function shelfPrice(cents: number, rng: Rng): number {
  const euros = Math.max(2, Math.round(cents / 100));
  return (euros - 1) * 100 + (rng.chance(0.75) ? 99 : 90);
}

function regularPrices(draft: ProductDraft, rng: Rng): Prices {
  const retail = shelfPrice(draft.listPriceCents * rng.between(0.9, 1.1), rng);
  const net = retail / (1 + VAT_RATE / 100);
  return { retail, wholesale: Math.round(net * rng.between(0.55, 0.75)) };
}

/** 10–40 % off the regular price, ending in 9 (e.g. 8.49). */
function salePrices(regular: Prices, rng: Rng): Prices {
  const target = regular.retail * (1 - rng.between(0.1, 0.38));
  const lowest = Math.ceil(regular.retail * 0.6);
  const highest = Math.floor(regular.retail * 0.9);
  const retail = Math.min(highest, Math.max(lowest, Math.floor(target / 10) * 10 - 1));
  return { retail, wholesale: Math.round((regular.wholesale * retail) / regular.retail) };
}

/** An earlier price of the same product, a little above or below today's. */
function earlierPrice(regular: Prices, rng: Rng): number {
  const price = shelfPrice(regular.retail * rng.between(0.85, 1.12), rng);
  if (price !== regular.retail) return price;
  return regular.retail > 300 ? regular.retail - 100 : regular.retail + 100;
}

// ---------------------------------------------------------------------------
// Dates: new, sale and history, all derived from `now`.

interface Lifecycle {
  createdMs: number;
  newUntilMs: number | null;
  saleStartedMs: number | null;
}

/** A moment between `minDays` and `maxDays` before (negative: after) `fromMs`, on a whole minute offset. */
function daysBefore(rng: Rng, fromMs: number, minDays: number, maxDays: number): number {
  return (
    fromMs - rng.int(Math.round(minDays * DAY_MINUTES), Math.round(maxDays * DAY_MINUTES)) * MINUTE
  );
}

function lifecycle(rng: Rng, nowMs: number): Lifecycle {
  const roll = rng.next();
  if (roll < 0.1) {
    // New: arrived within the last month, flagged new for up to two more months.
    const newUntilMs = nowMs + rng.int(DAY_MINUTES, 60 * DAY_MINUTES) * MINUTE;
    return { createdMs: daysBefore(rng, nowMs, 1 / 24, 30), newUntilMs, saleStartedMs: null };
  }
  if (roll < 0.12) {
    // Was new: the flag ran out recently.
    const newUntilMs = daysBefore(rng, nowMs, 1, 60);
    return { createdMs: daysBefore(rng, newUntilMs, 30, 90), newUntilMs, saleStartedMs: null };
  }
  if (roll < 0.24) {
    return {
      createdMs: daysBefore(rng, nowMs, 60, 729),
      newUntilMs: null,
      saleStartedMs: daysBefore(rng, nowMs, 1, 20),
    };
  }
  return { createdMs: daysBefore(rng, nowMs, 1, 729), newUntilMs: null, saleStartedMs: null };
}

/**
 * Oldest first, last entry = today's regular price. A product on sale always
 * has at least two entries in the 30 days before the sale started, so the
 * "lowest price in the last 30 days" (EU Omnibus) is meaningful.
 */
function priceHistory(
  rng: Rng,
  regular: Prices,
  life: Lifecycle,
  nowMs: number,
): GeneratedPriceChange[] {
  const entry = (retail: number, atMs: number): GeneratedPriceChange => ({
    retailPriceCents: retail,
    wholesalePriceCents:
      retail === regular.retail
        ? regular.wholesale
        : Math.round((regular.wholesale * retail) / regular.retail),
    changedAt: new Date(atMs),
  });
  const entries = [entry(earlierPrice(regular, rng), life.createdMs)];

  if (life.saleStartedMs !== null) {
    const sale = life.saleStartedMs;
    if (rng.chance(0.5))
      entries.push(
        entry(
          earlierPrice(regular, rng),
          daysBefore(rng, sale, 31, (sale - life.createdMs) / MINUTE / DAY_MINUTES - 1),
        ),
      );
    entries.push(entry(earlierPrice(regular, rng), daysBefore(rng, sale, 16, 29)));
    entries.push(entry(regular.retail, daysBefore(rng, sale, 1 / 24, 14)));
    return entries;
  }

  const latestMs = nowMs - 60 * MINUTE;
  const changes =
    latestMs - life.createdMs > 2 * DAY_MINUTES * MINUTE ? rng.weighted([45, 30, 18, 7]) : 0;
  if (changes === 0) return [entry(regular.retail, life.createdMs)];
  const times: number[] = [];
  for (let i = 0; i < changes; i++)
    times.push(Math.round(rng.between(life.createdMs + MINUTE, latestMs) / MINUTE) * MINUTE);
  times.sort((a, b) => a - b);
  times.forEach((at, i) => {
    const previous = itemAt(entries, entries.length - 1).changedAt.getTime();
    const atMs = Math.max(at, previous + MINUTE);
    entries.push(entry(i === changes - 1 ? regular.retail : earlierPrice(regular, rng), atMs));
  });
  return entries;
}

// ---------------------------------------------------------------------------
// Related products: other positions of the same shelf, sometimes a neighbour's.

function relatedItemCodes(rng: Rng, ctx: ProductContext): string[] {
  const own = itemAt(ctx.blocks, ctx.blockIndex);
  const neighbour = neighbourBlock(ctx.blocks, ctx.blockIndex);
  const total = itemAt(ctx.blocks, ctx.blocks.length - 1).end;
  const ownOthers = own.end - own.start - 1;
  const neighbourSize = neighbour ? neighbour.end - neighbour.start : 0;
  const wanted = Math.min(rng.int(2, 6), total - 1);
  let fromNeighbour = Math.min(neighbourSize, rng.chance(0.35) ? 1 : 0);
  const fromOwn = Math.min(ownOthers, wanted - fromNeighbour);
  fromNeighbour = Math.min(neighbourSize, wanted - fromOwn);

  const chosen = new Set<number>([ctx.position]);
  samplePositions(rng, own.start, own.end, fromOwn, chosen);
  if (neighbour) samplePositions(rng, neighbour.start, neighbour.end, fromNeighbour, chosen);
  // Tiny catalogues: fill up from anywhere.
  samplePositions(rng, 0, total, wanted + 1 - chosen.size, chosen);
  chosen.delete(ctx.position);
  return [...chosen].map((p) => itemCode(ctx.blocks, p));
}

/** Adds `count` new distinct positions from [start, end) to `chosen`. */
function samplePositions(
  rng: Rng,
  start: number,
  end: number,
  count: number,
  chosen: Set<number>,
): void {
  const target = chosen.size + count;
  while (chosen.size < target) chosen.add(start + Math.floor(rng.next() * (end - start)));
}

/** The closest other block, preferring siblings, then the same top category. */
function neighbourBlock(blocks: readonly Block[], index: number): Block | null {
  const own = itemAt(blocks, index);
  const candidates = [blocks[index + 1], blocks[index - 1]].filter(
    (b): b is Block => b !== undefined,
  );
  return (
    candidates.find((b) => b.shelf.parentKey === own.shelf.parentKey) ??
    candidates.find((b) => b.shelf.topKey === own.shelf.topKey) ??
    candidates[0] ??
    null
  );
}
