import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns.ts";

// Accounts (apps/backend/src/accounts): customers, their login sessions and single-use links.

/** A customer: a legal entity (company data set) or a private person. E-mail is stored lower-cased. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["company", "person"] }).notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    /** argon2id; null for customers imported from the old site, who must set a password first. */
    passwordHash: text("password_hash"),
    newsletter: boolean("newsletter").notNull().default(false),
    language: text("language", { enum: ["hr", "en"] })
      .notNull()
      .default("hr"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /** Imported from the old site: login is refused until the password is reset. */
    mustResetPassword: boolean("must_reset_password").notNull().default(false),
    companyName: text("company_name"),
    companyOib: text("company_oib"),
    companyAddress: text("company_address"),
    companyPlace: text("company_place"),
    companyPostOffice: text("company_post_office"),
    companyPhone: text("company_phone"),
    /** Permissions: a list of values or an object of flags (see hasPermission in the contract). */
    scope: jsonb("scope")
      .$type<string[] | Record<string, unknown>>()
      .notNull()
      .default(["customer"]),
    /** Bumped when the password changes; access tokens issued before it stop working. */
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when the customer deleted their account: personal data erased, orders kept as the law asks. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Blocked by the staff: no login, no order, every session ended. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    /** A legal entity waiting for the staff's approval (site setting `customers`): retail prices until approved. */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    /** Bumped by every staff edit; an edit naming an older one is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    // The staff's customer search: prefixes of name, e-mail, OIB and company name (text_pattern_ops for LIKE 'x%').
    index("users_name_prefix_idx").using("btree", sql`lower(${t.name}) text_pattern_ops`),
    index("users_email_prefix_idx").using("btree", sql`${t.email} text_pattern_ops`),
    index("users_oib_prefix_idx").using("btree", sql`${t.companyOib} text_pattern_ops`),
    index("users_company_prefix_idx").using("btree", sql`lower(${t.companyName}) text_pattern_ops`),
    index("users_created_idx").on(t.createdAt, t.id),
    check("users_type_check", sql`${t.type} in ('company', 'person')`),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A login session: its refresh token is `<id>.<secret>`; only the secret's SHA-256 is kept,
 * replaced on every refresh (the previous one is remembered to detect a stolen token's reuse).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    previousSecretHash: text("previous_secret_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * A single-use link sent by mail (confirm the address, reset the password, move the account to a
 * new address): `<id>.<secret>`, the secret kept hashed.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["confirm_email", "reset_password", "change_email"],
    }).notNull(),
    /** `change_email`: the address the account moves to once the link, mailed there, is used. */
    newEmail: text("new_email"),
    secretHash: text("secret_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_links_user_idx").on(t.userId, t.purpose)],
);

/** A customer's successful logins (the staff's customer page shows the latest). */
export const customerLogins = pgTable(
  "customer_logins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    address: text("address").notNull(),
  },
  (t) => [index("customer_logins_user_idx").on(t.userId, t.at)],
);

/**
 * A company's payment terms, given by the staff (payment on account, docs/invoices.md): it may
 * order without paying first, up to `credit_limit_cents` of open invoices and orders, and pays each
 * invoice within `days`. Invoices overdue longer than `block_after_overdue_days` stop new orders on
 * account until paid. The placing locks this row (`FOR UPDATE`), so two orders at once take their
 * turns against the limit.
 */
export const customerTerms = pgTable(
  "customer_terms",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    days: integer("days").notNull(),
    creditLimitCents: integer("credit_limit_cents").notNull(),
    blockAfterOverdueDays: integer("block_after_overdue_days").notNull().default(15),
    ...timestamps,
  },
  (t) => [
    check("customer_terms_days_check", sql`${t.days} between 1 and 120`),
    check("customer_terms_limit_check", sql`${t.creditLimitCents} >= 0`),
    check("customer_terms_block_check", sql`${t.blockAfterOverdueDays} between 0 and 365`),
  ],
);
