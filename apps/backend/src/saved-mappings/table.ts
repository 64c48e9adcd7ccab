import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A table of column mappings saved under a name (one per bank, ERP or supplier), unique in any
 * case. Each importing module declares its own in its schema.ts (`bank_statement_mappings`,
 * `price_import_sources`) and owns it; this only gives them one shape.
 */
export function savedMappingsTable<Mapping>(name: string) {
  return pgTable(
    name,
    {
      id: serial("id").primaryKey(),
      name: text("name").notNull(),
      mapping: jsonb("mapping").$type<Mapping>().notNull(),
      version: integer("version").notNull().default(1),
      createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_name_idx`).on(sql`lower(${t.name})`)],
  );
}

export type SavedMappingsTable<Mapping> = ReturnType<typeof savedMappingsTable<Mapping>>;
