import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "../db/columns.ts";

// Staff (apps/backend/src/staff): the back office's members of staff and their sessions. Staff are
// not customers: no row here is a `users` row, and a customer's token never opens a staff session.

/** A member of staff. E-mail is stored lower-cased; roles are scopes (`admin` implies every other). */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    language: text("language", { enum: ["hr", "en"] })
      .notNull()
      .default("hr"),
    roles: text("roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** argon2id; null until an invited member sets a password. */
    passwordHash: text("password_hash"),
    /** The TOTP secret, sealed with the shop's secret (AES-256-GCM); null without a second factor. */
    totpSecret: text("totp_secret"),
    /** A secret being enrolled, sealed likewise: becomes `totp_secret` once a code from it is confirmed. */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** HMAC-SHA256 of each unused recovery code; a code used is removed. */
    recoveryCodeHashes: text("recovery_code_hashes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Bumped by every change an admin makes (roles, name, disabled): a stale change answers 409. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("staff_members_email_idx").on(t.email),
    check("staff_members_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A staff login: found by its id, only the secret's SHA-256 kept. Ends after 8 hours without a
 * request (`last_seen_at`), at `expires_at` (7 days after login) whatever happens, or when ended
 * (logout, password change, the account disabled).
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id),
    secretHash: text("secret_hash").notNull(),
    address: text("address").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/** An invitation to set a password (`/admin/invitation?token=…`), valid 7 days, used once. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("staff_invitations_staff_idx").on(t.staffId)],
);
