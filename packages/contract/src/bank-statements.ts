import { z } from "zod";

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
  summary: z.object(
    Object.fromEntries(statementOutcomes.map((o) => [o, outcomeTotals])) as Record<
      StatementOutcome,
      typeof outcomeTotals
    >,
  ),
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
