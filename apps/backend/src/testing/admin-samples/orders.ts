import { asc, eq, sql } from "drizzle-orm";
import { bankCsvMapping, camt053 } from "../../bank-statements/fixtures.testing.ts";
import { bankStatementMappings } from "../../bank-statements/schema.ts";
import type { Db } from "../../db/client.ts";
import { erpDeliveries } from "../../erp/schema.ts";
import { orders } from "../../orders/schema.ts";
import type { AdminSample, AdminSampleRequest } from "./context.ts";

/** The first demo order, set to `state`, and the request of `action` on it at its version. */
async function orderAction(
  db: Db,
  action: string,
  state: Partial<
    Pick<
      typeof orders.$inferInsert,
      "status" | "paymentStatus" | "deliveryMethod" | "paymentMethod"
    >
  >,
  body: Record<string, unknown> = {},
): Promise<AdminSampleRequest> {
  const [first] = await db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id)).limit(1);
  if (!first) throw new Error("no demo order");
  const [order] = await db
    .update(orders)
    .set({ ...state, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, first.id))
    .returning({ id: orders.id, version: orders.version });
  if (!order) throw new Error("no demo order");
  return {
    path: `/api/admin/orders/${order.id}/${action}`,
    body: { version: order.version, ...body },
  };
}

/** A camt.053 statement of one credit, as a form upload (`POST /api/admin/bank-statements`). */
function statementForm(): FormData {
  const form = new FormData();
  const xml = camt053("08", [
    { amount: "10.00", reference: "HR01 2026-999999-9", bankRef: `S-${Date.now()}` },
  ]);
  form.append("file", new Blob([xml]), "izvod.xml");
  return form;
}

/** A saved CSV column mapping under a new name, as `{id, version}`. */
async function savedMapping(db: Db): Promise<{ id: number; version: number }> {
  const [row] = await db
    .insert(bankStatementMappings)
    .values({
      name: `Banka ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      mapping: { delimiter: ";", encoding: "auto", decimal: ",", skipLines: 0, ...bankCsvMapping },
    })
    .returning({ id: bankStatementMappings.id, version: bankStatementMappings.version });
  if (!row) throw new Error("no mapping stored");
  return row;
}

/** Order actions, the invoice, the ERP's resend, bank statements and their mappings. */
export const orderSamples: Record<string, AdminSample> = {
  // The staff's order actions (orders/admin-routes.ts): each sets the demo order it acts on to a state that allows it.
  "POST /api/admin/orders/{id}/confirm": async ({ db }) =>
    orderAction(db, "confirm", { status: "received" }),
  "POST /api/admin/orders/{id}/ready-for-pickup": async ({ db }) =>
    orderAction(db, "ready-for-pickup", { status: "confirmed", deliveryMethod: "personal_pickup" }),
  "POST /api/admin/orders/{id}/ship": async ({ db }) =>
    orderAction(
      db,
      "ship",
      { status: "confirmed", deliveryMethod: "delivery_service" },
      { carrier: "GLS", trackingNumber: "GLS-1" },
    ),
  "POST /api/admin/orders/{id}/complete": async ({ db }) =>
    orderAction(db, "complete", { status: "shipped", paymentStatus: "paid" }),
  "POST /api/admin/orders/{id}/cancel": async ({ db }) =>
    orderAction(db, "cancel", { status: "received" }, { reason: "Sample" }),
  "POST /api/admin/orders/{id}/refund": async ({ db }) =>
    orderAction(db, "refund", { status: "completed", paymentStatus: "paid" }),
  "POST /api/admin/orders/{id}/mark-paid": async ({ db }) =>
    orderAction(
      db,
      "mark-paid",
      { status: "received", paymentStatus: "unpaid", paymentMethod: "bank_transfer" },
      { amount: 100_000_00, paidOn: "2026-01-02" },
    ),
  "POST /api/admin/orders/{id}/note": async ({ db }) =>
    orderAction(db, "note", {}, { text: "A sample note" }),
  "POST /api/admin/orders/{id}/resend-confirmation": async ({ db }) =>
    orderAction(db, "resend-confirmation", {}),
  // Issue the invoice now (invoices/admin-routes.ts): whatever issuing answers, the request is audited.
  "POST /api/admin/orders/{id}/invoice": async ({ db }) => {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order) throw new Error("no demo order");
    return { path: `/api/admin/orders/${order.id}/invoice` };
  },
  // An order's ERP delivery (the demo's orders were recorded, not placed: one is queued here).
  "POST /api/admin/erp/deliveries/{id}/resend": async ({ db }) => {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order) throw new Error("no order to hand to the ERP");
    const [delivery] = await db
      .insert(erpDeliveries)
      .values({ orderId: order.id })
      .onConflictDoUpdate({
        target: erpDeliveries.orderId,
        targetWhere: sql`${erpDeliveries.event} = 'order.placed'`,
        set: { status: "failed" },
      })
      .returning({ id: erpDeliveries.id });
    return { path: `/api/admin/erp/deliveries/${delivery?.id ?? 0}/resend`, body: {} };
  },

  "POST /api/admin/bank-statements": () =>
    Promise.resolve({ path: "/api/admin/bank-statements", form: statementForm() }),

  "POST /api/admin/bank-statements/mappings": () =>
    Promise.resolve({
      path: "/api/admin/bank-statements/mappings",
      body: { name: `Izvod banke ${Date.now()}`, mapping: bankCsvMapping },
    }),
  "PATCH /api/admin/bank-statements/mappings/{id}": async ({ db }) => {
    const { id, version } = await savedMapping(db);
    return {
      path: `/api/admin/bank-statements/mappings/${id}`,
      body: { mapping: { ...bankCsvMapping, decimal: "." }, version },
    };
  },
  "DELETE /api/admin/bank-statements/mappings/{id}": async ({ db }) => ({
    path: `/api/admin/bank-statements/mappings/${(await savedMapping(db)).id}`,
  }),

  "POST /api/admin/bank-statements/{id}/apply": async ({ api, adminToken }) => {
    const uploaded = await api.request("/api/admin/bank-statements", {
      method: "POST",
      body: statementForm(),
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { id } = (await uploaded.json()) as { id: number };
    return { path: `/api/admin/bank-statements/${id}/apply` };
  },
};
