import {
  type PriceImportMapping,
  type PriceImportOutcome,
  priceImportOutcomes,
  type PriceImportStatus,
  priceImportStatuses,
} from "@dukan/contract";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { savedMappingsTable } from "../saved-mappings/table.ts";

// ---------------------------------------------------------------------------
// Price and stock imports from the ERP (apps/backend/src/price-imports): a file read with a column
// mapping, kept as a preview row by row, applied in one transaction (docs/back-office.md "Staff:
// price and stock imports", decision 0xx).
// ---------------------------------------------------------------------------

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** What a row's values are, as read from the file (null: the column is not mapped or the cell is empty). */
export interface ImportedValues {
  name: string | null;
  ean: string | null;
  retailPriceCents: number | null;
  wholesalePriceCents: number | null;
  stock: number | null;
  categoryId: number | null;
  brandId: number | null;
}

export type FieldChanges = Record<
  string,
  { before: number | string | null; after: number | string | null }
>;

/** One import: its file, how it was read, its state, and what applying it did. */
export const priceImports = pgTable(
  "price_imports",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** `csv` or `xlsx` (null until read). */
    format: text("format"),
    /** `upload` (staff) or `poll` (the scheduled job). */
    source: text("source").notNull().default("upload"),
    mappingName: text("mapping_name"),
    status: text("status", { enum: priceImportStatuses }).$type<PriceImportStatus>().notNull(),
    /** Why the file could not be read (a field problem's word), when `failed`. */
    failure: text("failure"),
    maxDropPercent: smallint("max_drop_percent").notNull(),
    uploadedBy: integer("uploaded_by"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer("applied_by"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    result: jsonb("result").$type<{
      changed: number;
      created: number;
      priceChanges: number;
      leftHeld: number;
    }>(),
  },
  (t) => [
    index("price_imports_sha_idx").on(t.fileSha256),
    check("price_imports_status_check", sql`${t.status} in (${listed(priceImportStatuses)})`),
  ],
);

/** One data row of an import's file, compared with the catalogue when it was read. */
export const priceImportRows = pgTable(
  "price_import_rows",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => priceImports.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemCode: text("item_code").notNull(),
    name: text("name").notNull().default(""),
    productId: integer("product_id"),
    outcome: text("outcome", { enum: priceImportOutcomes }).$type<PriceImportOutcome>().notNull(),
    reasons: jsonb("reasons").$type<string[]>().notNull().default([]),
    values: jsonb("values").$type<ImportedValues>().notNull(),
    changes: jsonb("changes").$type<FieldChanges>().notNull().default({}),
    confirmed: boolean("confirmed").notNull().default(false),
    applied: boolean("applied").notNull().default(false),
  },
  (t) => [
    uniqueIndex("price_import_rows_position_idx").on(t.importId, t.position),
    index("price_import_rows_outcome_idx").on(t.importId, t.outcome, t.position),
    check("price_import_rows_outcome_check", sql`${t.outcome} in (${listed(priceImportOutcomes)})`),
  ],
);

/** The column mappings saved per source, the ERP or a supplier (`saved-mappings/`). */
export const priceImportSources = savedMappingsTable<PriceImportMapping>("price_import_sources");

/** The scheduled job's memory: the last file it read from a source (folder entry or URL), by digest. */
export const priceImportPolls = pgTable("price_import_polls", {
  source: text("source").primaryKey(),
  lastSha256: text("last_sha256").notNull(),
  polledAt: timestamp("polled_at", { withTimezone: true }).notNull().defaultNow(),
});
