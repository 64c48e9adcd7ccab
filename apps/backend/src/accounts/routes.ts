import {
  bodyLimits,
  emailChangeRequestSchema,
  emailConfirmRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  passwordResetCheckRequestSchema,
  passwordResetLinkResponseSchema,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  sessionTokensResponseSchema,
  userResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { clientAddress } from "../http/client-address.ts";
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
import { type AuthEnv, authenticate, callerOf } from "./auth.ts";
import type { SpamGuard } from "../spam/guard.ts";
import type { AccountService } from "./service.ts";
import { toUser } from "./user.ts";

const tags = ["Accounts"];
const readJson = jsonBody(bodyLimits.json);

/** Registration, login, tokens, the current user and password reset (DESIGN.md §5 "auth"). */
export function accountRoutes(accounts: AccountService, spam?: SpamGuard) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };
  const notice = (c: Context, key: NoticeKey) => ({
    data: { message: noticeMessage(key, requestLanguage(c)) },
  });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/register",
      tags,
      summary:
        "Register a legal entity (`company` required, OIB checked by its control digit) or a person; a confirmation link is mailed. Carries the public forms' spam check (`website` left empty, `proof` from GET /api/spam/challenge or a stricter limit without it).",
      middleware: [readJson],
      request: { body: jsonRequest(registerRequestSchema) },
      responses: {
        201: answer(messageResponseSchema, "Registered; confirmation mail queued"),
        ...bodyRefusals,
        400: refusal(
          "A field was refused, the honeypot was filled (`honeypot_filled`) or the proof failed (`proof_failed`)",
        ),
        429: refusals.limited,
      },
    }),
    async (c) => {
      const registration = c.req.valid("json");
      await spam?.pass(c, "registration", registration);
      await accounts.register(registration, requestLanguage(c), clientAddress(c));
      return c.json(notice(c, "registered"), 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/email/confirm",
      tags,
      summary: "Confirm the e-mail address with the mailed link's token.",
      middleware: [readJson],
      request: { body: jsonRequest(emailConfirmRequestSchema) },
      responses: {
        200: answer(messageResponseSchema, "Confirmed"),
        ...bodyRefusals,
        400: refusal("Unknown, used or expired link (`invalid_link`)"),
      },
    }),
    async (c) => {
      await accounts.confirmEmail(c.req.valid("json").token);
      return c.json(notice(c, "email_confirmed"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/login",
      tags,
      summary: "Log in: a 15-minute access token and a 7-day refresh token.",
      middleware: [readJson],
      request: { body: jsonRequest(loginRequestSchema) },
      responses: {
        200: answer(sessionTokensResponseSchema),
        ...bodyRefusals,
        401: refusal("Wrong e-mail address or password (`invalid_credentials`)"),
        403: refusal("E-mail not confirmed yet, or a new password must be set first"),
        429: refusals.limited,
      },
    }),
    async (c) => c.json({ data: await accounts.login(c.req.valid("json"), clientAddress(c)) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/refresh",
      tags,
      summary: "New tokens for a refresh token; the old refresh token stops working.",
      middleware: [readJson],
      request: { body: jsonRequest(refreshRequestSchema) },
      responses: {
        200: answer(sessionTokensResponseSchema),
        ...bodyRefusals,
        401: refusals.unauthorized,
        409: refusal(
          "Renewed seconds ago by a parallel request (`refresh_conflict`): keep the newer tokens",
        ),
      },
    }),
    async (c) => c.json({ data: await accounts.refresh(c.req.valid("json").refresh_token) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/logout",
      tags,
      summary: "End the session of a refresh token (an unknown one is ignored).",
      middleware: [readJson],
      request: { body: jsonRequest(logoutRequestSchema) },
      responses: { 200: answer(messageResponseSchema, "Logged out"), ...bodyRefusals },
    }),
    async (c) => {
      await accounts.logout(c.req.valid("json").refresh_token);
      return c.json(notice(c, "logged_out"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/password/forgot",
      tags,
      summary:
        "Mail a password-reset link; the same answer whether or not the address has an account.",
      middleware: [readJson],
      request: { body: jsonRequest(forgotPasswordRequestSchema) },
      responses: { 200: answer(messageResponseSchema), ...bodyRefusals, 429: refusals.limited },
    }),
    async (c) => {
      await accounts.forgotPassword(c.req.valid("json").email, clientAddress(c));
      return c.json(notice(c, "reset_link_sent"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/password/reset/check",
      tags,
      summary:
        "Whether a mailed reset link can still be used, without using it: the page it opens says at once when it cannot.",
      middleware: [readJson],
      request: { body: jsonRequest(passwordResetCheckRequestSchema) },
      responses: {
        200: answer(passwordResetLinkResponseSchema, "The link can be used until `expires_at`"),
        ...bodyRefusals,
        400: refusal("Unknown, used or expired link (`invalid_link`)"),
      },
    }),
    async (c) => {
      const expiresAt = await accounts.checkPasswordResetLink(c.req.valid("json").token);
      return c.json({ data: { expires_at: expiresAt.toISOString() } }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/password/reset",
      tags,
      summary:
        "Set a new password with a mailed link's token; ends every other session and logs in.",
      middleware: [readJson],
      request: { body: jsonRequest(passwordResetRequestSchema) },
      responses: {
        200: answer(sessionTokensResponseSchema),
        ...bodyRefusals,
        429: refusals.limited,
      },
    }),
    async (c) =>
      c.json({ data: await accounts.resetPassword(c.req.valid("json"), clientAddress(c)) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me",
      tags,
      summary: "The logged-in user, with `scope` (what they may do).",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(userResponseSchema), ...guarded },
    }),
    (c) => c.json({ data: toUser(callerOf(c).user) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/me",
      tags,
      summary:
        "Change name, phone, newsletter, language or (legal entities) company data; fields left out stay as they are.",
      security: bearer,
      middleware: [loggedIn, readJson],
      request: { body: jsonRequest(profileUpdateRequestSchema) },
      responses: { 200: answer(userResponseSchema), ...bodyRefusals, ...guarded },
    }),
    async (c) =>
      c.json({ data: await accounts.updateProfile(callerOf(c), c.req.valid("json")) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/me/email",
      tags,
      summary:
        "Move the account to a new e-mail address: the current password, then a link mailed to the new address (valid 24 h); nothing changes until it is used (`POST /api/me/email/confirm`).",
      security: bearer,
      middleware: [loggedIn, readJson],
      request: { body: jsonRequest(emailChangeRequestSchema) },
      responses: {
        200: answer(messageResponseSchema, "Link mailed to the new address"),
        ...bodyRefusals,
        ...guarded,
        429: refusals.limited,
      },
    }),
    async (c) => {
      await accounts.requestEmailChange(callerOf(c), c.req.valid("json"));
      return c.json(notice(c, "email_change_sent"), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/me/email/confirm",
      tags,
      summary:
        "Use the link mailed to the new address (`token`), logged in as the account that asked: the account takes the address and the old one is told.",
      security: bearer,
      middleware: [loggedIn, readJson],
      request: { body: jsonRequest(emailConfirmRequestSchema) },
      responses: {
        200: answer(userResponseSchema, "The account with its new address"),
        ...bodyRefusals,
        ...guarded,
        409: refusal("Another account has the address now (`email_in_use`)"),
      },
    }),
    async (c) =>
      c.json(
        { data: await accounts.confirmEmailChange(callerOf(c), c.req.valid("json").token) },
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/me/password",
      tags,
      summary: "Change the password (the current one, then the new one twice); other sessions end.",
      security: bearer,
      middleware: [loggedIn, readJson],
      request: { body: jsonRequest(passwordChangeRequestSchema) },
      responses: { 200: answer(messageResponseSchema, "Changed"), ...bodyRefusals, ...guarded },
    }),
    async (c) => {
      await accounts.changePassword(callerOf(c), c.req.valid("json"));
      return c.json(notice(c, "password_changed"), 200);
    },
  );
  return routes;
}

/** Kept here for the modules that import it from accounts (its home is http/client-address.ts). */
export { clientAddress } from "../http/client-address.ts";
