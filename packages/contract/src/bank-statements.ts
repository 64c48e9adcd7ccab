import { z } from "zod";
import {
  type SavedMapping,
  type SavedMappingChange,
  savedMappingSchemas,
} from "./saved-mappings.ts";

/**
 * Bank statements in the back office (issue 34, docs/payments.md "Bank statements"): a statement
 * uploaded is kept as a preview, each line matched to an order; applying it records the credits.
 * Field names are camelCase, as the staff API speaks.
 */
export const statementOutcomes = [
  "matched",
  "partly_paid",
  "overpaid",
  "unmatched",
  "already_paid",
  "cancelled",
  "duplicate",
  "ignored",
] as const;
export type StatementOutcome = (typeof statementOutcomes)[number];

export const statementLineSchema = z.object({
  position: z.number().int(),
  bookedOn: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  direction: z.enum(["credit", "debit"]),
  reference: z.string(),
  payer: z.string(),
  description: z.string(),
  orderNumber: z.string().nullable(),
  outcome: z.enum(statementOutcomes),
  /** Why, in a word: `debit`, `not_booked`, `in_this_file`, `applied_before`, `amount_unreadable`, `wrong_currency`, `no_reference`, `no_order`, `by_this_statement`. */
  note: z.string(),
  /** What the order still owed before this credit (credits matched to an unpaid order). */
  dueCents: z.number().int().nullable(),
  applied: z.boolean(),
});

const outcomeTotals = z.object({ count: z.number().int(), amountCents: z.number().int() });

export const bankStatementSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  /** `camt.053.001.02`, `camt.053.001.08`, … or `csv`. */
  format: z.string(),
  account: z.string().nullable(),
  uploadedAt: z.string(),
  appliedAt: z.string().nullable(),
  /** An earlier statement uploaded from the very same file. */
  sameFileAs: z.number().int().nullable(),
  /** The statement's credits (what the shop matches) by outcome; debits are not among them. */
  summary: z.object(
    Object.fromEntries(statementOutcomes.map((o) => [o, outcomeTotals])) as Record<
      StatementOutcome,
      typeof outcomeTotals
    >,
  ),
  /** The statement's debits (money going out of the account), apart: never matched, never added to the credits. */
  debits: outcomeTotals,
  /** What applying did: orders now paid, credits recorded, lines whose outcome changed since the preview. */
  result: z
    .object({ paid: z.number().int(), recorded: z.number().int(), changed: z.number().int() })
    .nullable(),
  lines: z.array(statementLineSchema),
});
export type BankStatement = z.infer<typeof bankStatementSchema>;

/** `GET /api/admin/bank-statements`: the statements uploaded, newest first (without their lines). */
export const bankStatementListSchema = z.object({
  data: z.array(bankStatementSchema.omit({ lines: true })),
  total: z.number().int(),
});

/** A CSV column by its header's text (case and spaces ignored) or its number from 1. */
const csvColumn = z.union(
  [
    z.string({ error: "text" }).trim().min(1, "required").max(100, "too_long"),
    z
      .number({ error: "whole_number" })
      .int("whole_number")
      .min(1, "whole_number")
      .max(200, "whole_number"),
  ],
  {
    error: (issue) => (issue.input === undefined || issue.input === null ? "required" : "invalid"),
  },
);

/** How a bank's CSV export is read: which column holds what, and how it is written. */
export const csvMappingSchema = z.strictObject({
  delimiter: z.enum([";", ",", "\t", "|"], { error: "invalid" }).default(";"),
  /** `auto`: UTF-8 if the bytes are valid UTF-8, else Windows-1250. */
  encoding: z.enum(["auto", "utf-8", "windows-1250"], { error: "invalid" }).default("auto"),
  /** The decimal separator of amounts: `1.234,56` (`,`) or `1,234.56` (`.`). */
  decimal: z.enum([",", "."], { error: "invalid" }).default(","),
  /** Lines before the header row (a bank's title lines). */
  skipLines: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(0, "whole_number")
    .max(50, "whole_number")
    .default(0),
  columns: z.strictObject(
    {
      date: csvColumn,
      amount: csvColumn,
      reference: csvColumn,
      payer: csvColumn.optional(),
      description: csvColumn.optional(),
      /** The bank's own reference of the transaction: it tells a repeated entry from a new one. */
      bankReference: csvColumn.optional(),
      /** A separate column of debits (outgoing amounts), when the bank writes them apart. */
      debit: csvColumn.optional(),
      currency: csvColumn.optional(),
    },
    { error: (issue) => (issue.input === undefined ? "required" : "invalid") },
  ),
});
export type CsvMapping = z.output<typeof csvMappingSchema>;
export type CsvMappingInput = z.input<typeof csvMappingSchema>;

/**
 * The CSV column mappings saved under the names of their sources (the bank, the account): staff
 * choose one when they upload that bank's export (`POST /api/admin/bank-statements` with
 * `mappingId`); `…/mappings` and `…/mappings/{id}`.
 */
export const statementMappingSchemas = savedMappingSchemas(csvMappingSchema);
export const statementMappingSchema = statementMappingSchemas.record;
export type StatementMapping = SavedMapping<CsvMapping>;
export const statementMappingListSchema = statementMappingSchemas.list;
export const statementMappingCreateSchema = statementMappingSchemas.create;
export const statementMappingChangeSchema = statementMappingSchemas.change;
export type StatementMappingChange = SavedMappingChange<CsvMapping>;
export const statementMappingParamsSchema = statementMappingSchemas.params;
