import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// ---------------------------------------------------------------------------
// Catalogue and content changes (apps/backend/src/changes): written by triggers, read by every
// shop process to drop what its caches hold of them (docs/page-cache.md).
// ---------------------------------------------------------------------------

/**
 * One committed change: the keys of what it touched (`product:<id>`, `category:<id>`, `products`,
 * `page:<key>`, `downloads`, `settings`, or `*` for everything). Written by the triggers of
 * migration 0018 in the changing transaction, so a change is visible exactly when it is committed.
 */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keys: text("keys").array().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("catalogue_changes_changed_at_idx").on(t.changedAt)],
);
