import { z } from "zod";

/** Every error answer of the API: `{"error": {"code", "message", "fields"?}}`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  "not_found",
  "validation_failed",
  "internal_error",
  "service_unavailable",
  /** The database's disk is full: nothing can be saved until the operator frees space (reads still work). */
  "disk_full",
  /** No token, or an expired, forged or revoked one. */
  "unauthorized",
  "forbidden",
  "invalid_credentials",
  "email_not_confirmed",
  /** A customer imported from the old site logs in before setting a new password. */
  "password_reset_required",
  /** A confirmation or password-reset link that is unknown, used or expired. */
  "invalid_link",
  /** A new e-mail address confirmed after another account took it meanwhile. */
  "email_in_use",
  "too_many_requests",
  "wrong_item_code",
  "out_of_stock",
  /** The cart already holds every piece there is. */
  "no_more_stock",
  "too_many_lines",
  /** A refresh token replaced seconds ago by a parallel request of the same browser: keep the newer one. */
  "refresh_conflict",
  /** A body that is not JSON (or not UTF-8). */
  "invalid_json",
  /** A JSON body that is not an object. */
  "invalid_body",
  /** A body of a type the endpoint does not read (415). */
  "unsupported_media_type",
  /** A body over the endpoint's limit, refused while it was read (413). */
  "payload_too_large",
  /** Placing an order with nothing in the cart. */
  "empty_cart",
  /** An order's idempotency key used again with another cart (409). */
  "idempotency_conflict",
  /** The cart changed while the order was being placed: check it and confirm again (409). */
  "cart_changed",
  /** A number of card instalments the total does not allow (none up to 65,00 €, 2–12 above, 2–60 above 130,00 €). */
  "instalments_not_allowed",
  /** Card in instalments for a total not above the lowest instalment threshold (SPEC §9: 65 €). */
  "instalments_below_minimum",
  /** Orders are refused during an ordering block window (settings): checkout says when ordering opens again (409). */
  "ordering_blocked",
  /** A payment method this order or delivery does not allow (cash or card on pickup without personal pickup). */
  "payment_method_not_available",
  /** An order state change its rules do not allow (a shipped order cannot be cancelled…) (409). */
  "order_status_not_allowed",
  /** The order is already paid (409). */
  "order_already_paid",
  /** A payment gateway answer whose signature, amount or age is wrong (400): the order is unchanged. */
  "payment_callback_invalid",
  /** A payment gateway answer already received (409): the order is unchanged. */
  "payment_callback_replayed",
  /** Withdrawal after its 14 days (409). */
  "withdrawal_period_over",
  /** Legal entities have no right of withdrawal (403). */
  "withdrawal_not_for_companies",
  /** A withdrawal from this order was already received (409). */
  "withdrawal_already_received",
  /** A B2B feed asked for without a key, or with a key that is unknown or was replaced (401). */
  "invalid_feed_key",
  /** Feed keys are for legal entities (403). */
  "feed_key_not_for_persons",
  /** A public form's honeypot was filled in (400): nothing was sent. */
  "honeypot_filled",
  /** A public form's proof of work is forged, expired, too weak or used already (400): nothing was sent. */
  "proof_failed",
  /** Staff: the password was right and TOTP is enrolled; the code is missing or wrong (401, `secondFactor: true`). */
  "second_factor_required",
  /** Staff: an admin without TOTP must enrol it before anything else (403, `mustEnrolTotp: true`). */
  "totp_enrolment_required",
  /** Staff: a cookie-authenticated change without `X-Requested-With: dukan-admin` (403). */
  "csrf_header_missing",
  /** Staff: the account is disabled (403). */
  "staff_disabled",
  /** A record changed by someone else since it was read: its `version` moved (409). */
  "version_conflict",
  /** Another bank statement with the same credits was applied at the same moment: nothing was applied (409). */
  "bank_statement_conflict",
  /** A price import that is not a preview ready to apply (being read, being applied, unreadable) (409). */
  "price_import_not_ready",
  /** A price import whose apply failed on the catalogue as it is now (an EAN taken meanwhile…): nothing was applied (409). */
  "price_import_conflict",
  /** A private person's bank-transfer order above the shop's limit for unpaid bank transfers (409). */
  "bank_transfer_limit",
  /** An order on account beyond the company's credit limit (open invoices and orders with it); the message says how much is left (409). */
  "credit_limit_exceeded",
  /** An order on account while an invoice is overdue longer than the company's terms allow (409). */
  "on_account_overdue",
  /** A customer blocked by the staff: no login, no order (403). */
  "account_blocked",
  /** Staff's inbox: closing a conversation that is already closed (409). */
  "conversation_closed",
  /** Staff's inbox: reopening a conversation that is not closed (409). */
  "conversation_not_closed",
  /** Staff's newsletters: a campaign is sent once; it was sent already (409). */
  "newsletter_already_sent",
  /** Staff's newsletters: sending a campaign while no subscriber has confirmed (409; it stays a draft). */
  "newsletter_no_subscribers",
  /** Staff: a category that has subcategories or products (in it or below) is not deleted (409). */
  "category_not_empty",
  /** Staff: a brand that products use is not deleted (409). */
  "brand_in_use",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** A success answer: `{"data": …}`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A list answer: `{"data": [...], "meta": {...}}`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
