import { pageMeta } from "../http/page-meta.ts";
import { limits, type OrderSummary, type PageMeta } from "@dukan/contract";
import { count, desc, eq, sql } from "drizzle-orm";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { refuseFields } from "../refusals/refusal.ts";
import { paymentStandingOf, receivedCents } from "./payment-state.ts";
import { orders } from "./schema.ts";

/** A `page` query value: a whole number from 1 (missing: 1); anything else is refused. */
export function readPage(value: string | undefined): number {
  if (value === undefined || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) throw refuseFields({ page: "whole_number" });
  const page = Number(value);
  if (page < 1 || page > limits.page) throw refuseFields({ page: "whole_number" });
  return page;
}

/**
 * `GET /api/orders`: the customer's orders, newest first, a page at a time (orders_user_created_idx),
 * each with where its payment stands and its number of lines and pieces. A page past the last answers the last page.
 */
export async function orderHistory(
  db: Db,
  user: UserRow,
  requestedPage: number,
): Promise<{ data: OrderSummary[]; meta: PageMeta }> {
  const perPage = limits.ordersPerPage;
  const [counted] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.userId, user.id));
  const total = counted?.total ?? 0;
  const page = Math.min(requestedPage, Math.max(1, Math.ceil(total / perPage)));
  if (total === 0) return { data: [], meta: pageMeta(0, page, perPage) };
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paidWith: orders.paidWith,
      deliveryMethod: orders.deliveryMethod,
      totalCents: orders.totalCents,
      receivedCents,
      lineCount: sql<number>`(select count(*) from order_lines l where l.order_id = "orders"."id" and l.cancelled_at is null)::int`,
      itemCount: sql<number>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = "orders"."id" and l.cancelled_at is null)::int`,
    })
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data = rows.map((row): OrderSummary => ({
    number: row.number,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_status: row.paymentStatus,
    payment_state: paymentStandingOf(row).payment_state,
    payment_method: row.paymentMethod,
    paid_with: row.paidWith,
    delivery_method: row.deliveryMethod,
    total_cents: row.totalCents,
    line_count: Number(row.lineCount),
    item_count: Number(row.itemCount),
  }));
  return { data, meta: pageMeta(total, page, perPage) };
}
