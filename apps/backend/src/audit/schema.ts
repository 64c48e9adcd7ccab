import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The audit log (apps/backend/src/audit): every change staff make through /api/admin/*, every staff
// login, failed login and second-factor change. Rows are only ever inserted: no code path updates
// or deletes them, and they are kept at least two years (never purged sooner).

/** One field's value before and after a change. */
export type AuditChange = { before: unknown; after: unknown };

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who acted; null for a failed login with an unknown address. */
    staffId: integer("staff_id"),
    /** The client's address. */
    address: text("address").notNull(),
    /** What was done: `login`, `login_failed`, `update`, `status_change`, … */
    action: text("action").notNull(),
    /** What it was done to: `product`, `order`, `setting`, `page`, `staff`, … */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** The changed fields only: `{field: {before, after}}`. */
    changes: jsonb("changes").$type<Record<string, AuditChange>>().notNull().default({}),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_staff_idx").on(t.staffId, t.at),
  ],
);
