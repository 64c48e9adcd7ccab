import { z } from "zod";
import type { FieldProblem } from "./field-problems.ts";
import { isValidOib } from "./oib.ts";
import { limits } from "./limits.ts";
import { isSafeRedirectPath } from "./safe-path.ts";

/**
 * The fields requests are made of, each defined once with its limits, for the back end's
 * request schemas and the storefront's forms alike. An issue's message is a `FieldProblem`;
 * the back end's locale catalogue says it in the request's language.
 */

/** The problem of a value that is missing (undefined, null) or of the wrong type. */
const missingOr =
  (wrongType: FieldProblem) =>
  (issue: { input?: unknown }): FieldProblem =>
    issue.input === undefined || issue.input === null ? "required" : wrongType;

/** Required text, trimmed, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: missingOr("text") })
    .trim()
    .min(1, "required")
    .max(max, "too_long");
}

/** Optional text, trimmed, at most `max` characters; missing, null or empty is "". */
export function optionalText(max: number) {
  return z
    .string({ error: "text" })
    .trim()
    .max(max, "too_long")
    .nullish()
    .transform((value) => value ?? "");
}

/** An e-mail address as mail servers accept it in practice: one @, a dotted domain, no spaces; kept in lower case. */
export const emailSchema = requiredText(limits.email)
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, "email")
  .transform((value) => value.toLowerCase());

/**
 * A telephone number as people write it: digits with spaces, hyphens, slashes, dots or brackets
 * between them, an international one with + first ("+385 91 555 0101", "01/234-5678"); 6 to 15
 * digits (ITU-T E.164 allows 15).
 */
const phonePattern = /^\+?[\d\s()./-]+$/;
const isPhone = (value: string) => {
  const digitCount = value.replace(/\D/g, "").length;
  return phonePattern.test(value) && digitCount >= 6 && digitCount <= 15;
};

/** A required telephone number (`isPhone`), trimmed. */
export const phoneSchema = requiredText(limits.phone).refine(isPhone, "phone");

/** An optional telephone number (`isPhone`), trimmed; missing, null or empty is "". */
export const optionalPhoneSchema = optionalText(limits.phone).refine(
  (value) => value === "" || isPhone(value),
  "phone",
);

/** A new password exactly as typed (spaces count), at least 8 and at most 200 characters. */
export const newPasswordSchema = z
  .string({ error: missingOr("text") })
  .min(1, "required")
  .max(limits.passwordMax, "too_long")
  .refine((value) => value === "" || [...value].length >= limits.passwordMin, "password_short");

/** A password that is only compared (the current one, a login): any length up to the maximum. */
export const passwordSchema = z
  .string({ error: missingOr("text") })
  .min(1, "required")
  .max(limits.passwordMax, "too_long");

/** The tax id of a Croatian company: 11 digits with a correct control digit (ISO 7064 MOD 11,10); spaces are dropped. */
export const oibSchema = z
  .string({ error: missingOr("text") })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().min(1, "required").max(11, "oib").refine(isValidOib, "oib"));

/** A Croatian postal code: exactly five digits ("10000"); the shop delivers in Croatia only. */
export const croatianZipPattern = /^\d{5}$/;

/**
 * A Croatian postal code as a customer types it, blanks around it ignored: a delivery address's zip
 * code at checkout, and a company's postcode at registration, in the profile and in the staff's edit.
 */
export const zipSchema = z
  .string({ error: (issue) => (issue.input == null ? "required" : "zip") })
  .trim()
  .min(1, "required")
  .regex(croatianZipPattern, "zip");

/** A whole number written as digits (spaces around allowed), as forms and query strings send it. */
const digits = /^\s*\d{1,9}\s*$/;

/** A whole number of pieces, 1 to 99,999, sent as a number or as digits (a form field). */
export const quantitySchema = z
  .union(
    [z.number({ error: "quantity" }), z.string({ error: "quantity" }).regex(digits, "quantity")],
    {
      error: missingOr("quantity"),
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int("quantity")
      .min(limits.quantity.min, "quantity")
      .max(limits.quantity.max, "quantity"),
  );

/** An item code as shoppers type it: stored upper case without spaces or quotes around it. */
export const itemCodeSchema = z
  .string({ error: missingOr("item_code") })
  .max(limits.itemCode, "item_code")
  .transform(normaliseItemCode)
  .pipe(z.string().min(1, "item_code"));

export function normaliseItemCode(value: string): string {
  return value
    .trim()
    .replace(/^["']|["']$/g, "")
    .toUpperCase();
}

/** The id of a row sent in a body: a positive whole number (larger than any row's id names nothing). */
export const bodyIdSchema = z
  .number({ error: missingOr("whole_number") })
  .int("whole_number")
  .min(1, "whole_number");

/** An id in a path: digits only; anything else names nothing. */
export const pathIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, "whole_number")
  .transform(Number)
  .pipe(z.number().int().min(1, "whole_number").max(limits.id, "whole_number"));

/** A local path to return to after a login or a form (never another site): see `isSafeRedirectPath`. */
export const safePathSchema = z
  .string({ error: missingOr("invalid") })
  .refine(isSafeRedirectPath, "invalid");

/** A yes/no field of a JSON body. */
export const booleanSchema = z.boolean({ error: missingOr("boolean") });

/** The language of mails and messages. */
export const languageSchema = z.enum(["hr", "en"], { error: "language" });

/** A page number of a list: a shared link past the last page still opens (clamped, never refused). */
export const pageSchema = z
  .string()
  .optional()
  .transform((value) => {
    const n = value !== undefined && digits.test(value) ? Number(value) : 1;
    return Math.min(Math.max(n, 1), limits.page);
  });

/** A quantity as `quantitySchema` reads it, or null: for values read outside a request schema (a pasted line). */
export function readQuantity(value: unknown): number | null {
  const parsed = quantitySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
