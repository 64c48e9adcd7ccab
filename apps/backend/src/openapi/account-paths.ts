import { accountLimits, messageResponseSchema, sessionTokensResponseSchema, userResponseSchema } from "@dukan/contract";
import { type Operation, ok, problem } from "./operation.ts";

const text = (maxLength: number) => ({ type: "string", maxLength });
const password = { type: "string", minLength: accountLimits.passwordMin, maxLength: accountLimits.passwordMax };
const company = {
  type: "object",
  description: "Required for legal entities; the OIB is checked by its control digit (ISO 7064 MOD 11,10).",
  properties: {
    name: text(accountLimits.nameMax),
    oib: { type: "string", pattern: "^\\d{11}$" },
    address: text(accountLimits.addressMax),
    place: text(accountLimits.addressMax),
    post_office: text(accountLimits.postOfficeMax),
    phone: text(accountLimits.phoneMax),
  },
  required: ["name", "oib", "address", "place", "post_office", "phone"],
};
const body = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { "application/json": { schema: { type: "object", properties, required } } },
});
const bearer = [{ bearer: [] }];
const invalid = problem("A field was refused; `fields` names each one in the request's language");
const unauthorized = problem("No token, or an expired, forged or revoked one");
const limited = problem("Too many attempts; see the Retry-After header");

export const accountPaths: Record<string, Record<string, Operation>> = {
  "/api/register": {
    post: {
      summary: "Register a legal entity or a person; a confirmation link is mailed.",
      requestBody: body(
        {
          type: { type: "string", enum: ["company", "person"] },
          name: text(accountLimits.nameMax),
          email: { type: "string", format: "email", maxLength: accountLimits.emailMax },
          phone: { ...text(accountLimits.phoneMax), description: "Used only for delivery." },
          password,
          password_confirmation: password,
          newsletter: { type: "boolean" },
          language: { type: "string", enum: ["hr", "en"], description: "Language of the customer's mail; the request's by default." },
          company,
        },
        ["type", "name", "email", "password", "password_confirmation"],
      ),
      responses: { 201: ok(messageResponseSchema, "Registered; confirmation mail queued"), 400: invalid },
    },
  },
  "/api/email/confirm": {
    post: {
      summary: "Confirm the e-mail address with the token of the mailed link.",
      requestBody: body({ token: { type: "string" } }, ["token"]),
      responses: { 200: ok(messageResponseSchema), 400: problem("The link is unknown, used or expired (`invalid_link`)") },
    },
  },
  "/api/login": {
    post: {
      summary: "Log in: a signed access token (15 minutes) and an opaque refresh token (7 days).",
      requestBody: body({ email: { type: "string" }, password: { type: "string" } }, ["email", "password"]),
      responses: {
        200: ok(sessionTokensResponseSchema),
        400: invalid,
        401: problem("Wrong e-mail or password (`invalid_credentials`)"),
        403: problem("`email_not_confirmed` (a new link is mailed) or `password_reset_required` (imported from the old shop)"),
        429: limited,
      },
    },
  },
  "/api/refresh": {
    post: {
      summary: "Swap a refresh token for new tokens; the old refresh token stops working.",
      requestBody: body({ refresh_token: { type: "string" } }, ["refresh_token"]),
      responses: {
        200: ok(sessionTokensResponseSchema),
        401: unauthorized,
        409: problem("`refresh_conflict`: this token was replaced seconds ago by a parallel refresh; keep the newer tokens"),
      },
    },
  },
  "/api/logout": {
    post: {
      summary: "Revoke a refresh token (and the access tokens of its session).",
      requestBody: body({ refresh_token: { type: "string" } }, ["refresh_token"]),
      responses: { 200: ok(messageResponseSchema) },
    },
  },
  "/api/me": {
    get: { summary: "The logged-in user, with `scope`.", security: bearer, responses: { 200: ok(userResponseSchema), 401: unauthorized } },
    put: {
      summary: "Change name, phone, newsletter, language or (legal entities) company data.",
      security: bearer,
      requestBody: body(
        {
          name: text(accountLimits.nameMax),
          phone: text(accountLimits.phoneMax),
          newsletter: { type: "boolean" },
          language: { type: "string", enum: ["hr", "en"] },
          company,
        },
        [],
      ),
      responses: { 200: ok(userResponseSchema), 400: invalid, 401: unauthorized },
    },
  },
  "/api/me/password": {
    put: {
      summary: "Change the password; every other session is logged out.",
      security: bearer,
      requestBody: body({ old_password: { type: "string" }, password, password_confirmation: password }, [
        "old_password",
        "password",
        "password_confirmation",
      ]),
      responses: { 200: ok(messageResponseSchema), 400: invalid, 401: unauthorized },
    },
  },
  "/api/password/forgot": {
    post: {
      summary: "Mail a password-reset link (1 hour, single use); the same answer whether or not the address has an account.",
      requestBody: body({ email: { type: "string" } }, ["email"]),
      responses: { 200: ok(messageResponseSchema), 400: invalid, 429: limited },
    },
  },
  "/api/password/reset": {
    post: {
      summary: "Set a new password with the mailed token; logs the customer in and ends every other session.",
      requestBody: body({ token: { type: "string" }, password, password_confirmation: password }, [
        "token",
        "password",
        "password_confirmation",
      ]),
      responses: { 200: ok(sessionTokensResponseSchema), 400: problem("`invalid_link` or a refused field"), 429: limited },
    },
  },
};
