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

/** A member of staff as admins see and change it (`/api/admin/staff`). */
export const staffRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  language: languageSchema,
  roles: z.array(staffRoleSchema),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  /** True until the invited member has set a password. */
  invited: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type StaffRecord = z.infer<typeof staffRecordSchema>;
export const staffListResponseSchema = z.object({
  data: z.array(staffRecordSchema),
  total: z.number().int(),
});

const rolesSchema = z
  .array(staffRoleSchema, { error: "staff_role" })
  .min(1, "staff_role")
  .max(5, "staff_role");

/** `POST /api/admin/staff`: invite a member (a mail with a link to set the password). */
export const staffInviteRequestSchema = z.object({
  email: emailSchema,
  name: z.string({ error: "text" }).trim().min(1, "required").max(200, "too_long"),
  roles: rolesSchema,
  language: languageSchema.default("hr"),
});
export type StaffInvite = z.output<typeof staffInviteRequestSchema>;

/** `PATCH /api/admin/staff/{id}`: the changed fields and the version read. */
export const staffChangeRequestSchema = z.object({
  name: z.string({ error: "text" }).trim().min(1, "required").max(200, "too_long").optional(),
  roles: rolesSchema.optional(),
  disabled: z.boolean({ error: "boolean" }).optional(),
  version: z.number({ error: "whole_number" }).int("whole_number").min(1, "whole_number"),
});
export type StaffChange = z.output<typeof staffChangeRequestSchema>;

/** `POST /api/admin/invitation` (public): the mailed link's token and the new password. */
export const staffInvitationRequestSchema = z.object({
  token: z.string({ error: "text" }).min(1, "required").max(300, "too_long"),
  password: newPasswordSchema,
});
