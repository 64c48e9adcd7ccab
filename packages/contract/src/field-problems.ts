/**
 * Why a field of a request was refused, one word per kind of problem. Request schemas name these
 * as their issue messages; the back end's locale catalogue turns them into the sentence the
 * client reads, in the request's language (`{"error": {"fields": {name: sentence}}}`).
 */
export const fieldProblems = [
  "price",
  "price_range",
  "sort",
  /** A sort or order that a staff list does not offer (`sort` is the storefront listing's). */
  "list_sort",
  "flag",
  "required",
  "text",
  "too_long",
  "email",
  "password_short",
  "password_mismatch",
  "password_wrong",
  /** A new password that is the current one. */
  "password_unchanged",
  /** A new e-mail address that is the account's address already. */
  "email_unchanged",
  /** The same, asked by staff for a customer (the message speaks of the customer's account). */
  "email_is_customers",
  "customer_type",
  "oib",
  "boolean",
  "language",
  "quantity",
  "product",
  "unit",
  "item_code",
  "whole_number",
  "unknown_field",
  "invalid",
  "zip",
  /** A telephone number: digits, + first, spaces or hyphens between; 6 to 15 digits. */
  "phone",
  "payment_method",
  "delivery_method",
  "instalments",
  /** Card in instalments chosen for a total not above the lowest instalment threshold. */
  "instalments_below_minimum",
  "order_lines",
  /** A cart line the stock no longer covers at all / fully (the confirmation names each line). */
  "out_of_stock",
  "no_more_stock",
  /** A feed's `since` that is not an ISO 8601 time from 1970 up to now. */
  "since",
  /** A consent box that must be ticked (the newsletter). */
  "consent",
  /** The spam check's honeypot, which a person leaves empty (public forms). */
  "leave_empty",
  /** The staff's product change: a price in cents out of its range, a stock out of its range, an empty change. */
  "price_cents",
  "stock",
  "no_change",
  /** Staff: a role that is not admin, orders, customers, catalogue or content. */
  "staff_role",
  /** Staff: a TOTP or recovery code that is wrong or used. */
  "totp_code",
  /** A bank statement upload: not XML (nor a CSV with a mapping), a DTD, another schema, no entries, CSV columns not found. */
  "statement_not_xml",
  "statement_dtd",
  "statement_schema",
  "statement_empty",
  "statement_csv_columns",
  /** A person's bank-transfer order above the limit (settings `bank_transfers`). */
  "bank_transfer_limit",
  /** Staff: an address that already has a staff account. */
  "email_taken",
  /** Staff: the last active admin cannot be demoted or disabled. */
  "last_admin",
  /** Staff: a bank statements' CSV mapping with this name exists already (any case). */
  "mapping_name_taken",
  /** A price and stock import: no rows, mapped columns not in the file, unreadable, an XLSX over its uncompressed limits, too many rows. */
  "price_import_empty",
  "price_import_columns",
  "price_import_unreadable",
  "price_import_zip_bomb",
  "price_import_too_many_rows",
  /** The staff's order actions: a date (YYYY-MM-DD, not in the future), an amount (sent in cents, refused in euros: `limits.paymentCents`), the record's version. */
  "date",
  "amount_cents",
  "version",
  /** Completing (or recording the payment of) a cash-on-pickup order: how it was paid at the counter, cash or card. */
  "paid_with",
  /** The staff's orders list filtered by total, from / to: not an amount (sent in cents, refused in euros, naming the filter) or more than the column holds. */
  "total_from",
  "total_to",
  /** Staff's products: a slug's form, a slug taken (another product, a category, a fixed route), codes taken, an EAN's check digit, unknown brand or category, VAT, sale. */
  "slug",
  "slug_taken",
  /** A brand's address another brand has (brand pages live under `/marke/`, apart from the rest). */
  "brand_slug_taken",
  /** A brand's name another brand has, case aside (the price import finds brands by name). */
  "brand_name_taken",
  "slug_reserved",
  "item_code_taken",
  "ean",
  "ean_taken",
  /** A KPD 2025 code not of the form 26.20.16. */
  "kpd_code",
  "unknown_brand",
  "unknown_category",
  "unknown_product",
  "vat_rate",
  "sale_prices",
  "date_order",
  /** A bar's text naming a `{{…}}` the shop does not fill. */
  "unknown_placeholder",
  /** A category moved under itself or one of its own subcategories. */
  "parent_cycle",
  /** A brand's warranty in months (0–240). */
  "warranty_months",
  "sale_percent",
  /** A category's ERP group code that another category has. */
  "code_taken",
  /** Staff uploads (pictures, brochures, logos): an empty file, one over its limit, not the type asked for, an SVG, too many pixels, damaged, a picture order that is not every picture once. */
  "file_empty",
  "file_too_large",
  "picture_type",
  "picture_svg",
  "picture_pixels",
  "picture_damaged",
  "pictures_too_many",
  "picture_ids",
  "brochure_type",
  /** The downloads page's files: a type not accepted (by its first bytes), over 20 MB, a name already used. */
  "file_type",
  "download_too_large",
  "file_name_taken",
] as const;
export type FieldProblem = (typeof fieldProblems)[number];

export function isFieldProblem(value: unknown): value is FieldProblem {
  return typeof value === "string" && (fieldProblems as readonly string[]).includes(value);
}
