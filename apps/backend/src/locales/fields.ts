/** Why a field was refused, per kind of field; the API names the field and gives this text in the request's language. */
export type FieldMessageKey =
  | "price"
  | "price_range"
  | "sort"
  | "flag"
  | "required"
  | "text"
  | "too_long"
  | "email"
  | "email_taken"
  | "password_short"
  | "password_mismatch"
  | "password_wrong"
  | "customer_type"
  | "oib"
  | "boolean"
  | "language";
export type FieldMessages = Record<FieldMessageKey, string>;

/** Confirmations the API answers with (`{"data": {"message": …}}`). */
export type NoticeKey = "registered" | "email_confirmed" | "reset_link_sent" | "password_changed" | "logged_out";
export type Notices = Record<NoticeKey, string>;
