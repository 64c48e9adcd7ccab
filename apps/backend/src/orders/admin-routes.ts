import {
  type AdminOrderAction,
  adminOrderActionSchema,
  adminOrderCancelSchema,
  adminOrderCompleteSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderMarkPaidSchema,
  adminOrderNoteSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  adminOrderShipSchema,
  bodyLimits,
  type CounterPayment,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import { z } from "zod";
import { audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import {
  type ActionContext,
  type ActionRecorder,
  addOrderNote,
  markOrderPaid,
  resendConfirmation,
  type TransitionAction,
  transitionOrder,
} from "./admin-actions.ts";
import { adminOrderCsv, adminOrderList } from "./admin-list.ts";
import { type AdminOrderReaders, adminOrderView } from "./admin-order.ts";
import { orders } from "./schema.ts";
import { orderSlipBarcodeSvg } from "./view.ts";

export interface AdminOrderRoutesDeps {
  db: Db;
  /** The payments module's reader of an order's card attempts and the staff module's names (given by app.ts). */
  readers: AdminOrderReaders;
  /** After a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  /** Today, for marking paid (tests). */
  now?: () => Date;
  /** The shop's address (SITE_URL): the customer's mails link the order's page. */
  siteUrl?: string;
  /** After a staff action changed an order, with its customer (their remembered order lists are forgotten). */
  onOrderChanged?: (userId: number) => void;
}

const tags = ["Staff: orders"];
const readJson = jsonBody(bodyLimits.json);
const guard = staffAuth("orders");

/** The order an id or number in a staff path names (its id, number and customer); not found otherwise. */
export async function adminOrderOf(
  db: Db,
  idOrNumber: string,
): Promise<{ id: number; number: string; userId: number }> {
  const byNumber = idOrNumber.includes("-");
  const [order] = await db
    .select({ id: orders.id, number: orders.number, userId: orders.userId })
    .from(orders)
    .where(byNumber ? eq(orders.number, idOrNumber) : eq(orders.id, Number(idOrNumber)));
  if (!order) throw new Refusal("not_found");
  return order;
}

/**
 * What an action on an order writes to the audit log, in its transaction: who, from where, what
 * changed; the order by its number, as the audit log names orders (audit/entities.ts).
 */
export function orderAuditRecorder(c: Context, orderNumber: string): ActionRecorder {
  const actor = staffActor(c);
  return (tx, entry) =>
    audit.record(tx, {
      ...actor,
      action: `order.${entry.action}`,
      entity: "order",
      entityId: orderNumber,
      changes: entry.changes,
    });
}

/** What the actions' bodies hold (each action's schema takes its own part). */
type ActionBody = {
  version: number;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
  text?: string;
  amount?: number;
  paidOn?: string;
  paidWith?: CounterPayment;
};

const actionRefusals = {
  ...bodyRefusals,
  ...staffRefusals,
  404: refusals.notFound,
  409: refusal(
    "The order changed since its `version` was read (`version_conflict`: load it again), the rules do not allow this (`order_status_not_allowed`, the message says why, e.g. a cancelled order is not shipped or marked paid), or it is paid already (`order_already_paid`)",
  ),
};

/**
 * The staff's orders (`orders` scope, docs/orders.md "Staff: orders"): the list with filters and
 * search, its CSV, one order with everything the back office shows, the HUB-3 slip's barcode, and
 * the actions (confirm, ready for pickup, ship, complete, cancel, refund, mark paid, note, resend
 * the confirmation). Every action is checked against the
 * order's `version`, mails the customer where they would expect it, and is audited in its transaction.
 */
export function adminOrderRoutes(deps: AdminOrderRoutesDeps) {
  const { db, readers } = deps;
  const mailQueued = deps.onMailQueued ?? (() => {});
  const orderChanged = deps.onOrderChanged ?? (() => {});
  const routes = apiRoutes<StaffEnv>();
  const view = (c: Context, id: number) => adminOrderView(db, id, requestLanguage(c), readers);

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/orders",
      tags,
      summary:
        "Staff: the orders, newest first, filtered (status, payment status and method, delivery, buyer kind, customer, placed from–to as Zagreb days, total from–to in cents; repeat a filter for several values) and searched (`q`: number, OIB, name, e-mail, company); `{data, total}` (total counted up to 1,000).",
      ...staffRoute("orders"),
      middleware: [guard],
      request: { query: adminOrderListQuerySchema },
      responses: {
        200: answer(adminOrderListResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => c.json(await adminOrderList(db, c.req.valid("query")), 200),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/orders.csv",
      tags,
      summary:
        "Staff: the filtered list (the same filters, search and sort, every page) as CSV for Croatian Excel: UTF-8 with BOM, `;`, decimal commas, words in the request's language.",
      ...staffRoute("orders"),
      middleware: [guard],
      request: { query: adminOrderListQuerySchema },
      responses: {
        200: {
          description: "The orders as CSV",
          content: { "text/csv": { schema: z.string().describe("CSV") } },
        },
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const language = requestLanguage(c);
      const rows = adminOrderCsv(db, c.req.valid("query"), language);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await rows.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await rows.return(undefined);
        },
      });
      const day = zagrebIsoDay(new Date());
      return c.body(body, 200, {
        "content-type": "text/csv; charset=utf-8",
        // Named in the export's language, as its words are (the app's link carries `lang`).
        "content-disposition": `attachment; filename="${language === "en" ? "orders" : "narudzbe"}-${day}.csv"`,
        "cache-control": "no-store",
      });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/orders/{id}",
      tags,
      summary:
        "Staff: one order (by id or number) — lines, prices, rebates, delivery, buyer, notes, money received, card attempts, mails sent, status history with who and when, the actions its state allows, the HUB-3 slip, `version`.",
      ...staffRoute("orders"),
      middleware: [guard],
      request: { params: adminOrderParamsSchema },
      responses: {
        200: answer(adminOrderSchema),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = await adminOrderOf(db, c.req.valid("param").id);
      return c.json(await view(c, id), 200, { "cache-control": "no-store" });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/orders/{id}/payment-slip.svg",
      tags,
      summary:
        "Staff: the PDF417 barcode of the order's HUB-3 slip as SVG, while a bank transfer is unpaid.",
      ...staffRoute("orders"),
      middleware: [guard],
      request: { params: adminOrderParamsSchema },
      responses: {
        200: {
          description: "The barcode",
          content: { "image/svg+xml": { schema: z.string().describe("SVG") } },
        },
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = await adminOrderOf(db, c.req.valid("param").id);
      const svg = await orderSlipBarcodeSvg(db, id);
      if (svg === null) throw new Refusal("not_found");
      return c.body(svg, 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "private, no-cache",
      });
    },
  );

  /** One action's route: its body, what it does, the order after it. */
  function action(
    name: AdminOrderAction,
    summary: string,
    schema: z.ZodType<ActionBody>,
    act: (id: number, body: ActionBody, context: ActionContext) => Promise<{ mailed: boolean }>,
  ) {
    routes.openapi(
      createRoute({
        method: "post",
        path: `/admin/orders/{id}/${name}`,
        tags,
        summary,
        ...staffRoute("orders"),
        middleware: [readJson, guard],
        request: { params: adminOrderParamsSchema, body: jsonRequest(schema) },
        responses: { 200: answer(adminOrderSchema, "The order after it"), ...actionRefusals },
      }),
      async (c) => {
        const { id, number, userId } = await adminOrderOf(db, c.req.valid("param").id);
        const body = c.req.valid("json");
        const done = await act(id, body, {
          staffId: staffActor(c).staffId,
          version: body.version,
          record: orderAuditRecorder(c, number),
          siteUrl: deps.siteUrl,
        });
        orderChanged(userId);
        if (done.mailed) mailQueued();
        return c.json(await view(c, id), 200);
      },
    );
  }

  const transition =
    (name: TransitionAction) => (id: number, body: ActionBody, context: ActionContext) =>
      transitionOrder(db, id, name, body, context);

  action(
    "confirm",
    "Staff: confirm a received order; the customer is mailed.",
    adminOrderActionSchema,
    transition("confirm"),
  );
  action(
    "ready-for-pickup",
    "Staff: a confirmed pickup order (personal pickup or the buyer's own delivery) is ready; the customer is mailed.",
    adminOrderActionSchema,
    transition("ready-for-pickup"),
  );
  action(
    "ship",
    "Staff: a confirmed delivery-service order is shipped, with its carrier and tracking number (shown to the customer, mailed).",
    adminOrderShipSchema,
    transition("ship"),
  );
  action(
    "complete",
    "Staff: a shipped or picked-up order is completed (once paid, or refunded after a return, which closes it; cash on pickup is paid with it, and `paidWith` says how the buyer paid at the counter, `cash` or `card`: required then, kept for the invoice's payment means). No mail.",
    adminOrderCompleteSchema,
    transition("complete"),
  );
  action(
    "cancel",
    "Staff: cancel a received or confirmed order; its stock goes back in the same transaction, once; the customer is mailed (with `reason`).",
    adminOrderCancelSchema,
    transition("cancel"),
  );
  action(
    "refund",
    "Staff: the money of a paid order was returned; the customer is mailed.",
    adminOrderActionSchema,
    transition("refund"),
  );
  action(
    "mark-paid",
    "Staff: money received for an unpaid order (`amount` in cents, `paidOn` the day it arrived, not in the future; for cash on pickup `paidWith`, `cash` or `card`, kept for the invoice's payment means), recorded as a bank statement's credit is (`order_payments`, with who recorded it); the order is paid once what it received reaches its total (else it stays unpaid, a part payment); the customer is mailed either way.",
    adminOrderMarkPaidSchema,
    (id, body, context) =>
      markOrderPaid(
        db,
        id,
        {
          amountCents: body.amount ?? 0,
          paidOn: body.paidOn ?? "",
          paidWith: body.paidWith,
          now: deps.now?.(),
        },
        context,
      ),
  );
  action(
    "note",
    "Staff: an internal note on the order (never shown to the customer).",
    adminOrderNoteSchema,
    (id, body, context) => addOrderNote(db, id, body.text ?? "", context),
  );
  action(
    "resend-confirmation",
    "Staff: mail the order confirmation again (as the order is now, to its address). Refused for a cancelled order (`order_status_not_allowed`).",
    adminOrderActionSchema,
    (id, _body, context) => resendConfirmation(db, id, context),
  );

  return routes;
}
