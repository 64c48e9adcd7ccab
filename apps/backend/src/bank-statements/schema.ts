import { type CsvMapping, type StatementOutcome, statementOutcomes } from "@dukan/contract";
import { sql } from "drizzle-orm";
import {
  check,
  date,
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
// Bank statements (apps/backend/src/bank-statements): a statement uploaded by staff, each credit
// matched to an order, kept as a preview until applied (docs/payments.md "Bank statements").
// ---------------------------------------------------------------------------

export { statementOutcomes, type StatementOutcome };

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** One uploaded statement: its file's name and SHA-256, its format, who uploaded and applied it. */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: serial("id").primaryKey(),
    fileName: text("file_name").notNull(),
    fileSha256: text("file_sha256").notNull(),
    /** `camt.053.001.02`, `camt.053.001.08`, … or `csv`. */
    format: text("format").notNull(),
    /** The account the statement is of (camt), when it names one. */
    account: text("account"),
    uploadedBy: integer("uploaded_by"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
    appliedBy: integer("applied_by"),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    /** What applying it did: `{ paid, partlyPaid, changedSincePreview }`. */
    result: jsonb("result").$type<{ paid: number; recorded: number; changed: number }>(),
  },
  (t) => [index("bank_statements_sha_idx").on(t.fileSha256)],
);

/**
 * One credit (or ignored debit) of a statement, as read and as matched. `entry_key` is the bank's
 * reference of the credit (or a digest of its fields): once applied, the same credit in any later
 * statement is a duplicate (`bank_statement_lines_applied_idx`).
 */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: serial("id").primaryKey(),
    statementId: integer("statement_id")
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    entryKey: text("entry_key").notNull(),
    bookedOn: date("booked_on", { mode: "string" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    direction: text("direction", { enum: ["credit", "debit"] }).notNull(),
    reference: text("reference").notNull().default(""),
    payer: text("payer").notNull().default(""),
    description: text("description").notNull().default(""),
    /** The order the reference names (its number even when there is no such order). */
    orderNumber: text("order_number"),
    orderId: integer("order_id"),
    outcome: text("outcome", { enum: statementOutcomes }).notNull(),
    /** Why, in a word (`no_reference`, `no_order`, `wrong_currency`, `in_this_file`, `applied_before`…). */
    note: text("note").notNull().default(""),
    /** What the order still owed before this credit (matched lines). */
    dueCents: integer("due_cents"),
    /** 1 once this credit was recorded on its order. */
    applied: smallint("applied").notNull().default(0),
  },
  (t) => [
    uniqueIndex("bank_statement_lines_position_idx").on(t.statementId, t.position),
    uniqueIndex("bank_statement_lines_applied_idx")
      .on(t.entryKey)
      .where(sql`${t.applied} = 1`),
    index("bank_statement_lines_key_idx").on(t.entryKey),
    check(
      "bank_statement_lines_outcome_check",
      sql`${t.outcome} in (${listed(statementOutcomes)})`,
    ),
  ],
);

/** The CSV column mappings saved per bank account (`saved-mappings/`); `mapping` is the contract's `csvMappingSchema` output. */
export const bankStatementMappings = savedMappingsTable<CsvMapping>("bank_statement_mappings");
