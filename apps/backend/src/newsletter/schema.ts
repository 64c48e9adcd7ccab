import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Newsletter (apps/backend/src/newsletter): subscribers by double opt-in; purged 6 months after leaving.
// ---------------------------------------------------------------------------

/**
 * One address (lower case). `pending` until the mailed link confirms it, `subscribed` after, and
 * `unsubscribed` when it leaves; an unsubscribed address is deleted 6 months after its last contact.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    language: text("language", { enum: ["hr", "en"] }).notNull(),
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] }).notNull(),
    /** Where the consent was given: the footer form or registration. */
    source: text("source", { enum: ["footer", "registration", "profile", "staff"] }).notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The last time this person and the shop were in touch (subscribed, confirmed, mailed, unsubscribed). */
    lastContactAt: timestamp("last_contact_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    index("newsletter_subscribers_status_idx").on(t.status, t.lastContactAt),
  ],
);

/**
 * A newsletter the staff compose (issue 35): subject and sanitised HTML in both languages, the rate
 * its mails go out at, and, once sent, when and to how many. Sent once: `status` goes `draft` →
 * `sent` in the transaction that queues its mails (`about` = `newsletter:<id>` in the outbox).
 */
export const newsletterCampaigns = pgTable("newsletter_campaigns", {
  id: serial("id").primaryKey(),
  subjectHr: text("subject_hr").notNull(),
  subjectEn: text("subject_en").notNull(),
  htmlHr: text("html_hr").notNull(),
  htmlEn: text("html_en").notNull(),
  /** Mails a minute: each queued mail waits for its turn (`next_attempt_at`). */
  ratePerMinute: integer("rate_per_minute").notNull().default(60),
  status: text("status", { enum: ["draft", "sent"] })
    .notNull()
    .default("draft"),
  /** Mails queued when it was sent. */
  queued: integer("queued").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
