import {
  bodyLimits,
  cartChangeResponseSchema,
  cartLineAddRequestSchema,
  cartLineParamsSchema,
  cartLineUpdateRequestSchema,
  cartResponseSchema,
  quickBuyRequestSchema,
  quickBuyResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody, jsonOrTextBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { addedUpToStock, setUpToStock } from "../locales/cart.ts";
import { noticeMessage } from "../locales/index.ts";
import {
  answer,
  bearer,
  bodyRefusals,
  json,
  jsonRequest,
  refusal,
  refusals,
} from "../openapi/describe.ts";
import type { CartChange, CartService } from "./service.ts";

const tags = ["Cart"];
const stockRefusal = refusal(
  "Out of stock (`out_of_stock`) or every piece already in the cart (`no_more_stock`)",
);

/** The customer's cart (DESIGN.md §5 "cart"); every route needs a logged-in customer. */
export function cartRoutes(cart: CartService, accounts: AccountService) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };
  /**
   * A change's answer: the cart, and what happened in the shop's words (`added_to_cart`,
   * `cart_updated`, `max_available`). An add cut to the stock says how many pieces went in, an
   * update cut to it what the line now holds.
   */
  const changed = (c: Context, change: CartChange) => {
    const language = requestLanguage(c);
    const message =
      change.notice !== "max_available"
        ? noticeMessage(change.notice, language)
        : change.added !== undefined
          ? addedUpToStock(change.added, language)
          : change.kept !== undefined
            ? setUpToStock(change.kept, language)
            : noticeMessage(change.notice, language);
    return { data: change.cart, notice: { code: change.notice, message } };
  };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/cart",
      tags,
      summary: "The caller's cart, priced for them, with totals and the free-delivery threshold.",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(cartResponseSchema), ...guarded },
    }),
    async (c) => {
      return c.json({ data: await cart.load(callerOf(c).user) }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/cart",
      tags,
      summary: "Empty the cart.",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(cartResponseSchema, "The empty cart"), ...guarded },
    }),
    async (c) => c.json({ data: await cart.clear(callerOf(c).user) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/cart/lines",
      tags,
      summary:
        "Add pieces or whole cartons of a product (by id or item code); never more than the stock.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(cartLineAddRequestSchema) },
      responses: {
        201: answer(
          cartChangeResponseSchema,
          "The cart after the change; `notice.code` is `added_to_cart` or `max_available` (cut to the stock)",
        ),
        ...bodyRefusals,
        400: refusal(
          "A field was refused (`validation_failed`), or no product has the item code (`wrong_item_code`)",
        ),
        ...guarded,
        404: refusals.notFound,
        409: stockRefusal,
      },
    }),
    async (c) => c.json(changed(c, await cart.add(callerOf(c).user, c.req.valid("json"))), 201),
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/cart/lines/{id}",
      tags,
      summary: "Set a line's number of pieces; cut to the stock.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { params: cartLineParamsSchema, body: jsonRequest(cartLineUpdateRequestSchema) },
      responses: {
        200: answer(
          cartChangeResponseSchema,
          "The cart after the change; `notice.code` is `cart_updated` or `max_available`",
        ),
        ...bodyRefusals,
        ...guarded,
        404: refusals.notFound,
        409: stockRefusal,
      },
    }),
    async (c) =>
      c.json(
        changed(
          c,
          await cart.update(
            callerOf(c).user,
            c.req.valid("param").id,
            c.req.valid("json").quantity,
          ),
        ),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/cart/lines/{id}",
      tags,
      summary: "Remove a line (only the caller's own).",
      security: bearer,
      middleware: [loggedIn],
      request: { params: cartLineParamsSchema },
      responses: {
        200: answer(cartResponseSchema, "The cart after the change"),
        ...guarded,
        404: refusals.notFound,
      },
    }),
    async (c) =>
      c.json({ data: await cart.remove(callerOf(c).user, c.req.valid("param").id) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/cart/quick-buy",
      tags,
      summary:
        "Add many `code quantity` lines at once (pasted, or a CSV export; at most 500 lines, 2 MB). Every line is reported; the cart changes all at once or not at all.",
      security: bearer,
      middleware: [loggedIn, jsonOrTextBody(bodyLimits.quickBuy)],
      request: {
        body: {
          required: true,
          content: {
            ...json(quickBuyRequestSchema),
            "text/csv": { schema: z.string().describe("The lines themselves") },
            "text/plain": { schema: z.string().describe("The lines themselves") },
          },
        },
      },
      responses: {
        200: answer(quickBuyResponseSchema, "The cart after the change and a report line by line"),
        ...bodyRefusals,
        400: refusal("No text (`validation_failed`) or more than 500 lines (`too_many_lines`)"),
        ...guarded,
      },
    }),
    async (c) => {
      // Text bodies reach the validator as `{ text }` too (http/body.ts); the union is only the declared types'.
      const body = c.req.valid("json");
      const text = typeof body === "string" ? body : body.text;
      const { cart: after, report } = await cart.quickBuy(
        callerOf(c).user,
        text,
        requestLanguage(c),
      );
      return c.json({ data: after, report }, 200);
    },
  );
  return routes;
}
