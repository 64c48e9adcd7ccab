import type { RebateRuleInput } from "@dukan/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable, Tx } from "../db/client.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type PriceContext, type RebateRule, yourPrice } from "./price.ts";
import { customerRebateSets, customerRebates } from "./schema.ts";

/** A rule as the staff's editor reads and writes it (dates as ISO strings). */
export interface StoredRebateRule {
  id: number;
  productId: number | null;
  brandId: number | null;
  categoryId: number | null;
  paymentMethod: string | null;
  percent: number;
  minQuantity: number;
  validFrom: string | null;
  validUntil: string | null;
}

const columns = {
  id: customerRebates.id,
  userId: customerRebates.userId,
  productId: customerRebates.productId,
  brandId: customerRebates.brandId,
  categoryId: customerRebates.categoryId,
  paymentMethod: customerRebates.paymentMethod,
  percent: customerRebates.percent,
  minQuantity: customerRebates.minQuantity,
  validFrom: customerRebates.validFrom,
  validUntil: customerRebates.validUntil,
};

type Row = { [K in keyof typeof columns]: (typeof customerRebates.$inferSelect)[K] };

function stored(row: Row): StoredRebateRule {
  return {
    id: row.id,
    productId: row.productId,
    brandId: row.brandId,
    categoryId: row.categoryId,
    paymentMethod: row.paymentMethod,
    percent: row.percent,
    minQuantity: row.minQuantity,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}

/** The rule's fields an audit entry and a copy carry (no id). */
export function ruleFields(rule: StoredRebateRule | RebateRuleInput): RebateRuleInput {
  return {
    productId: rule.productId,
    brandId: rule.brandId,
    categoryId: rule.categoryId,
    paymentMethod: rule.paymentMethod as RebateRuleInput["paymentMethod"],
    percent: rule.percent,
    minQuantity: rule.minQuantity,
    validFrom: rule.validFrom,
    validUntil: rule.validUntil,
  };
}

/**
 * Every rule of a customer (expired and future ones too), oldest first, the set's version (0: never
 * set) and when the staff last changed it (null: never; rules may still be there, imported or seeded).
 */
export async function rebateSetOf(
  db: Pick<Queryable, "select">,
  userId: number,
): Promise<{ version: number; updatedAt: string | null; rules: StoredRebateRule[] }> {
  const [rows, [set]] = await Promise.all([
    db
      .select(columns)
      .from(customerRebates)
      .where(eq(customerRebates.userId, userId))
      .orderBy(asc(customerRebates.id)),
    db
      .select({ version: customerRebateSets.version, updatedAt: customerRebateSets.updatedAt })
      .from(customerRebateSets)
      .where(eq(customerRebateSets.userId, userId)),
  ]);
  return {
    version: set?.version ?? 0,
    updatedAt: set?.updatedAt.toISOString() ?? null,
    rules: rows.map(stored),
  };
}

/**
 * Replaces a customer's whole rule set in `tx`, after locking it: refused (409) when its version is
 * no longer `expected` (null: replace whatever is there, as a copy does). Answers the set before and after.
 */
export async function replaceRebateSet(
  tx: Tx,
  userId: number,
  expected: number | null,
  rules: readonly RebateRuleInput[],
): Promise<{
  before: StoredRebateRule[];
  after: { version: number; updatedAt: string | null; rules: StoredRebateRule[] };
}> {
  // The set's row is the lock two staff editing one customer queue on.
  await tx
    .insert(customerRebateSets)
    .values({ userId, version: 0 })
    .onConflictDoNothing({ target: customerRebateSets.userId });
  const [set] = await tx
    .select({ version: customerRebateSets.version })
    .from(customerRebateSets)
    .where(eq(customerRebateSets.userId, userId))
    .for("update");
  const version = set?.version ?? 0;
  if (expected !== null && expected !== version) throw new Refusal("version_conflict");
  const before = await tx
    .select(columns)
    .from(customerRebates)
    .where(eq(customerRebates.userId, userId))
    .orderBy(asc(customerRebates.id));
  await tx.delete(customerRebates).where(eq(customerRebates.userId, userId));
  const written = rules.length
    ? await tx
        .insert(customerRebates)
        .values(
          rules.map((rule) => ({
            userId,
            productId: rule.productId,
            brandId: rule.brandId,
            categoryId: rule.categoryId,
            paymentMethod: rule.paymentMethod,
            percent: rule.percent,
            minQuantity: rule.minQuantity,
            validFrom: rule.validFrom ? new Date(rule.validFrom) : null,
            validUntil: rule.validUntil ? new Date(rule.validUntil) : null,
          })),
        )
        .returning(columns)
    : [];
  const [changed] = await tx
    .update(customerRebateSets)
    .set({ version: version + 1, updatedAt: sql`now()` })
    .where(eq(customerRebateSets.userId, userId))
    .returning({ updatedAt: customerRebateSets.updatedAt });
  return {
    before: before.map(stored),
    after: {
      version: version + 1,
      updatedAt: changed?.updatedAt.toISOString() ?? null,
      rules: written.map(stored).sort((a, b) => a.id - b.id),
    },
  };
}

/** The product ids, brand ids and category ids a set of rules names, for checking they exist. */
export function namedTargets(rules: readonly RebateRuleInput[]) {
  const pick = (key: "productId" | "brandId" | "categoryId") => [
    ...new Set(rules.map((rule) => rule[key]).filter((id): id is number => id !== null)),
  ];
  return {
    productIds: pick("productId"),
    brandIds: pick("brandId"),
    categoryIds: pick("categoryId"),
  };
}

/** Rules (stored or not) as pricing applies them: only those valid at `at`. */
export function rulesAt(
  rules: readonly (StoredRebateRule | RebateRuleInput)[],
  at: Date,
): RebateRule[] {
  return rules
    .filter(
      (rule) =>
        (!rule.validFrom || new Date(rule.validFrom) <= at) &&
        (!rule.validUntil || new Date(rule.validUntil) > at),
    )
    .map((rule, index) => ({
      id: "id" in rule ? rule.id : index + 1,
      productId: rule.productId,
      brandId: rule.brandId,
      categoryId: rule.categoryId,
      paymentMethod: rule.paymentMethod,
      percent: rule.percent,
      minQuantity: rule.minQuantity,
    }));
}

/**
 * One product priced three ways for the editor's preview: without rebates, with the saved rules,
 * with the edited ones — for `quantity` pieces of it alone on an order, paid by `paymentMethod`.
 */
export function previewPrice(
  product: {
    id: number;
    brandId: number;
    categoryIds: readonly number[];
    retailPriceCents: number;
    saleRetailPriceCents: number | null;
    wholesalePriceCents: number;
    saleWholesalePriceCents: number | null;
  },
  kind: PriceContext["kind"],
  saved: RebateRule[],
  edited: RebateRule[],
  paymentMethod: string | null,
  quantity: number,
) {
  const order = [
    { productId: product.id, brandId: product.brandId, categoryIds: product.categoryIds, quantity },
  ];
  const context = (rebates: RebateRule[]): PriceContext =>
    paymentMethod === null ? { kind, rebates, order } : { kind, rebates, order, paymentMethod };
  const preview = yourPrice(product, context(edited));
  return {
    baseCents: yourPrice(product, context([])).cents,
    currentCents: yourPrice(product, context(saved)).cents,
    previewCents: preview.cents,
    percent: preview.rebate?.percent ?? 0,
    includesVat: preview.includesVat,
  };
}
