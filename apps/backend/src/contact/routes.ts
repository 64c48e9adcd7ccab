import {
  bodyLimits,
  contactRequestSchema,
  inquiryListResponseSchema,
  inquiryRequestSchema,
  messageResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
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
import type { SpamGuard } from "../spam/guard.ts";
import type { ContactService } from "./service.ts";
import { contactNotices } from "./texts.ts";

const tags = ["Contact and inquiries"];
const readJson = jsonBody(bodyLimits.json);
const spamRefusals = {
  400: refusal(
    "A field was refused (`validation_failed`, each named), the honeypot `website` was filled (`honeypot_filled`) or the proof of work failed (`proof_failed`); nothing was stored or mailed",
  ),
  429: refusals.limited,
};
const spamNote =
  "Carries the public forms' spam check: `website` left empty, `proof` from GET /api/spam/challenge (without it, a stricter limit per address).";

/** `POST /api/contact`, `POST /api/inquiries` and the customer's own inquiries (`GET /api/me/inquiries`). */
export function contactRoutes(deps: {
  contact: ContactService;
  accounts: AccountService;
  spam: SpamGuard;
}) {
  const { contact, accounts, spam } = deps;
  const routes = apiRoutes<AuthEnv>();
  const maybeLoggedIn = authenticate(accounts, { required: false });
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/contact",
      tags,
      summary: `A message to the staff from the contact form: stored, and mailed to the staff (Reply-To the sender). A logged-in customer's token links it to the account. ${spamNote}`,
      security: [{}, ...bearer],
      middleware: [maybeLoggedIn, readJson],
      request: { body: jsonRequest(contactRequestSchema) },
      responses: {
        201: answer(messageResponseSchema, "Sent: the thanks, in the request's language"),
        ...bodyRefusals,
        ...spamRefusals,
        401: refusals.unauthorized,
      },
    }),
    async (c) => {
      const message = c.req.valid("json");
      await spam.pass(c, "contact", message);
      const language = message.language ?? requestLanguage(c);
      await contact.sendMessage(message, language, c.get("caller")?.user.id ?? null);
      return c.json({ data: { message: contactNotices[requestLanguage(c)].contactSent } }, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/inquiries",
      tags,
      summary: `A request for an offer about one product (by item code) and a quantity: stored with the product's code and name as they are now, and mailed to the staff with the product's link. A logged-in customer's token links it to the account (GET /api/me/inquiries). ${spamNote}`,
      security: [{}, ...bearer],
      middleware: [maybeLoggedIn, readJson],
      request: { body: jsonRequest(inquiryRequestSchema) },
      responses: {
        201: answer(messageResponseSchema, 'Sent: "Inquiry sent", in the request\'s language'),
        ...bodyRefusals,
        ...spamRefusals,
        401: refusals.unauthorized,
      },
    }),
    async (c) => {
      const inquiry = c.req.valid("json");
      await spam.pass(c, "inquiry", inquiry);
      const language = inquiry.language ?? requestLanguage(c);
      await contact.sendInquiry(inquiry, language, c.get("caller")?.user.id ?? null);
      return c.json({ data: { message: contactNotices[requestLanguage(c)].inquirySent } }, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me/inquiries",
      tags,
      summary:
        "The logged-in customer's own inquiries, newest first (at most 100): date, product, quantity, status.",
      security: bearer,
      middleware: [loggedIn],
      responses: {
        200: answer(inquiryListResponseSchema),
        401: refusals.unauthorized,
        403: refusals.forbidden,
      },
    }),
    async (c) => c.json({ data: await contact.inquiriesOf(callerOf(c).user.id) }, 200),
  );
  return routes;
}
