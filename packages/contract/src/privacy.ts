import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { passwordSchema } from "./fields.ts";

/**
 * The customer's privacy rights (GDPR art. 15, 17, 20): everything the shop keeps about them as
 * one JSON document (`GET /api/me/data-export`), and deleting the account (`DELETE /api/me`).
 */

/** `DELETE /api/me` body: the current password, asked again so a forgotten open session cannot delete the account. */
export const accountDeletionRequestSchema = z.object({ password: passwordSchema });
export type AccountDeletion = z.input<typeof accountDeletionRequestSchema>;

const at = z.string().describe("ISO 8601 time");
const nullableAt = at.nullable();

const exportedAddressSchema = z.object({
  /** Where the address was given: the company data, an order's delivery, the checkout in progress. */
  source: z.enum(["company", "order", "checkout"]),
  address: z.string(),
  place: z.string(),
  zip: z.string(),
});

const exportedOrderLineSchema = z.object({
  item_code: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  rebate_percent: z.number().int(),
  vat_rate: z.number().int(),
  line_total_cents: z.number().int(),
});

const exportedOrderSchema = z.object({
  number: z.string(),
  placed_at: at,
  status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  delivery_method: z.string(),
  buyer: z.object({
    type: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company_name: z.string().nullable(),
    company_oib: z.string().nullable(),
    company_address: z.string().nullable(),
    company_place: z.string().nullable(),
  }),
  delivery: z.object({
    address: z.string().nullable(),
    place: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  note: z.string(),
  total_cents: z.number().int(),
  lines: z.array(exportedOrderLineSchema),
  withdrawal: z
    .object({ name: z.string(), email: z.string(), note: z.string(), received_at: at })
    .nullable(),
});

/** What `GET /api/me/data-export` answers: only the caller's own data. */
export const dataExportSchema = z.object({
  exported_at: at,
  account: z.object({
    id: z.number().int(),
    type: z.enum(["company", "person"]),
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    language: z.string(),
    newsletter: z.boolean(),
    email_confirmed_at: nullableAt,
    created_at: at,
    updated_at: at,
    scope: z.unknown(),
  }),
  company: z
    .object({
      name: z.string(),
      oib: z.string(),
      address: z.string(),
      place: z.string(),
      post_office: z.string(),
      phone: z.string(),
    })
    .nullable(),
  addresses: z.array(exportedAddressSchema),
  sessions: z.array(
    z.object({ started_at: at, last_refreshed_at: at, expires_at: at, ended_at: nullableAt }),
  ),
  orders: z.array(exportedOrderSchema),
  /** Invoices and credit notes issued to the customer (the files themselves are under My invoices). */
  invoices: z.array(
    z.object({
      kind: z.enum(["invoice", "credit_note"]),
      number: z.string(),
      order_number: z.string(),
      issued_at: at,
      due_date: z.string(),
      gross_cents: z.number().int(),
    }),
  ),
  cart: z.array(
    z.object({ item_code: z.string(), name: z.string(), quantity: z.number().int(), added_at: at }),
  ),
  wishlist: z.array(z.object({ item_code: z.string(), name: z.string(), added_at: at })),
  rebates: z.array(
    z.object({
      brand: z.string().nullable(),
      category: z.string().nullable(),
      payment_method: z.string().nullable(),
      percent: z.number().int(),
    }),
  ),
  /** A company's payment terms for buying on account, as the staff gave them; null without. */
  payment_terms: z
    .object({
      days: z.number().int(),
      credit_limit_cents: z.number().int(),
      block_after_overdue_days: z.number().int(),
      given_at: at,
      updated_at: at,
    })
    .nullable(),
  checkout_in_progress: z.record(z.string(), z.unknown()).nullable(),
  inquiries: z.array(
    z.object({
      item_code: z.string(),
      product_name: z.string(),
      quantity: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      company: z.string(),
      message: z.string(),
      status: z.string(),
      sent_at: at,
    }),
  ),
  contact_messages: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      sent_at: at,
    }),
  ),
  newsletter_subscription: z
    .object({
      email: z.string(),
      status: z.string(),
      source: z.string(),
      consent_at: at,
      confirmed_at: nullableAt,
      unsubscribed_at: nullableAt,
    })
    .nullable(),
  feed_key: z
    .object({
      created_at: at,
      last_used_at: nullableAt,
      use_per_day: z.array(z.object({ day: z.string(), requests: z.number().int() })),
    })
    .nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
export const dataExportResponseSchema = dataEnvelope(dataExportSchema);
