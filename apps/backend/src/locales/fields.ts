import type { FieldProblem } from "@dukan/contract";

/** Why a field was refused, per kind of field (the contract's field problems); the API names the field and gives this text in the request's language. */
export type FieldMessageKey = FieldProblem;
export type FieldMessages = Record<FieldMessageKey, string>;

/**
 * Why a field was refused, as a refusal carries it: a field problem, or a text over its limit with
 * the limit (said with it: "Tekst je predug: najviše 200 znakova").
 */
export type FieldRefusal = FieldMessageKey | { problem: "too_long"; max: number };

/** Confirmations the API answers with (`{"data": {"message": …}}`). */
export type NoticeKey =
  | "registered"
  | "email_confirmed"
  | "reset_link_sent"
  | "password_changed"
  | "email_change_sent"
  | "logged_out"
  | "account_deleted"
  | "customer_erased"
  | "added_to_cart"
  | "max_available"
  | "cart_updated"
  | "line_removed"
  | "cart_cleared"
  | "newsletter_check_mail"
  | "newsletter_confirmed"
  | "newsletter_unsubscribed";
export type Notices = Record<NoticeKey, string>;
