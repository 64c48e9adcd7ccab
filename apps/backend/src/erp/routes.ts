import {
  erpDeliveryListQuerySchema,
  erpDeliveryListSchema,
  erpDeliveryResponseSchema,
  erpOrderChangesQuerySchema,
  erpOrderPageSchema,
  erpOrdersQuerySchema,
  erpSendingSchema,
  erpWebhookBodySchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, refusal, refusals } from "../openapi/describe.ts";
import { changedOrders, exportedOrders, type ExportedOrder } from "../orders/erp-export.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { erpDeliveryLog } from "./deliveries.ts";
import { erpOrder } from "./payload.ts";
import { erpSendingOn } from "./sending.ts";
import { erpOrdersXml } from "./xml.ts";
import { sameText } from "./signature.ts";

/** Orders younger than this are not listed yet: one placed in a transaction begun earlier may still commit below the cursor. */
export const SETTLE_MS = 5_000;
const DEFAULT_LIMIT = 100;

const idParam = z.object({
  id: z.coerce
    .number()
    .int("whole_number")
    .min(1, "whole_number")
    .max(2_147_483_647, "whole_number"),
});

/** The ERP's key as `X-ERP-Key` or `Authorization: Bearer`, compared in constant time with the setting's. */
async function requireErpKey(c: Context, settings: SettingsStore): Promise<void> {
  const { pullKey } = await settings.get("erp");
  const auth = c.req.header("authorization");
  const given =
    c.req.header("x-erp-key") ?? (auth?.startsWith("Bearer ") ? auth.slice(7).trim() : "");
  if (pullKey === "" || given === "" || !sameText(given, pullKey))
    throw new Refusal("unauthorized");
}

/**
 * A page of the ERP's pull, as JSON or as XML (`?format=xml`, or `Accept: application/xml`): the
 * orders and the cursor of the next page — the last order's, or the one given when none is new.
 */
function orderPage(
  c: Context,
  rows: readonly ExportedOrder[],
  cursorOf: (order: ExportedOrder) => number,
  query: { cursor?: string | undefined; format?: "json" | "xml" | undefined },
) {
  const data = rows.map(erpOrder);
  const last = rows.at(-1);
  const nextCursor = last ? String(cursorOf(last)) : (query.cursor ?? null);
  c.header("cache-control", "no-store");
  const xml =
    query.format === "xml" ||
    (query.format === undefined &&
      /\b(application|text)\/xml\b/.test(c.req.header("accept") ?? ""));
  if (xml) {
    c.header("content-type", "application/xml; charset=utf-8");
    return c.body(erpOrdersXml(data, nextCursor), 200);
  }
  return c.json({ data, next_cursor: nextCursor }, 200);
}

/**
 * `GET /api/erp/orders` and `GET /api/erp/orders/changes` (the ERP's pulls, its own key) and the staff's log of webhook deliveries
 * (`GET /api/admin/erp/deliveries`, `POST /api/admin/erp/deliveries/{id}/resend`, `GET /api/admin/erp/sending`; scope `orders`).
 */
