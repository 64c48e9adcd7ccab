import { hasPermission } from "@dukan/contract";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db, Queryable } from "../db/client.ts";
import { customerRebates } from "./schema.ts";
import { type PriceContext, type RebateRule, retailPrices } from "./price.ts";

/**
 * Whose prices a caller sees: visitors retail with VAT; persons retail less their rebate, if any;
 * a legal entity (scope "company") the wholesale price without VAT less its best rebate — retail
 * while it waits for the staff's approval (`awaitingApproval`).
 * Without a payment method only rebates for any method apply (listings, cart); checkout passes
 * the chosen method.
 */
export async function priceContextFor(
  db: Db,
  user: UserRow | null,
  paymentMethod?: string,
): Promise<PriceContext> {
  if (!user) return retailPrices;
  const rebates = await rebatesOf(db, user.id, paymentMethod === undefined);
  const kind = priceKindOf(user);
  return paymentMethod === undefined ? { kind, rebates } : { kind, rebates, paymentMethod };
}

function priceKindOf(user: UserRow): PriceContext["kind"] {
  return hasPermission(user.scope, "company") && !user.awaitingApproval ? "wholesale" : "retail";
}

/**
 * The cart's prices: as `priceContextFor` without a payment method (only rules for any method
 * apply), but with every rule at hand, so the cart can say what each payment method's own rule
 * would take off before the buyer chooses one.
 */
export async function cartPriceContextFor(db: Db, user: UserRow | null): Promise<PriceContext> {
  if (!user) return retailPrices;
  return { kind: priceKindOf(user), rebates: await rebatesOf(db, user.id) };
}

/** A customer's rebate rows valid now; `anyMethodOnly` leaves out those tied to a payment method. */
export async function rebatesOf(
  db: Db,
  userId: number,
  anyMethodOnly = false,
): Promise<RebateRule[]> {
  let queries = rebateQueries.get(db);
  if (!queries) {
    queries = { all: rebatesQuery(db, false), anyMethod: rebatesQuery(db, true) };
    rebateQueries.set(db, queries);
  }
  return (anyMethodOnly ? queries.anyMethod : queries.all).execute({ userId });
}

/** Read for every priced answer of a customer: written by Drizzle once per database handle, not at each read. */
const rebateQueries = new WeakMap<
  Db,
  Record<"all" | "anyMethod", ReturnType<typeof rebatesQuery>>
>();

/** A rule is valid from `valid_from` (inclusive) until `valid_until` (exclusive); null: open. */
const validNow = sql`(${customerRebates.validFrom} is null or ${customerRebates.validFrom} <= now())
  and (${customerRebates.validUntil} is null or ${customerRebates.validUntil} > now())`;

function rebatesQuery(db: Db, anyMethodOnly: boolean) {
  const ofUser = and(eq(customerRebates.userId, sql.placeholder("userId")), validNow);
  return db
    .select({
      id: customerRebates.id,
      productId: customerRebates.productId,
      brandId: customerRebates.brandId,
      categoryId: customerRebates.categoryId,
      paymentMethod: customerRebates.paymentMethod,
      percent: customerRebates.percent,
      minQuantity: customerRebates.minQuantity,
    })
    .from(customerRebates)
    .where(anyMethodOnly ? and(ofUser, isNull(customerRebates.paymentMethod)) : ofUser)
    .orderBy(customerRebates.id)
    .prepare(anyMethodOnly ? "rebates_of_user_any_method" : "rebates_of_user");
}

/** A customer's rebates valid now (every payment method), oldest first; product, brand and category by id. */
export function customerRebatesOf(db: Queryable, userId: number) {
  return db
    .select({
      id: customerRebates.id,
      productId: customerRebates.productId,
      brandId: customerRebates.brandId,
      categoryId: customerRebates.categoryId,
      paymentMethod: customerRebates.paymentMethod,
      percent: customerRebates.percent,
      minQuantity: customerRebates.minQuantity,
      validFrom: customerRebates.validFrom,
      validUntil: customerRebates.validUntil,
    })
    .from(customerRebates)
    .where(and(eq(customerRebates.userId, userId), validNow))
    .orderBy(asc(customerRebates.id));
}

/**
 * A customer's part of a B2B feed's state (its ETag and Last-Modified), as columns of the feeds'
 * one state query (decision 021): `rebates_changed` (their rule set's last change, or a rule's
 * start since) and `rebates` (a JSON array of `[id, brand_id, category_id, percent, product_id,
 * min_quantity]` of their rules valid now for any payment method, quantity tiers too: the products
 * feed lists each product's tiers).
 */
export function feedRebatesState(userId: number): SQL {
  return sql`greatest(
              (select updated_at from customer_rebate_sets where user_id = ${userId}),
              (select max(greatest(created_at, coalesce(valid_from, created_at))) from customer_rebates
                where user_id = ${userId} and (valid_from is null or valid_from <= now()))) as rebates_changed,
            (select coalesce(json_agg(json_build_array(id, brand_id, category_id, percent, product_id, min_quantity) order by id), '[]'::json)
              from customer_rebates where user_id = ${userId} and payment_method is null
                and (valid_from is null or valid_from <= now())
                and (valid_until is null or valid_until > now())) as rebates`;
}
