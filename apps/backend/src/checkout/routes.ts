import {
  bodyLimits,
  checkoutBuyerRequestSchema,
  checkoutDeliveryRequestSchema,
  checkoutDraftResponseSchema,
  checkoutPaymentRequestSchema,
  checkoutPreviewRequestSchema,
  checkoutPreviewResponseSchema,
  idempotencyKeySchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import {
  answer,
  bearer,
  bodyRefusals,
  jsonRequest,
  refusal,
  refusals,
} from "../openapi/describe.ts";
import type { CheckoutService } from "./service.ts";

const tags = ["Checkout"];

/** The checkout (SPEC.md §4) and placing the order; every route needs a logged-in customer. */
export function checkoutRoutes(checkout: CheckoutService, accounts: AccountService) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };
  const stepAnswers = {
    200: answer(checkoutDraftResponseSchema, "The draft after the step"),
    ...bodyRefusals,
    ...guarded,
  };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/checkout",
      tags,
      summary:
        "The checkout draft: what the buyer entered so far (prefilled from the profile), the attempt's idempotency key, and any ordering block.",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(checkoutDraftResponseSchema), ...guarded },
    }),
    async (c) => c.json({ data: await checkout.draft(callerOf(c).user, requestLanguage(c)) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/checkout/buyer",
      tags,
      summary:
        "Step 1, data verification: the buyer, and a legal entity's company data for this order.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(checkoutBuyerRequestSchema) },
      responses: stepAnswers,
    }),
    async (c) =>
      c.json(
        {
          data: await checkout.saveBuyer(callerOf(c).user, c.req.valid("json"), requestLanguage(c)),
        },
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/checkout/delivery",
      tags,
      summary:
        "Step 2, delivery details: delivery service (address and zip code required), personal pickup or the buyer's own delivery.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(checkoutDeliveryRequestSchema) },
      responses: stepAnswers,
    }),
    async (c) =>
      c.json(
        {
          data: await checkout.saveDelivery(
            callerOf(c).user,
            c.req.valid("json"),
            requestLanguage(c),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/checkout/payment",
      tags,
      summary:
        "Step 3, confirmation: keep the payment choice and the note while the buyer looks at the totals.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(checkoutPaymentRequestSchema) },
      responses: stepAnswers,
    }),
    async (c) =>
      c.json(
        {
          data: await checkout.savePayment(
            callerOf(c).user,
            c.req.valid("json"),
            requestLanguage(c),
          ),
        },
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/checkout/preview",
      tags,
      summary:
        "The whole computation for a payment and delivery method: lines with rebates, card surcharge, delivery fee or free delivery, VAT by rate, totals, allowed instalments, what every other method would cost, and lines the stock no longer covers. Nothing is stored.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(checkoutPreviewRequestSchema) },
      responses: { 200: answer(checkoutPreviewResponseSchema), ...bodyRefusals, ...guarded },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const choice = {
        paymentMethod: body.payment_method,
        deliveryMethod: body.delivery_method,
        instalments: body.instalments ?? null,
      };
      return c.json(
        { data: await checkout.preview(callerOf(c).user, choice, requestLanguage(c)) },
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/orders",
      tags: ["Orders"],
      summary:
        "Place the cart as an order. The server prices it again (figures in the body are ignored); stock, order, lines and the emptied cart are written in one transaction. The same Idempotency-Key again returns the order already placed.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: {
        headers: z.object({
          "idempotency-key": idempotencyKeySchema.describe(
            "One per checkout attempt (8–100 letters, digits, - or _): a retry or double click with it returns the order already placed.",
          ),
        }),
        body: jsonRequest(placeOrderRequestSchema),
      },
      responses: {
        201: answer(
          placeOrderResponseSchema,
          "The order placed; `payment_url` is the card gateway's page for card payments",
        ),
        200: answer(placeOrderResponseSchema, "The order this key already placed (a retry)"),
        ...bodyRefusals,
        ...guarded,
        409: refusal(
          "Not placed: `empty_cart`, `no_more_stock` (each short line named in `fields` as `line_<product id>`), `idempotency_conflict` (the key placed another cart), `cart_changed`, or `ordering_blocked`",
        ),
      },
    }),
    async (c) => {
      const key = c.req.valid("header")["idempotency-key"];
      const placed = await checkout.placeOrder(
        callerOf(c).user,
        key,
        c.req.valid("json"),
        requestLanguage(c),
      );
      const body = {
        data: placed.order,
        replayed: placed.replayed,
        payment_url: placed.paymentUrl,
      };
      return placed.replayed ? c.json(body, 200) : c.json(body, 201);
    },
  );

  return routes;
}
