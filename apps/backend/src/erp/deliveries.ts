import type { ErpDelivery, ErpDeliveryStatus } from "@dukan/contract";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { orderNumbers } from "../orders/erp-export.ts";
import { Refusal } from "../refusals/refusal.ts";
import { erpDeliveries } from "./schema.ts";

type Row = typeof erpDeliveries.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function deliveryOf(row: Row, number: string): ErpDelivery {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: number,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The staff's log of webhook deliveries (an order's placing, then each change told) and their resend. */
export function erpDeliveryLog(db: Db) {
  async function withNumbers(rows: Row[]): Promise<ErpDelivery[]> {
    const numbers = await orderNumbers(
      db,
      rows.map((r) => r.orderId),
    );
    return rows.map((row) => deliveryOf(row, numbers.get(row.orderId) ?? ""));
  }

  return {
    /** Newest first, a page at a time, of one status or every one. */
    async list(query: { status: ErpDeliveryStatus | undefined; page: number; perPage: number }) {
      const where = query.status ? eq(erpDeliveries.status, query.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(erpDeliveries)
          .where(where)
          .orderBy(desc(erpDeliveries.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ n: count() }).from(erpDeliveries).where(where),
      ]);
      return { data: await withNumbers(rows), total: total?.n ?? 0 };
    },

    /** Queued again, due at once, its attempts counted anew; `audit` writes the staff's action in the same transaction. */
    async resend(
      id: number,
      record: (tx: Tx, before: ErpDeliveryStatus) => Promise<void>,
    ): Promise<ErpDelivery> {
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: erpDeliveries.status })
          .from(erpDeliveries)
          .where(eq(erpDeliveries.id, id))
          .for("update");
        if (!before) throw new Refusal("not_found");
        const [after] = await tx
          .update(erpDeliveries)
          .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, deliveredAt: null })
          .where(eq(erpDeliveries.id, id))
          .returning();
        await record(tx, before.status);
        return after;
      });
      if (!row) throw new Refusal("not_found");
      const [delivery] = await withNumbers([row]);
      if (!delivery) throw new Refusal("not_found");
      return delivery;
    },
  };
}
