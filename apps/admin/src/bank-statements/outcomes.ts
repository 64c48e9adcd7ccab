import type { StatementOutcome } from "@dukan/contract";

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
