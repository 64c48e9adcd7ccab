import {
  counterPayments,
  deliveryMethods,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  type OrderStatus,
  type PaymentStatus,
} from "@dukan/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";

// ---------------------------------------------------------------------------
// Orders (apps/backend/src/orders): what a customer bought, as it was when they bought it.
// Money is integer cents; every snapshot is copied so a later price or name change leaves the order as it was.
// ---------------------------------------------------------------------------

export { orderStatuses, paymentStatuses, type OrderStatus, type PaymentStatus };

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** The last order number given in a year: taken with `+ 1` in the placing transaction, so numbers are consecutive. */
export const orderNumberCounters = pgTable("order_number_counters", {
  year: smallint("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Numbers each order's placing and each later change the ERP hears of (`orders.change_seq`). */
export const ordersChangeSeq = pgSequence("orders_change_seq");

/** A placed order: `2026-000123`, its buyer as they were, the totals the server computed. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: text("status", { enum: orderStatuses }).notNull().default("received"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("unpaid"),
    paymentMethod: text("payment_method", { enum: paymentMethods }).notNull(),
    /** Card instalments: how many (2–60); null for every other method. */
    instalments: smallint("instalments"),
    /**
     * On account: the company's payment terms in days when it ordered (its invoice is due that many
     * days after issue, docs/invoices.md); null for every other method.
     */
    paymentDays: smallint("payment_days"),
    /**
     * Cash on pickup: how the staff took the money at the counter, cash or card (`completeOrder`,
     * `markOrderPaid`), which the invoice's payment means follows. Null for every other method,
     * until the money is taken, and for orders paid before it was recorded (cash).
     */
    paidWith: text("paid_with", { enum: counterPayments }),
    deliveryMethod: text("delivery_method", { enum: deliveryMethods }).notNull(),
    buyerType: text("buyer_type", { enum: ["company", "person"] }).notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone").notNull().default(""),
    companyName: text("company_name"),
    companyOib: text("company_oib"),
    companyAddress: text("company_address"),
    companyPlace: text("company_place"),
    deliveryAddress: text("delivery_address"),
    deliveryPlace: text("delivery_place"),
    deliveryZip: text("delivery_zip"),
    note: text("note").notNull().default(""),
    /** Whether the line prices include VAT (persons) or not (legal entities), as the buyer saw them. */
    pricesIncludeVat: boolean("prices_include_vat").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    rebateCents: integer("rebate_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull(),
    cardSurchargeCents: integer("card_surcharge_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** One per checkout attempt (`Idempotency-Key`): a retry finds this order instead of making another. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The cart the order was made from (product and quantity of each line): the same key with another cart is a conflict. */
    cartHash: text("cart_hash").notNull(),
    /** The buyer's language when ordering: the order's mails are written in it. */
    language: text("language", { enum: ["hr", "en"] })
      .notNull()
      .default("hr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moved on by every change of the order (status, payment, shipment, a staff note): a staff change made from an older version is refused. */
    version: integer("version").notNull().default(1),
    /** Set when shipped: the carrier and its tracking number, shown to the customer. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /**
     * Set by the trigger `orders_invoice_due` when the order becomes paid, shipped, refunded or
     * cancelled: the invoices module's job issues what is due (an invoice or a credit note) and clears
     * it in the same transaction, so an event is never lost between the two modules (a transactional outbox).
     */
    invoiceDueAt: timestamp("invoice_due_at", { withTimezone: true }),
    /**
     * Set by the trigger `orders_erp_changed` when the order's status, payment or total changes
     * (a cancellation, a payment, lines taken off): the ERP worker queues an `order.changed`
     * delivery and clears it in the same transaction (docs/erp.md), as `invoice_due_at` works.
     */
    erpChangedAt: timestamp("erp_changed_at", { withTimezone: true }),
    /**
     * The order's place in the ERP's pull of changes (`GET /api/erp/orders/changes`): taken from
     * `orders_change_seq` when the order is placed and again, by the trigger `orders_erp_changed`,
     * whenever its status, payment or total changes, so the last changed order has the highest.
     */
    changeSeq: bigint("change_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('orders_change_seq')`),
    /** When `change_seq` was taken (the clock, not the transaction's start): the pull leaves changes younger than 5 s for its next call. */
    changedAt: timestamp("changed_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /**
     * What the staff's search reads (`q`): buyer name, e-mail and company name, lower-cased without
     * diacritics (dukan_fold, migration 0005: "kovacic" finds Kovačić); a trigram index finds any part of it.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`dukan_fold(buyer_name || ' ' || buyer_email || ' ' || coalesce(company_name, ''))`,
    ),
  },
  (t) => [
    uniqueIndex("orders_number_idx").on(t.number),
    // The staff's order list (orders/admin-list.ts): newest first, by status, by total; number and OIB by prefix; text by trigram.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_status_created_idx").on(t.status, t.createdAt, t.id),
    index("orders_total_idx").on(t.totalCents, t.id),
    index("orders_number_prefix_idx").on(t.number.op("text_pattern_ops")),
    index("orders_company_oib_idx").on(t.companyOib.op("text_pattern_ops")),
    index("orders_buyer_email_idx").on(t.buyerEmail.op("text_pattern_ops")),
    index("orders_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("orders_invoice_due_idx")
      .on(t.invoiceDueAt)
      .where(sql`${t.invoiceDueAt} is not null`),
    index("orders_erp_changed_idx")
      .on(t.erpChangedAt)
      .where(sql`${t.erpChangedAt} is not null`),
    uniqueIndex("orders_change_seq_idx").on(t.changeSeq),
    uniqueIndex("orders_user_idempotency_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    check("orders_status_check", sql`${t.status} in (${listed(orderStatuses)})`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in (${listed(paymentStatuses)})`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in (${listed(paymentMethods)})`),
    check("orders_delivery_method_check", sql`${t.deliveryMethod} in (${listed(deliveryMethods)})`),
    check("orders_total_check", sql`${t.totalCents} >= 0`),
    check(
      "orders_paid_with_check",
      sql`${t.paidWith} is null or (${t.paidWith} in (${listed(counterPayments)}) and ${t.paymentMethod} = 'cash_on_pickup')`,
    ),
    check(
      "orders_payment_days_check",
      sql`(${t.paymentMethod} = 'on_account') = (${t.paymentDays} is not null)`,
    ),
  ],
);

/** One line of an order: the product as it was sold (code, names, price, rebate, VAT). */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null once the product is deleted from the catalogue; the snapshot stays. */
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    itemCode: text("item_code").notNull(),
    nameHr: text("name_hr").notNull(),
    nameEn: text("name_en").notNull(),
    /** One piece after the rebate, with VAT or without as the order's `prices_include_vat` says. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    rebatePercent: smallint("rebate_percent").notNull().default(0),
    vatRate: smallint("vat_rate").notNull(),
    quantity: integer("quantity").notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /**
     * When the line was cancelled: withdrawn from before the order was paid or sent
     * (orders/withdrawal.ts), so it is not sent, not invoiced and not in the order's totals.
     */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_quantity_check", sql`${t.quantity} > 0`),
  ],
);

/** Every change of an order's state, the first written when it is placed. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: orderStatuses }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    note: text("note").notNull().default(""),
    /** The member of staff who made the change (`staff_members.id`); null for the shop, the customer or the card gateway. */
    staffId: integer("staff_id"),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.at)],
);

/** The staff's internal notes on an order: never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Who wrote it (`staff_members.id`). */
    staffId: integer("staff_id"),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.at)],
);

