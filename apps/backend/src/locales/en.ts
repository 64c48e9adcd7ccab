import type { ErrorCode } from "@dukan/contract";
import type { FieldMessages, Notices } from "./fields.ts";

export const en: Record<ErrorCode, string> = {
  not_found: "This page could not be found",
  validation_failed: "Some fields are not filled in correctly",
  internal_error: "Something went wrong on our side. Please try again.",
  service_unavailable: "The shop is temporarily unavailable. Please try again shortly.",
  disk_full:
    "The shop cannot save anything at the moment. Nothing was changed; please try again in a few minutes.",
  unauthorized: "Please log in again: your session has expired or is not valid.",
  forbidden: "You are not allowed to do this.",
  invalid_credentials: "Wrong e-mail address or password.",
  email_not_confirmed:
    "Your e-mail address is not confirmed yet. We have sent you a new confirmation link.",
  password_reset_required:
    "Your account was moved from our old shop. Please set a new password before you log in for the first time.",
  invalid_link: "This link is not valid, has already been used or has expired.",
  email_in_use:
    "That e-mail address now belongs to another account, so your address has not been changed.",
  too_many_requests: "Too many attempts. Please try again in a few minutes.",
  wrong_item_code: "Wrong item code",
  out_of_stock: "Out of stock",
  no_more_stock: "No more pieces in stock",
  too_many_lines: "At most 500 lines can be added at once. Please split the list.",
  refresh_conflict: "The session was just renewed by another request. Please try again.",
  invalid_json: "The request body is not valid JSON.",
  invalid_body: "The request body must be a JSON object.",
  unsupported_media_type:
    "This content type is not accepted here. Send JSON (Content-Type: application/json).",
  payload_too_large: "The request is too large.",
  empty_cart: "Your cart is empty.",
  idempotency_conflict:
    "This order was already placed with another cart. Please reload the checkout and confirm again.",
  cart_changed:
    "Your cart changed while the order was being placed. Please check it and confirm again.",
  instalments_not_allowed:
    "This number of instalments is not available for this total. Choose another number or payment method.",
  instalments_below_minimum:
    "Card instalments are not available for this order total. Choose another payment method.",
  ordering_blocked: "Ordering is temporarily closed. The checkout shows when it opens again.",
  payment_method_not_available:
    "This payment method is not available for this order. Cash or card on pickup needs personal pickup.",
  order_status_not_allowed: "This order cannot be moved to that state.",
  order_already_paid: "This order is already paid.",
  payment_callback_invalid: "The payment answer is not valid. The order was not changed.",
  payment_callback_replayed: "This payment answer was already received. The order was not changed.",
  withdrawal_period_over: "The 14-day withdrawal period for this order is over.",
  withdrawal_not_for_companies:
    "The right of withdrawal applies to private persons only, not to legal entities.",
  withdrawal_already_received: "We have already received your withdrawal from this order.",
  invalid_feed_key:
    "A valid feed key is needed: add ?key=<your key> to the address or send Authorization: Bearer <your key>. Your key is on the B2B page once you are logged in.",
  feed_key_not_for_persons:
    "Data feeds are for business buyers (legal entities); a private person's account has no feed key.",
  honeypot_filled: "The form was not sent: a field that must stay empty was filled in.",
  proof_failed: "The form's automatic check failed or has expired. Please send the form again.",
  second_factor_required:
    "Enter the six-digit code from your authenticator app or one of your recovery codes.",
  totp_enrolment_required:
    "An administrator must turn on the second login step (TOTP) first: open your profile and scan the QR code.",
  csrf_header_missing:
    "The request did not come from the shop's back office (the X-Requested-With header is missing).",
  staff_disabled: "This staff account is disabled. Please ask an administrator.",
  version_conflict:
    "Someone else changed this record meanwhile. Load it again and repeat your change.",
  bank_statement_conflict:
    "Another statement with some of the same payments was applied at the same moment. Nothing was applied: open the statement again to see its lines as they are now.",
  price_import_not_ready:
    "This import is not a preview ready to apply: it is still being read or applied, was applied already, or could not be read.",
  price_import_conflict:
    "The import could not be applied to the catalogue as it is now (for example an EAN was given to another product meanwhile). Nothing was applied: upload the file again for a fresh preview.",
  bank_transfer_limit:
    "For private persons, payment by bank transfer is available for orders up to the shop's limit, and this order is above it. Please choose card or card in instalments, or order less.",
  credit_limit_exceeded:
    "This order is over your credit limit for payment on account. Please choose another payment method or order less.",
  on_account_overdue:
    "An invoice of yours is overdue for too long, so payment on account is not available until it is paid. Please choose another payment method.",
  account_blocked: "This account is blocked. Please contact the shop.",
  conversation_closed: "This conversation is already closed.",
  conversation_not_closed: "This conversation is not closed, so there is nothing to reopen.",
  newsletter_already_sent: "This newsletter has been sent already. A newsletter is sent only once.",
  newsletter_no_subscribers:
    "No subscriber has confirmed their subscription yet, so there is no one to send to. The newsletter stays a draft.",
  category_not_empty:
    "A category cannot be deleted while it has subcategories or products: move them first.",
  brand_in_use: "A brand cannot be deleted while products use it: change their brand first.",
};

