import type { BankStatement, StatementOutcome } from "@dukan/contract";

/** How the staff look at a statement's lines: the four outcomes the issue names, and the rest as refused. */
export const OUTCOME_GROUPS = [
  "matched",
  "partly_paid",
  "overpaid",
  "unmatched",
  "refused",
] as const;
export type OutcomeGroup = (typeof OUTCOME_GROUPS)[number];

export function groupOf(outcome: StatementOutcome): OutcomeGroup {
  switch (outcome) {
    case "matched":
    case "partly_paid":
    case "overpaid":
    case "unmatched":
      return outcome;
    default:
      return "refused";
  }
}

/** The tabs of a statement's lines: the outcome groups of its credits, and its debits apart. */
export const LINE_GROUPS = [...OUTCOME_GROUPS, "debits"] as const;
export type LineGroup = (typeof LINE_GROUPS)[number];

/** A line's tab: a debit is money going out (never matched), whatever its outcome says. */
export function lineGroupOf(
  line: Pick<BankStatement["lines"][number], "direction" | "outcome">,
): LineGroup {
  return line.direction === "debit" ? "debits" : groupOf(line.outcome);
}

/** The credits' count and amount by outcome group (the words of the tabs), from the API's summary. */
export function groupTotals(
  summary: BankStatement["summary"],
): Map<OutcomeGroup, { count: number; amountCents: number }> {
  const totals = new Map<OutcomeGroup, { count: number; amountCents: number }>();
  for (const [outcome, { count, amountCents }] of Object.entries(summary) as [
    StatementOutcome,
    { count: number; amountCents: number },
  ][]) {
    const group = groupOf(outcome);
    const sum = totals.get(group) ?? { count: 0, amountCents: 0 };
    totals.set(group, { count: sum.count + count, amountCents: sum.amountCents + amountCents });
  }
  return totals;
}
