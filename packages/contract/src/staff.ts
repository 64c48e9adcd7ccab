import { z } from "zod";
import { emailSchema, languageSchema, newPasswordSchema, passwordSchema } from "./fields.ts";

/**
 * The back office's staff (issue 34, docs/back-office.md): their roles, sessions and second factor.
 * Staff are not customers: a staff member logs in at `POST /api/admin/session` and carries a staff
 * session (the `dukan_staff` cookie, or its token as `Authorization: Bearer`), never a customer's token.
 * Field names follow the staff API's contract (camelCase, as the admin app's framework speaks).
 */

/** Roles, each a scope: `admin` implies every other scope (and manages staff, reads the audit log). */
export const staffRoles = ["admin", "orders", "customers", "catalogue", "content"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleSchema = z.enum(staffRoles, { error: "staff_role" });

/** Does a member with `roles` hold `scope`? `admin` holds every scope. */
export function holdsScope(roles: readonly string[], scope: StaffRole): boolean {
  return roles.includes("admin") || roles.includes(scope);
}

/** A TOTP code (6 digits) or a recovery code (`xxxx-xxxx`), as typed (spaces dropped). */
export const secondFactorCodeSchema = z
  .string({ error: (issue) => (issue.input == null ? "required" : "text") })
  .transform((value) => value.replace(/\s/g, "").toLowerCase())
  .pipe(z.string().min(1, "required").max(20, "totp_code"));

/** `POST /api/admin/session` body. */
export const staffLoginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: secondFactorCodeSchema
    .optional()
    .describe("With TOTP enrolled: the app's 6-digit code or an unused recovery code (xxxx-xxxx)."),
});
export type StaffLogin = z.output<typeof staffLoginRequestSchema>;

/** The logged-in member of staff (`GET /api/admin/me`, the answer to logging in). */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language: languageSchema,
  roles: z.array(staffRoleSchema),
  totpEnabled: z.boolean(),
  /** An admin without a second factor: everything but `/api/admin/me/*` and logout answers 403 until enrolled. */
  mustEnrolTotp: z.boolean(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** `PUT /api/admin/me/password` body. */
export const staffPasswordChangeRequestSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});
export type StaffPasswordChange = z.output<typeof staffPasswordChangeRequestSchema>;

/** `POST /api/admin/me/totp` answer: the new secret, pending until a code from it is confirmed. */
export const totpEnrolmentSchema = z.object({
  secret: z.string().describe("Base32, for typing into the authenticator app by hand."),
  otpauthUrl: z.string(),
  qrSvg: z.string().describe("The otpauth URL as a QR code, an SVG document."),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** `PUT` and `DELETE /api/admin/me/totp` body. */
export const totpCodeRequestSchema = z.object({ code: secondFactorCodeSchema });

/** `PUT /api/admin/me/totp` answer: ten single-use recovery codes, shown this once (stored hashed). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