/** A consumer's withdrawal statement (EU withdrawal function): at most one per order, kept as received. */
export const orderWithdrawals = pgTable(
  "order_withdrawals",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The order lines withdrawn from; every line when `all_lines`. */
    lineIds: jsonb("line_ids").$type<number[]>().notNull().default([]),
    allLines: boolean("all_lines").notNull(),
    note: text("note").notNull().default(""),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("order_withdrawals_order_idx").on(t.orderId)],
);

/**
 * Money received for an order (a bank statement's credit, a payment marked by hand): the order is
 * paid once what it received reaches its total (`markPaid`, payment-state.ts). `source_ref` is the
 * bank's entry reference of a statement's credit: one credit pays at most once.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived (the bank's booking date, or the date staff entered). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    source: text("source", { enum: ["bank_statement", "manual"] }).notNull(),
    sourceRef: text("source_ref"),
    /** The staff member who applied the statement or marked the payment (staff_members.id). */
    staffId: integer("staff_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId),
    uniqueIndex("order_payments_source_ref_idx").on(t.sourceRef),
    check("order_payments_amount_check", sql`${t.amountCents} > 0`),
    check("order_payments_source_check", sql`${t.source} in ('bank_statement', 'manual')`),
  ],
);

/** The reminder mailed the day before an unpaid bank transfer's hold ends: at most one per order. */
export const unpaidOrderReminders = pgTable("unpaid_order_reminders", {
  orderId: integer("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
