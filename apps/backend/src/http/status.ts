import type { ErrorCode } from "@dukan/contract";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one table that turns a refusal's code into the HTTP status of its answer. */
export const statusOfCode: Record<ErrorCode, ContentfulStatusCode> = {
  validation_failed: 400,
  invalid_json: 400,
  invalid_body: 400,
  invalid_link: 400,
  wrong_item_code: 400,
  too_many_lines: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  email_not_confirmed: 403,
  password_reset_required: 403,
  not_found: 404,
  out_of_stock: 409,
  no_more_stock: 409,
  refresh_conflict: 409,
  empty_cart: 409,
  idempotency_conflict: 409,
  cart_changed: 409,
  instalments_not_allowed: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
};
