// Each credit of a statement matched to an order by its HR01 reference and amount (a pure
// function of the entries, the orders' payment standing and the credits applied before).

import type { OrderPaymentStanding } from "../orders/payment-state.ts";
import type { StatementOutcome } from "./schema.ts";
import { orderNumberOfReference, type StatementEntry } from "./statement-line.ts";

export interface MatchedLine extends StatementEntry {
  position: number;
  orderNumber: string | null;
  orderId: number | null;
  outcome: StatementOutcome;
  /** Why, in a word: `debit`, `not_booked`, `in_this_file`, `applied_before`, `amount_unreadable`, `wrong_currency`, `no_reference`, `no_order`, `by_this_statement`. */
  note: string;
  /** What the order still owed before this credit. */
  dueCents: number | null;
}

/** The outcomes whose credits are recorded on their order when the statement is applied. */
export const recordedOutcomes: ReadonlySet<StatementOutcome> = new Set([
  "matched",
  "partly_paid",
  "overpaid",
]);

/** The order numbers the entries' references name (to read their standing at once). */
export function referencedNumbers(entries: readonly StatementEntry[]): string[] {
  const numbers = new Set<string>();
  for (const e of entries) {
    const number = orderNumberOfReference(e.reference, e.description);
    if (number) numbers.add(number);
  }
  return [...numbers];
}

/**
 * Every entry's outcome, in the file's order: a credit pays its order's remaining amount exactly
 * (matched), less (partly paid) or more (overpaid); an order paid by an earlier line is already
 * paid; the same bank entry twice in the file, or applied from an earlier statement, is a duplicate.
 */
export function matchEntries(
  entries: readonly StatementEntry[],
  standings: ReadonlyMap<string, OrderPaymentStanding>,
  appliedBefore: ReadonlySet<string>,
): MatchedLine[] {
  const seen = new Set<string>();
  const received = new Map<number, number>();
  const paidHere = new Set<number>();
  return entries.map((entry, position) => {
    const orderNumber = orderNumberOfReference(entry.reference, entry.description);
    const order = orderNumber ? standings.get(orderNumber) : undefined;
    const line = (outcome: StatementOutcome, note = "", dueCents: number | null = null) => ({
      ...entry,
      position,
      orderNumber,
      orderId: order?.id ?? null,
      outcome,
      note,
      dueCents,
    });
    if (entry.direction === "debit") return line("ignored", "debit");
    if (!entry.booked) return line("ignored", "not_booked");
    if (seen.has(entry.entryKey)) return line("duplicate", "in_this_file");
    seen.add(entry.entryKey);
    if (appliedBefore.has(entry.entryKey)) return line("duplicate", "applied_before");
    if (entry.amountCents === null || entry.amountCents <= 0)
      return line("unmatched", "amount_unreadable");
    if (entry.currency !== "EUR") return line("unmatched", "wrong_currency");
    if (!orderNumber) return line("unmatched", "no_reference");
    if (!order) return line("unmatched", "no_order");
    if (order.status === "cancelled") return line("cancelled");
    if (order.paymentStatus !== "unpaid") return line("already_paid");
    if (paidHere.has(order.id)) return line("already_paid", "by_this_statement");
    const before = received.get(order.id) ?? order.receivedCents;
    const due = order.totalCents - before;
    const after = before + entry.amountCents;
    received.set(order.id, after);
    if (after >= order.totalCents) paidHere.add(order.id);
    const outcome =
      entry.amountCents === due ? "matched" : entry.amountCents < due ? "partly_paid" : "overpaid";
    return line(outcome, "", due);
  });
}
