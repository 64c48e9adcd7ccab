import {
  bodyLimits,
  gatewayCallbackRequestSchema,
  gatewayCallbackResponseSchema,
  orderParamsSchema,
  orderPaymentRequestSchema,
  orderPaymentResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { refusedFields } from "../http/validation.ts";
import {
  answer,
  bearer,
  bodyRefusals,
  jsonRequest,
  refusal,
  refusals,
} from "../openapi/describe.ts";
import { orderView } from "../orders/view.ts";
import { orderOwner } from "../orders/payment-state.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { SettingsStore } from "../settings/store.ts";
import type { CardPayments } from "./card-payments.ts";
import { jsonOrFormBody } from "./form-body.ts";
import { attemptOpen, GATEWAY_PAGE_POLICY, renderGatewayPage } from "./gateway-page.ts";
import { gatewayReturnPath, testGateway, testGatewayPath } from "./test-gateway.ts";
import { orderPayments } from "./order-payment.ts";

const tags = ["Payments"];

/** A test gateway attempt's id in the path (`pa_` and random URL-safe characters); any other is not found. */
const attemptParamsSchema = z.object({
  attempt: z
    .string()
    .regex(/^pa_[A-Za-z0-9_-]{5,97}$/, "invalid")
    .meta({ pattern: "^pa_[A-Za-z0-9_-]{5,97}$" })
    .describe("The attempt's id, from the payment URL."),
});

/** What the test gateway's page posts: the button pressed. */
const gatewayOutcomeRequestSchema = z.object({
  outcome: z.enum(["approved", "declined", "cancelled"], { error: "invalid" }),
});

/**
 * The route also reads an HTML form body (jsonOrFormBody turns it into the JSON object its schema
 * checks): the form's fields are documented beside the JSON schema, as strings.
 */
function alsoForm<R extends { request?: { body?: { content: Record<string, unknown> } } }>(
  route: R,
  form: Record<string, unknown>,
): R {
  const content = route.request?.body?.content;
  if (content)
    content["application/x-www-form-urlencoded"] = { schema: { type: "object", ...form } };
  return route;
}

const callbackFormSchema = {
  required: ["attempt", "order_number", "amount_cents", "outcome", "timestamp", "signature"],
  properties: {
    attempt: { type: "string" },
    order_number: { type: "string" },
    amount_cents: { type: "string", pattern: "^\\d{1,9}$" },
    outcome: { type: "string", enum: ["approved", "declined", "cancelled"] },
    timestamp: { type: "string", pattern: "^\\d{1,12}$" },
    signature: { type: "string", pattern: "^[0-9a-f]{64}$" },
  },
};

export interface PaymentRoutesOptions {
  /** The API's secret; the test gateway signs with a key derived from it. */
  secret: string;
  now?: () => Date;
  /** After an order's payment changed through these routes, with its customer (their remembered order lists are forgotten). */
  onOrderChanged?: (userId: number) => void;
}

/**
 * Card payments: the test gateway's page and its signed answer, and paying an unpaid order
 * (again) or switching it to bank transfer. docs/payments.md "Card payments and the test gateway".
 */
export function paymentRoutes(
  db: Db,
  cards: CardPayments,
  accounts: AccountService,
  settings: SettingsStore,
  options: PaymentRoutesOptions,
) {
  const routes = apiRoutes<AuthEnv>();
  const gateway = testGateway(options.secret);
  const now = options.now ?? (() => new Date());
  const payments = orderPayments(db, cards, settings);
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const orderChanged = options.onOrderChanged ?? (() => {});

  // Before `/payments/test-gateway/{attempt}`: "callback" is not an attempt's id (they start with `pa_`), and this route is found first.
  routes.openapi(
    alsoForm(
      createRoute({
        method: "post",
        path: "/payments/test-gateway/callback",
        tags,
        summary:
          "The test gateway's signed answer, as the browser brought it back to /success or /fail: verified (signature, amount, age at most an hour, attempt still open), then the order paid (approved) or left unpaid (declined, cancelled). Accepted once.",
        middleware: [jsonOrFormBody(bodyLimits.json)],
        request: { body: jsonRequest(gatewayCallbackRequestSchema) },
        responses: {
          200: answer(
            gatewayCallbackResponseSchema,
            "The answer accepted: the outcome and the order's payment status now",
          ),
          ...bodyRefusals,
          400: refusal(
            "Forged, altered, malformed or expired, or for another attempt, order or amount (`payment_callback_invalid`); the order is unchanged",
          ),
          409: refusal(
            "The attempt was already answered (`payment_callback_replayed`), or the order was paid (`order_already_paid`) or cancelled (`order_status_not_allowed`) meanwhile; the order is unchanged",
          ),
        },
      }),
      callbackFormSchema,
    ),
    async (c) => {
      const settled = await cards.settle(c.req.valid("json"));
      const owner = await orderOwner(db, settled.order_number);
      if (owner !== undefined) orderChanged(owner);
      return c.json({ data: settled }, 200);
    },
    (result) => {
      if (result.success) return undefined;
      if (result.target === "json")
        throw new Refusal("payment_callback_invalid", refusedFields(result.error));
      throw new Refusal("validation_failed", refusedFields(result.error));
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/payments/test-gateway/{attempt}",
      tags,
      summary:
        "The test gateway's page of an attempt (HTML, in the order's language, no script): shop, order, amount and instalments, with Approve / Decline / Cancel; a completed attempt says so instead.",
      request: { params: attemptParamsSchema },
      responses: {
        200: { description: "HTML page", content: { "text/html": { schema: z.string() } } },
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const found = await cards.attempt(c.req.valid("param").attempt);
      if (!found) throw new Refusal("not_found");
      c.header("content-security-policy", GATEWAY_PAGE_POLICY);
      c.header("cache-control", "no-store");
      return c.html(renderGatewayPage(found));
    },
  );

  routes.openapi(
    alsoForm(
      createRoute({
        method: "post",
        path: "/payments/test-gateway/{attempt}",
        tags,
        summary:
          "A button of the test gateway's page: signs {attempt, order_number, amount_cents, outcome, timestamp} (HMAC-SHA256) and sends the browser to /success (approved) or /fail (declined, cancelled) with the fields and the signature, under /en for English orders. A completed attempt goes back to its page.",
        request: {
          params: attemptParamsSchema,
          body: jsonRequest(gatewayOutcomeRequestSchema),
        },
        middleware: [jsonOrFormBody(bodyLimits.json)],
        responses: {
          303: {
            description:
              "See Other: `Location` is /success?… or /fail?… (/en/… for English orders) with the signed fields, or the attempt's page when it is completed",
            headers: {
              location: {
                schema: { type: "string" },
                description: "Where the browser goes next (relative)",
              },
            },
          },
          ...bodyRefusals,
          404: refusals.notFound,
        },
      }),
      {
        required: ["outcome"],
        properties: { outcome: { type: "string", enum: ["approved", "declined", "cancelled"] } },
      },
    ),
    async (c) => {
      const found = await cards.attempt(c.req.valid("param").attempt);
      if (!found) throw new Refusal("not_found");
      const { outcome } = c.req.valid("json");
      if (!attemptOpen(found)) return c.redirect(testGatewayPath(found.id), 303);
      const signed = gateway.sign({
        attempt: found.id,
        order_number: found.orderNumber,
        amount_cents: found.amountCents,
        outcome,
        timestamp: Math.floor(now().getTime() / 1000),
      });
      c.header("cache-control", "no-store");
      return c.redirect(gatewayReturnPath(found.language, signed), 303);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/orders/{number}/payment",
      tags,
      summary:
        "Pay an unpaid order again by its card method (a new gateway attempt and `payment_url`), or switch it to bank transfer (the payment slip, no URL). The order keeps the prices it was placed with: card ↔ card in instalments or bank transfer → card is refused.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { params: orderParamsSchema, body: jsonRequest(orderPaymentRequestSchema) },
      responses: {
        200: answer(
          orderPaymentResponseSchema,
          "The order as it is now, and the gateway's page for a card payment (null for bank transfer)",
        ),
        ...bodyRefusals,
        400: refusal(
          "A field was refused (`validation_failed`), a count of instalments the total does not allow (`instalments_not_allowed`), or a method that would change the order's price (`payment_method_not_available`)",
        ),
        401: refusals.unauthorized,
        403: refusals.forbidden,
        404: refusal("No such order of the caller's"),
        409: refusal(
          "The order is paid (`order_already_paid`) or cancelled (`order_status_not_allowed`)",
        ),
      },
    }),
    async (c) => {
      const { number } = c.req.valid("param");
      const user = callerOf(c).user;
      const done = await payments.pay(user, number, c.req.valid("json"));
      orderChanged(user.id);
      const data = await orderView(db, done.orderId, requestLanguage(c));
      return c.json({ data, payment_url: done.paymentUrl }, 200);
    },
  );

  return routes;
}