export function erpRoutes(db: Db, settings: SettingsStore, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const routes = apiRoutes<StaffEnv>();
  const log = erpDeliveryLog(db);

  // What the shop posts to the ERP (an OpenAPI 3.1 webhook: the ERP serves it, the shop calls it).
  routes.openAPIRegistry.registerWebhook({
    method: "post",
    path: "erpOrder",
    tags: ["ERP"],
    summary:
      "The shop posts each placed order (`order.placed`) and each change of its status, payment or total (`order.changed`) to the `erp.webhook_url` setting, signed; a 2xx answer delivers, anything else is retried with back-off. docs/erp.md.",
    request: {
      headers: z.object({
        "x-dukan-timestamp": z.string().describe("Unix seconds of the post"),
        "x-dukan-signature": z
          .string()
          .describe('`sha256=` + hex HMAC-SHA256(`erp.webhook_secret`, timestamp + "." + body)'),
        "x-dukan-delivery": z.string().describe("The delivery's id, as `delivery_id`"),
      }),
      body: { content: { "application/json": { schema: erpWebhookBodySchema } } },
    },
    responses: {
      200: { description: "Any 2xx: delivered" },
      default: { description: "Anything else (or no answer in 10 s): retried later" },
    },
  });

  // The key before the query: a caller without it learns nothing, not even what a query looks like.
  const erpKeyFirst = async (c: Context, next: () => Promise<void>) => {
    await requireErpKey(c, settings);
    await next();
  };
  const orderPageResponses = (description: string) => ({
    200: {
      description,
      content: {
        "application/json": { schema: erpOrderPageSchema },
        "application/xml": {
          schema: z.string().describe("<orders next_cursor=…><order>…</order></orders>"),
        },
      },
    },
    400: refusals.invalid,
    401: refusal("No key, or not the ERP's key (`unauthorized`)"),
  });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/erp/orders",
      tags: ["ERP"],
      summary:
        "The ERP's pull: orders placed since a time, oldest first, a page at a time (`next_cursor`), as JSON or XML (`?format=xml` or `Accept: application/xml`). docs/erp.md.",
      description:
        "The key (setting `erp.pull_key`, shown to admins) as `X-ERP-Key` or `Authorization: Bearer <key>`. Orders younger than 5 seconds wait for the next call. Keep `next_cursor` and ask with it; `since` only narrows the first call.",
      security: [{ erpKey: [] }],
      middleware: [erpKeyFirst],
      request: { query: erpOrdersQuerySchema },
      responses: orderPageResponses("A page of orders"),
    }),
    async (c) => {
      const query = c.req.valid("query");
      const rows = await exportedOrders(db, {
        since: query.since === undefined ? null : new Date(query.since),
        until: new Date(now().getTime() - SETTLE_MS),
        afterId: query.cursor === undefined ? 0 : Number(query.cursor),
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      return orderPage(c, rows, (order) => order.id, query);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/erp/orders/changes",
      tags: ["ERP"],
      summary:
        "The ERP's pull of changes: each order once placed and again after each change of its status, payment or total, in the order of its last change, as it is now, a page at a time (`next_cursor`), as JSON or XML. docs/erp.md.",
      description:
        "The same key and answer as `GET /api/erp/orders`. An order changed twice between two calls comes once, as it is; changes younger than 5 seconds wait for the next call. Keep `next_cursor` and ask with it; `since` only narrows the first call.",
      security: [{ erpKey: [] }],
      middleware: [erpKeyFirst],
      request: { query: erpOrderChangesQuerySchema },
      responses: orderPageResponses("A page of orders, by their last change"),
    }),
    async (c) => {
      const query = c.req.valid("query");
      const rows = await changedOrders(db, {
        since: query.since === undefined ? null : new Date(query.since),
        until: new Date(now().getTime() - SETTLE_MS),
        afterSeq: query.cursor === undefined ? 0 : Number(query.cursor),
        limit: query.limit ?? DEFAULT_LIMIT,
      });
      return orderPage(c, rows, (order) => order.changeSeq, query);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/erp/deliveries",
      tags: ["Staff"],
      summary:
        "Staff: the orders handed to the ERP's webhook, newest first, with status, attempts and the last answer.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { query: erpDeliveryListQuerySchema },
      responses: { 200: answer(erpDeliveryListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      const query = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(
        await log.list({
          status: query.status,
          page: query.page ?? 1,
          perPage: query.perPage ?? 25,
        }),
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/erp/sending",
      tags: ["Staff"],
      summary:
        "Staff: whether orders are posted to the ERP's webhook now (`sending`); off while the `erp` setting's webhook address or secret is empty, and the deliveries wait.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      responses: { 200: answer(erpSendingSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json({ sending: erpSendingOn(await settings.get("erp")) }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/erp/deliveries/{id}/resend",
      tags: ["Staff"],
      summary:
        "Staff: post the order to the ERP again at once (the worker's next round, within seconds), with a fresh count of attempts. A delivered order is sent again too (the ERP deduplicates by order number).",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { params: idParam },
      responses: {
        200: answer(erpDeliveryResponseSchema, "The delivery, queued again"),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const actor = staffActor(c);
      const data = await log.resend(id, (tx, before) =>
        audit.record(tx, {
          ...actor,
          action: "erp_delivery.resend",
          entity: "erp_delivery",
          entityId: id,
          changes: { status: { before, after: "pending" } },
        }),
      );
      return c.json({ data }, 200);
    },
  );

  return routes;
}