export const enFields: FieldMessages = {
  price: "Enter a price in euros, for example 12.50",
  price_range: "The lowest price must not be above the highest price",
  sort: "Sort by price_asc, price_desc, newest or name",
  list_sort: "Choose one of the sort orders this list offers",
  flag: "Use 1 or 0",
  required: "This field is required",
  text: "Enter text",
  too_long: "This text is too long",
  email: "Enter a valid e-mail address, for example name@company.com",
  password_short: "The password must have at least 8 characters",
  password_mismatch: "The passwords do not match",
  password_wrong: "The current password is not correct",
  password_unchanged: "The new password must differ from the current one",
  email_unchanged: "This is your account's address already",
  email_is_customers: "This is the customer's address already",
  customer_type: "Choose legal entity or person",
  oib: "The OIB must have 11 digits and a correct control digit",
  boolean: "Choose yes or no",
  language: "Choose Croatian (hr) or English (en)",
  quantity: "Enter a whole number of pieces from 1 to 99,999",
  product: "Choose a product (product_id or item_code)",
  unit: "Choose piece or carton",
  item_code: "Enter an item code of at most 100 characters",
  whole_number: "Enter a positive whole number",
  unknown_field: "This field is not accepted here",
  invalid: "This value is not valid",
  zip: "A zip code has exactly 5 digits, for example 10000",
  phone: "Enter a phone number of 6 to 15 digits, for example 091 234 5678 or +385 1 234 5678",
  payment_method: "Choose bank transfer, card, card in instalments or cash on pickup",
  delivery_method: "Choose delivery service, personal pickup or your own delivery",
  instalments: "Choose a number of instalments from 2 to 60",
  instalments_below_minimum: "Card instalments are not available for this order total",
  order_lines: "Choose lines of this order",
  out_of_stock: "Out of stock",
  no_more_stock: "No more pieces in stock",
  since: "Give a time in ISO 8601 from 1970 up to now, for example 2026-11-25T08:00:00Z",
  consent: "Tick the box to give your consent",
  leave_empty: "Leave this field empty",
  price_cents: "Enter the price in cents, a whole number from 1 to 100,000,000",
  stock: "Enter a whole number of pieces from 0 to 10,000,000",
  no_change:
    "Give at least one field to change: retail_price_cents, wholesale_price_cents, stock or active",
  staff_role: "Choose a role: admin, orders, customers, catalogue or content",
  totp_code: "The code is wrong or has been used already",
  statement_not_xml:
    "This file is not a statement we can read: send a camt.053 XML statement, or a CSV with its column mapping",
  statement_dtd: "XML statements with a DTD or entities are not read (a security rule)",
  statement_schema: "This XML is not a camt.053 statement (ISO 20022 Bank to Customer Statement)",
  statement_empty: "The statement has no entries",
  statement_csv_columns:
    "The CSV cannot be read with this column mapping: check the delimiter, the encoding and the column names",
  bank_transfer_limit:
    "The order's total is above the limit for payment by bank transfer for private persons; choose another payment method",
  email_taken: "This address already has a staff account",
  last_admin: "The shop must keep at least one active administrator",
  mapping_name_taken: "A column mapping with this name exists already",
  price_import_empty: "The file has no rows to import",
  price_import_columns:
    "The file cannot be read with this column mapping: a mapped column is not in its header row",
  price_import_unreadable: "This file is not a CSV or XLSX price list we can read",
  price_import_zip_bomb:
    "The XLSX file unpacks to more than the import allows (a compressed file that would fill the memory); it was not read",
  price_import_too_many_rows: "The file has more than 100,000 rows; split it into smaller files",
  date: "Enter a date as YYYY-MM-DD, not in the future",
  // Staff type euros (limits.paymentCents: at most 10,000,000.00 €); the API takes cents.
  amount_cents: "Enter the amount in euros, above 0 and at most €10,000,000.00",
  version: "Give the record's version as you read it",
  paid_with: "Choose how the buyer paid on pickup: in cash (cash) or by card (card)",
  // The orders list's total filters: staff type euros (the column holds at most 21,474,836.47 €); the API takes cents.
  total_from: "Total from: enter an amount in euros, from €0.00 to €21,474,836.47",
  total_to: "Total to: enter an amount in euros, from €0.00 to €21,474,836.47",
  slug: "Use lower-case letters, digits and single hyphens",
  slug_taken: "Another product or a category has this address already",
  brand_slug_taken: "Another brand has this address already",
  brand_name_taken: "Another brand has this name already",
  slug_reserved: "This address belongs to a page of the shop",
  item_code_taken: "Another product has this item code",
  ean: "Not an EAN-13: 13 digits with a correct check digit",
  ean_taken: "Another product has this EAN",
  kpd_code: "Not a KPD 2025 code: six digits written as 26.20.16",
  unknown_brand: "No such brand",
  unknown_category: "No such category",
  unknown_product: "No such product",
  vat_rate: "VAT rate is 25, 13 or 5",
  sale_prices: "Give both sale prices, or neither",
  date_order: "The end must be after the start",
  unknown_placeholder:
    "The text may hold only {{freeDeliveryThreshold}} and {{deliveryFee}}; check what is written between {{ and }}",
  parent_cycle: "A category cannot be moved under itself or one of its subcategories",
  code_taken: "Another category has this group code",
  warranty_months: "Give the warranty in months, a whole number from 0 to 240",
  sale_percent: "Give the discount as a whole number of per cent, from 1 to 90",
  file_empty: "The file is empty (0 bytes)",
  file_too_large: "The file is too large: an upload must be under 30 MB (a logo under 5 MB)",
  picture_type:
    "This file is not a JPEG, PNG or WebP picture (its content was checked, not its name)",
  picture_svg: "SVG pictures are not accepted (they can carry script): upload JPEG, PNG or WebP",
  picture_pixels:
    "The picture is too large: at most 10,000 pixels on a side and 50 megapixels in all",
  picture_damaged: "The picture is damaged or cut short and cannot be read",
  pictures_too_many: "A product can have at most 40 pictures",
  picture_ids: "Give every picture of the product once, in the new order",
  brochure_type: "The brochure must be a PDF file (its content was checked, not its name)",
  file_type:
    "Only PDF, JPEG, PNG, WebP, CSV and XLSX are accepted (recognised by the content, not the name)",
  download_too_large: "The file is larger than 20 MB",
  file_name_taken: "A file with this name exists already",
};

export const enNotices: Notices = {
  registered: "Thank you, registration successful, confirmation mail sent",
  email_confirmed: "Your e-mail address is confirmed. You can log in now.",
  reset_link_sent: "Password reset link sent to your email.",
  password_changed: "Your password has been changed.",
  email_change_sent:
    "We have sent a link to the new address. Your address changes once you open it (within 24 hours); until then you log in with the current one.",
  logged_out: "You are logged out.",
  account_deleted: "Your account has been deleted. We have sent you a confirmation by e-mail.",
  customer_erased: "The customer's personal data is erased; a confirmation was mailed to them.",
  added_to_cart: "Added to cart",
  max_available: "Max available pieces reached",
  cart_updated: "Cart updated",
  line_removed: "The product was removed from the cart",
  cart_cleared: "The cart is empty now",
  newsletter_check_mail:
    "Thank you! Unless the address is already subscribed, we have sent it a message with a link to confirm. The newsletter starts once you confirm.",
  newsletter_confirmed: "Your newsletter subscription is confirmed. Thank you!",
  newsletter_unsubscribed:
    "The address is unsubscribed from the newsletter. We will not send it to you again.",
};
