import { hasPermission } from "@dukan/contract";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db, Queryable } from "../db/client.ts";
import { customerRebates } from "./schema.ts";
import { type PriceContext, type RebateRule, retailPrices } from "./price.ts";

/**
 * Whose prices a caller sees: visitors retail with VAT; persons retail less their rebate, if any;
 * a legal entity (scope "company") the wholesale price without VAT less its best rebate.
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
  const kind = hasPermission(user.scope, "company") ? "wholesale" : "retail";
  return paymentMethod === undefined ? { kind, rebates } : { kind, rebates, paymentMethod };
}

/** A customer's rebate rows; `anyMethodOnly` leaves out those tied to a payment method. */
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

function rebatesQuery(db: Db, anyMethodOnly: boolean) {
  const ofUser = eq(customerRebates.userId, sql.placeholder("userId"));
  return db
    .select({
      id: customerRebates.id,
      brandId: customerRebates.brandId,
      categoryId: customerRebates.categoryId,
      paymentMethod: customerRebates.paymentMethod,
      percent: customerRebates.percent,
    })
    .from(customerRebates)
    .where(anyMethodOnly ? and(ofUser, isNull(customerRebates.paymentMethod)) : ofUser)
    .orderBy(customerRebates.id)
    .prepare(anyMethodOnly ? "rebates_of_user_any_method" : "rebates_of_user");
}

/** A customer's rebates as given (every payment method), oldest first; brand and category by id. */
export function customerRebatesOf(db: Queryable, userId: number) {
  return db
    .select({
      id: customerRebates.id,
      brandId: customerRebates.brandId,
      categoryId: customerRebates.categoryId,
      paymentMethod: customerRebates.paymentMethod,
      percent: customerRebates.percent,
    })
    .from(customerRebates)
    .where(eq(customerRebates.userId, userId))
    .orderBy(asc(customerRebates.id));
}

/**
 * A customer's part of a B2B feed's state (its ETag and Last-Modified), as columns of the feeds'
 * one state query (decision 021): `rebates_changed` (their last rebate's creation) and `rebates`
 * (a JSON array of `[id, brand_id, category_id, percent]` of their rebates for any payment method).
 */
export function feedRebatesState(userId: number): SQL {
  return sql`(select max(created_at) from customer_rebates where user_id = ${userId}) as rebates_changed,
            (select coalesce(json_agg(json_build_array(id, brand_id, category_id, percent) order by id), '[]'::json)
              from customer_rebates where user_id = ${userId} and payment_method is null) as rebates`;
}
