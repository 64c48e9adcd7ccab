import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { limits } from "./limits.ts";
import { spamCheckShape } from "./spam.ts";
import {
  booleanSchema,
  emailSchema,
  languageSchema,
  newPasswordSchema,
  oibSchema,
  phoneSchema,
  optionalPhoneSchema,
  passwordSchema,
  requiredText,
  zipSchema,
} from "./fields.ts";

/** Who registers: a legal entity (wholesale prices, company data) or a private person (retail prices). */
export const customerTypes = ["company", "person"] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Limits the API checks; forms use the same ones so the browser refuses first. */
export const accountLimits = {
  nameMax: limits.name,
  emailMax: limits.email,
  phoneMax: limits.phone,
  passwordMin: limits.passwordMin,
  passwordMax: limits.passwordMax,
  addressMax: limits.address,
  postOfficeMax: limits.postOffice,
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
  /** A legal entity waiting for the staff's approval: it sees retail prices until approved. */
  awaiting_approval: z.boolean(),
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

/** A legal entity's data as sent: every field required, the OIB checked by its control digit. */
export const companyInputSchema = z.object({
  name: requiredText(limits.name),
  oib: oibSchema,
  address: requiredText(limits.address),
  place: requiredText(limits.address),
  /** The company's postcode: a Croatian postal code, as checkout asks of a delivery address. */
  post_office: zipSchema,
  phone: phoneSchema,
});

/** The confirmation must repeat what was typed as the password exactly (checked even when other fields are refused). */
function confirmsPassword<
  T extends z.ZodType<{ password?: unknown; password_confirmation?: unknown }>,
>(schema: T) {
  // `when`: checked even when other fields were refused; the generator of the OpenAPI document also tries it on no body at all.
  return schema.refine(
    (body) => !body?.password_confirmation || body.password_confirmation === body.password,
    {
      message: "password_mismatch",
      path: ["password_confirmation"],
      when: () => true,
    },
  );
}

const newsletterSchema = booleanSchema.nullish().transform((value) => value ?? false);
const confirmationSchema = z
  .string({ error: (issue) => (issue.input == null ? "required" : "text") })
  .min(1, "required");

/**
 * `POST /api/register` body. A legal entity's `company` is required (a missing one is refused
 * field by field); a private person's is ignored.
 */
const registrationSchema = confirmsPassword(
  z.object({
    type: z.enum(customerTypes, {
      error: (issue) => (issue.input == null || issue.input === "" ? "required" : "customer_type"),
    }),
    name: requiredText(limits.name),
    email: emailSchema,
    phone: optionalPhoneSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
    newsletter: newsletterSchema,
    /** The language of the mails the customer gets; the request's language when left out. */
    language: languageSchema.optional(),
    company: companyInputSchema.optional(),
    ...spamCheckShape,
  }),
);
export const registerRequestSchema = z.preprocess(
  (body) =>
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? {
          ...body,
          company:
            "type" in body && body.type === "company"
              ? ((body as { company?: unknown }).company ?? {})
              : undefined,
        }
      : body,
  registrationSchema,
);
export type RegisterBody = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** `POST /api/login` body. */
export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type Login = z.output<typeof loginRequestSchema>;

/** An opaque token from a cookie or a mailed link (`id.secret`); an unknown or malformed one is refused by the service (401, `invalid_link`), not here. */
const opaqueTokenSchema = z
  .string({ error: (issue) => (issue.input == null ? "required" : "text") })
  .min(1, "required");

/** `POST /api/refresh` body. */
export const refreshRequestSchema = z.object({ refresh_token: opaqueTokenSchema });
/** `POST /api/logout` body: the refresh token to end (an unknown one is ignored). */
export const logoutRequestSchema = z.object({ refresh_token: opaqueTokenSchema.optional() });
/** `POST /api/email/confirm` body. */
export const emailConfirmRequestSchema = z.object({ token: opaqueTokenSchema });
/** `POST /api/password/forgot` body. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** `POST /api/password/reset/check` body: the mailed link's token. */
export const passwordResetCheckRequestSchema = z.object({ token: opaqueTokenSchema });
/** `POST /api/password/reset/check` answer: the link can be used until `expires_at` (ISO 8601). */
export const passwordResetLinkResponseSchema = z.object({
  data: z.object({ expires_at: z.string() }),
});

/** `POST /api/password/reset` body. */
export const passwordResetRequestSchema = confirmsPassword(
  z.object({
    token: opaqueTokenSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  }),
);
export type PasswordReset = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetting = z.output<typeof passwordResetRequestSchema>;

/** `PUT /api/me` body: every field optional; e-mail and type do not change here, `company` only for legal entities. */
export const profileUpdateRequestSchema = z.object({
  name: requiredText(limits.name).optional(),
  phone: optionalPhoneSchema.optional(),
  newsletter: booleanSchema.optional(),
  language: languageSchema.optional(),
  company: companyInputSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateRequestSchema>;
export type ProfileChanges = z.output<typeof profileUpdateRequestSchema>;

/** `PUT /api/me/password` body. */
export const passwordChangeRequestSchema = confirmsPassword(
  z.object({
    old_password: passwordSchema,
    password: newPasswordSchema,
    password_confirmation: confirmationSchema,
  }),
);
export type PasswordChange = z.input<typeof passwordChangeRequestSchema>;
export type NewPassword = z.output<typeof passwordChangeRequestSchema>;

/** `PUT /api/me/email` body: the new address, and the current password to show it is the owner asking. */
export const emailChangeRequestSchema = z.object({ email: emailSchema, password: passwordSchema });
export type EmailChangeBody = z.input<typeof emailChangeRequestSchema>;
export type EmailChange = z.output<typeof emailChangeRequestSchema>;

/** A plain confirmation answer (`{"data": {"message": …}}`), in the request's language. */
export const messageResponseSchema = dataEnvelope(z.object({ message: z.string() }));
