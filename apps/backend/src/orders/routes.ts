import {
  bodyLimits,
  type Language,
  orderedProductListResponseSchema,
  orderedProductsQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  repeatOrderResponseSchema,
  withdrawalRequestSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { UserRow } from "../accounts/user.ts";
import type { CartService } from "../cart/service.ts";
import type { CatalogueService } from "../catalogue/service.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { etagMatches, etagOf } from "../http/etag.ts";
import { requestLanguage } from "../http/language.ts";
import {
  answer,
  bearer,
  bodyRefusals,
  jsonRequest,
  refusal,
  refusals,
} from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { orderHistory, readPage } from "./history.ts";
import { type CustomerOrderLists, customerOrderLists } from "./list-memory.ts";
import { orderedProducts } from "./ordered-products.ts";
import { repeatOrder } from "./repeat.ts";
import { orders } from "./schema.ts";
import { orderSlipBarcodeSvg, orderView } from "./view.ts";
import { receiveWithdrawal } from "./withdrawal.ts";

export interface OrderRoutesDeps {
  db: Db;
  accounts: AccountService;
  catalogue: CatalogueService;
  /** The one cart service of the API (its remembered carts must see what a repeat adds). */
  cart: CartService;
  /** After a transaction that queued mail commits (wakes the mail worker). */
  onMailQueued?: () => void;
  now?: () => Date;
  /** The customer's order lists as this process remembers them (made here when not given); see `customerOrderLists`. */
  lists?: CustomerOrderLists;
}

const tags = ["Orders"];

/** Order history, one order, repeat, previously ordered products, withdrawal (the staff's routes: admin-routes.ts). */
export function orderRoutes(deps: OrderRoutesDeps) {
  const { db, accounts, catalogue, cart } = deps;
  const now = deps.now ?? (() => new Date());
  const mailQueued = deps.onMailQueued ?? (() => {});
  const lists = deps.lists ?? customerOrderLists(db);
  const { histories, reorderLists } = lists;
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };

  /** The caller's own order by number; anyone else's, or none, is not found. */
  async function ownOrder(user: UserRow, number: string): Promise<number> {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.number, number), eq(orders.userId, user.id)));
    if (!order) throw new Refusal("not_found");
    return order.id;
  }
  const view = (id: number, language: Language) => orderView(db, id, language, { now: now() });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/orders",
      tags,
      summary:
        "The caller's orders, newest first, 20 a page; a page past the last answers the last page.",
      security: bearer,
      middleware: [loggedIn],
      request: { query: orderListQuerySchema },
      responses: { 200: answer(orderListResponseSchema), 400: refusals.invalid, ...guarded },
    }),
    async (c) => {
      const user = callerOf(c).user;
      const page = readPage(c.req.valid("query").page);
      return c.json(
        await histories.answer(user.id, String(page), () => orderHistory(db, user, page)),
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/orders/{number}",
      tags,
      summary:
        "One of the caller's orders: lines, totals, history, the payment slip while a bank transfer is unpaid, the withdrawal function.",
      security: bearer,
      middleware: [loggedIn],
      request: { params: orderParamsSchema },
      responses: { 200: answer(orderResponseSchema), ...guarded, 404: refusals.notFound },
    }),
    async (c) => {
      const id = await ownOrder(callerOf(c).user, c.req.valid("param").number);
      return c.json({ data: await view(id, requestLanguage(c)) }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/orders/{number}/payment-slip.svg",
      tags,
      summary:
        "The PDF417 barcode of the order's HUB-3 payment slip as SVG (while a bank transfer is unpaid; its texts in the request's language); `If-None-Match` with its ETag is answered 304.",
      security: bearer,
      middleware: [loggedIn],
      request: { params: orderParamsSchema },
      responses: {
        200: {
          description: "The barcode",
          content: { "image/svg+xml": { schema: z.string().describe("SVG") } },
        },
        304: { description: "Not changed since the ETag given" },
        ...guarded,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const id = await ownOrder(callerOf(c).user, c.req.valid("param").number);
      const svg = await orderSlipBarcodeSvg(db, id);
      if (svg === null) throw new Refusal("not_found");
      // Private: the slip names the buyer. Asked again each time (the total or the payee may change), answered 304 while the same.
      const headers = {
        etag: etagOf(svg),
        "cache-control": "private, no-cache",
        vary: "Accept-Language",
      };
      if (etagMatches(c.req.header("if-none-match"), headers.etag))
        return c.body(null, 304, headers);
      return c.body(svg, 200, { ...headers, "content-type": "image/svg+xml; charset=utf-8" });
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/orders/{number}/repeat",
      tags,
      summary:
        "Put the order's lines back in the cart at today's prices and stock; every line reported (added, cut, out of stock, no longer sold).",
      security: bearer,
      middleware: [loggedIn],
      request: { params: orderParamsSchema },
      responses: {
        200: answer(repeatOrderResponseSchema, "The cart after, and what happened to each line"),
        ...guarded,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const user = callerOf(c).user;
      const id = await ownOrder(user, c.req.valid("param").number);
      const repeated = await repeatOrder(db, cart, user, id, requestLanguage(c));
      return c.json({ data: repeated.cart, report: repeated.report }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me/ordered-products",
      tags,
      summary:
        "Every product the caller ever ordered that is still sold (the reorder list), newest order first, 50 a page; `q` searches item code and name.",
      security: bearer,
      middleware: [loggedIn],
      request: { query: orderedProductsQuerySchema },
      responses: {
        200: answer(orderedProductListResponseSchema),
        400: refusals.invalid,
        ...guarded,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const page = readPage(query.page);
      const user = callerOf(c).user;
      const q = query.q ?? "";
      return c.json(
        await reorderLists.answer(user.id, `${page}:${q}`, () =>
          orderedProducts(db, catalogue, user, { q, page }),
        ),
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/orders/{number}/withdrawal",
      tags,
      summary:
        "Withdraw from the contract (EU withdrawal function, private persons, within the withdrawal period): the statement is kept and acknowledged at once by e-mail to the account's own address.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { params: orderParamsSchema, body: jsonRequest(withdrawalRequestSchema) },
      responses: {
        201: answer(orderResponseSchema, "The order with the statement received"),
        ...bodyRefusals,
        401: refusals.unauthorized,
        403: refusal(
          "The caller may not do this, or the order is a legal entity's (`withdrawal_not_for_companies`)",
        ),
        404: refusals.notFound,
        409: refusal(
          "The withdrawal period is over (`withdrawal_period_over`) or a statement was already received (`withdrawal_already_received`)",
        ),
      },
    }),
    async (c) => {
      const user = callerOf(c).user;
      const id = await ownOrder(user, c.req.valid("param").number);
      const body = c.req.valid("json");
      const at = now();
      await receiveWithdrawal(
        db,
        id,
        { name: body.name, lineIds: body.line_ids ?? null, note: body.note },
        at,
      );
      // The list shows the statement (and a cancellation it made) on the customer's next look.
      lists.forget(user.id);
      mailQueued();
      return c.json({ data: await orderView(db, id, requestLanguage(c), { now: at }) }, 201);
    },
  );

  return routes;
}
