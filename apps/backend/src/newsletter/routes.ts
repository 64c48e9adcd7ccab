import {
  bodyLimits,
  myNewsletterResponseSchema,
  newsletterAnswerSchema,
  newsletterConfirmRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { clientAddress } from "../http/client-address.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { type NoticeKey, noticeMessage } from "../locales/index.ts";
import {
  answer,
  bearer,
  bodyRefusals,
  jsonRequest,
  refusal,
  refusals,
} from "../openapi/describe.ts";
import type { SpamGuard } from "../spam/guard.ts";
import type { NewsletterService } from "./service.ts";

const tags = ["Newsletter"];
const readJson = jsonBody(bodyLimits.json);
const invalidLink = refusal(
  "A forged, expired or unknown link, or a confirmation for an address that has since left (`invalid_link`)",
);

/**
 * Subscribing by double opt-in, confirming by the mailed link, unsubscribing by link or by address
 * (DESIGN.md §5 "content"), and where a logged-in customer's own address stands.
 */
export function newsletterRoutes(deps: {
  newsletter: NewsletterService;
  accounts: AccountService;
  spam?: SpamGuard;
}) {
  const { newsletter, accounts, spam } = deps;
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const notice = (c: Context, key: NoticeKey) => ({
    data: { message: noticeMessage(key, requestLanguage(c)) },
  });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/newsletter",
      tags,
      summary:
        "Subscribe an address to the newsletter with explicit consent (`consent: true`): a confirmation link is mailed unless it is already subscribed; the answer is the same either way. Carries the public forms' spam check (`website` left empty, `proof` from GET /api/spam/challenge or a stricter limit without it).",
      middleware: [readJson],
      request: { body: jsonRequest(newsletterSubscribeRequestSchema) },
      responses: {
        202: answer(newsletterAnswerSchema, "Confirmation mail queued (or already subscribed)"),
        ...bodyRefusals,
        400: refusal(
          "A field was refused, the honeypot was filled (`honeypot_filled`) or the proof failed (`proof_failed`)",
        ),
        429: refusals.limited,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      await spam?.pass(c, "newsletter", body);
      await newsletter.subscribe({
        email: body.email,
        language: body.language ?? requestLanguage(c),
        source: "footer",
      });
      return c.json(notice(c, "newsletter_check_mail"), 202);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/newsletter/confirm",
      tags,
      summary: "Confirm a subscription with the token of the mailed link (valid 7 days).",
      middleware: [readJson],
      request: { body: jsonRequest(newsletterConfirmRequestSchema) },
      responses: {
        200: answer(newsletterAnswerSchema, "Subscribed"),
        ...bodyRefusals,
        400: invalidLink,
      },
    }),
    async (c) => {
      await newsletter.confirm(c.req.valid("json").token);
      return c.json(notice(c, "newsletter_confirmed"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/newsletter/unsubscribe",
      tags,
      summary:
        "Unsubscribe with the token of a newsletter's link, or by typing the address (the same answer whether or not it was subscribed).",
      middleware: [readJson],
      request: { body: jsonRequest(newsletterUnsubscribeRequestSchema) },
      responses: {
        200: answer(newsletterAnswerSchema, "Unsubscribed"),
        ...bodyRefusals,
        400: invalidLink,
        429: refusals.limited,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      if (body.token !== undefined) await newsletter.unsubscribe(body.token);
      else if (body.email !== undefined)
        await newsletter.unsubscribeAddress(body.email, clientAddress(c));
      return c.json(notice(c, "newsletter_unsubscribed"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me/newsletter",
      tags,
      summary:
        "Where the logged-in customer's own address stands: subscribed, waiting for its mailed link to be followed (`pending`, while the link is valid), or neither (`none`).",
      security: bearer,
      middleware: [loggedIn],
      responses: {
        200: answer(myNewsletterResponseSchema),
        401: refusals.unauthorized,
        403: refusals.forbidden,
      },
    }),
    async (c) => c.json({ data: await newsletter.standingOf(callerOf(c).user.email) }, 200),
  );

  return routes;
}
