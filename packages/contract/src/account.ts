import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";

/** Who registers: a legal entity (wholesale prices, company data) or a private person (retail prices). */
export const customerTypes = ["company", "person"] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Limits the API checks; forms use the same ones so the browser refuses first. */
export const accountLimits = {
  nameMax: 200,
  emailMax: 254,
  phoneMax: 40,
  passwordMin: 8,
  passwordMax: 200,
  addressMax: 200,
  postOfficeMax: 20,
} as const;

/**
 * What a user may do: a list (the value must be in it) or an object (the key must be truthy).
 * Customers get `["customer", "company" | "person"]`.
 */
export const scopeSchema = z.union([z.array(z.string()), z.record(z.string(), z.unknown())]);
export type Scope = z.infer<typeof scopeSchema>;

/** The one permission check, for the back end's guarded endpoints and the storefront's show-or-hide. */
export function hasPermission(scope: Scope | null | undefined, value: string): boolean {
  if (!scope) return false;
  if (Array.isArray(scope)) return scope.includes(value);
  return Object.hasOwn(scope, value) && Boolean(scope[value]);
}

export const companySchema = z.object({
  name: z.string(),
  oib: z.string(),
  address: z.string(),
  place: z.string(),
  post_office: z.string(),
  phone: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** `GET /api/me`: the logged-in user. */
export const userSchema = z.object({
  id: z.number().int(),
  type: z.enum(customerTypes),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  newsletter: z.boolean(),
  language: z.enum(["hr", "en"]),
  company: companySchema.nullable(),
  scope: scopeSchema,
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = dataEnvelope(userSchema);

/** `POST /api/login`, `/api/refresh`, `/api/password/reset`: a signed access token and an opaque refresh token. */
export const sessionTokensSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  /** ISO times the tokens stop working. */
  token_expires_at: z.string(),
  refresh_expires_at: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export const sessionTokensResponseSchema = dataEnvelope(sessionTokensSchema);

/** `POST /api/register` body (fields are checked on the server, each error names its field). */
export interface RegisterBody {
  type: CustomerType;
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  newsletter: boolean;
  /** Required for `type: "company"`, ignored for persons. */
  company?: Company;
  /** The language of the mails the customer gets; the request's language when left out. */
  language?: "hr" | "en";
}

/** `PUT /api/me` body: every field optional; e-mail and type do not change here. */
export interface ProfileUpdate {
  name?: string;
  phone?: string;
  newsletter?: boolean;
  language?: "hr" | "en";
  company?: Company;
}

/** `PUT /api/me/password` body. */
export interface PasswordChange {
  old_password: string;
  password: string;
  password_confirmation: string;
}

/** `POST /api/password/reset` body. */
export interface PasswordReset {
  token: string;
  password: string;
  password_confirmation: string;
}

/** A plain confirmation answer (`{"data": {"message": …}}`), in the request's language. */
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
