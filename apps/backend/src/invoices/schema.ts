import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { orders } from "../orders/schema.ts";
import type { InvoiceDocument } from "./document.ts";

// ---------------------------------------------------------------------------
// Invoices (apps/backend/src/invoices, docs/invoices.md): invoices and credit notes as issued,
// never changed afterwards; their numbers taken from one counter per year, premises and device.
// ---------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * The last number given in a year on one business premises' device (`123/WEB1/1`): taken with
 * `+ 1` in the issuing transaction, so a rolled-back issuing gives its number back (no gap).
 */
export const invoiceNumberCounters = pgTable(
  "invoice_number_counters",
  {
    year: smallint("year").notNull(),
    premises: text("premises").notNull(),
    device: text("device").notNull(),
    last: integer("last").notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.premises, t.device] })],
);

/** An invoice or a credit note as issued: its document, PDF and UBL exactly as sent to the buyer. */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["invoice", "credit_note"] }).notNull(),
    /** The year of its number: numbers start again at 1 each year. */
    year: smallint("year").notNull(),
    number: text("number").notNull(),
    /** The order's number, as the customer's list shows it. */
    orderNumber: text("order_number").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** A credit note's invoice. */
    creditsInvoiceId: integer("credits_invoice_id"),
    creditsNumber: text("credits_number"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    grossCents: integer("gross_cents").notNull(),
    payableCents: integer("payable_cents").notNull(),
    document: jsonb("document").$type<InvoiceDocument>().notNull(),
    pdf: bytea("pdf").notNull(),
    /** The UBL 2.1 e-invoice; null for a person (fiscalised, not exchanged as an e-invoice). */
    ubl: text("ubl"),
    /** The information intermediary's id of the sent e-invoice, or why it refused it. */
    exchangeId: text("exchange_id"),
    exchangeError: text("exchange_error"),
    /**
     * The buyer as the document names them, kept beside it for the staff's search (admin-list.ts):
     * computed by the database from `document`, so issuing writes nothing more.
     */
    buyerName: text("buyer_name")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(document -> 'buyer' ->> 'name', '')`),
    buyerOib: text("buyer_oib").generatedAlwaysAs(sql`document -> 'buyer' ->> 'oib'`),
  },
  (t) => [
    uniqueIndex("invoices_year_number_idx").on(t.year, t.number),
    // One invoice per order; two issuings at once: the second finds the first's row (unique).
    uniqueIndex("invoices_order_invoice_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("invoices_credit_note_idx")
      .on(t.creditsInvoiceId)
      .where(sql`${t.kind} = 'credit_note'`),
    index("invoices_user_issued_idx").on(t.userId, t.issuedAt, t.id),
    index("invoices_issued_idx").on(t.issuedAt, t.id),
    // The staff's list (admin-list.ts): by kind, by due date (open, overdue); number, order number
    // and OIB by prefix; the buyer's name by trigram.
    index("invoices_kind_issued_idx").on(t.kind, t.issuedAt, t.id),
    index("invoices_due_idx").on(t.dueDate),
    index("invoices_number_prefix_idx").on(t.number.op("text_pattern_ops")),
    index("invoices_order_number_idx").on(t.orderNumber.op("text_pattern_ops")),
    index("invoices_buyer_oib_idx").on(t.buyerOib.op("text_pattern_ops")),
    index("invoices_buyer_name_trgm_idx").using("gin", sql`lower(${t.buyerName}) gin_trgm_ops`),
    check("invoices_kind_check", sql`${t.kind} in ('invoice', 'credit_note')`),
    check("invoices_gross_check", sql`${t.grossCents} >= 0`),
  ],
);

/** Why an order's invoice was refused (no OIB, a product without a KPD code): shown to the staff until issued. */
export const invoiceRefusals = pgTable("invoice_refusals", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  reasons: jsonb("reasons").$type<string[]>().notNull(),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The overdue reminders mailed (payment on account, invoices/overdue.ts): one per invoice and
 * stage (the days overdue it was sent at), so a round that runs again sends nothing twice.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    stage: smallint("stage").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.stage] })],
);
