import type { ErrorCode, Language } from "@dukan/contract";
import type { FieldRefusal } from "../locales/index.ts";

/**
 * A service's "no", in the shop's words: a domain code (`out_of_stock`, `wrong_item_code`…),
 * the fields it concerns, and when to try again. Services know nothing of HTTP; the API turns a
 * refusal into its status (http/status.ts) and its message in the request's language.
 */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Field name → why it was refused. */
    readonly fields?: Record<string, FieldRefusal>,
    /** Seconds after which the same request may succeed (rate limits). */
    readonly retryAfter?: number,
    /** Why, more exactly than the code's message (an order's transition: "a cancelled order is not shipped"), in the reader's language. */
    readonly reason?: (language: Language) => string,
  ) {
    super(code);
    this.name = "Refusal";
  }
}

/** Fields refused by a service's own rule (the request was well-formed): `validation_failed` naming them. */
export function refuseFields(fields: Record<string, FieldRefusal>): Refusal {
  return new Refusal("validation_failed", fields);
}
