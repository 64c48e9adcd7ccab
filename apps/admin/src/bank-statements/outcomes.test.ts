import type { BankStatement, StatementOutcome } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { groupTotals, lineGroupOf } from "./outcomes.ts";

const summary = (
  filled: Partial<Record<StatementOutcome, [number, number]>>,
): BankStatement["summary"] => {
  const outcomes: StatementOutcome[] = [
    "matched",
    "partly_paid",
    "overpaid",
    "unmatched",
    "already_paid",
    "cancelled",
    "duplicate",
    "ignored",
  ];
  return Object.fromEntries(
    outcomes.map((o) => [o, { count: filled[o]?.[0] ?? 0, amountCents: filled[o]?.[1] ?? 0 }]),
  ) as BankStatement["summary"];
};

describe("a statement's totals and tabs", () => {
  it("total the credits by the tabs' groups: every refusal under one word", () => {
    const totals = groupTotals(
      summary({
        matched: [2, 14_000],
        duplicate: [1, 500],
        ignored: [1, 300],
        cancelled: [1, 200],
      }),
    );
    expect(totals.get("matched")).toEqual({ count: 2, amountCents: 14_000 });
    expect(totals.get("refused")).toEqual({ count: 3, amountCents: 1_000 });
  });

  it("puts a debit in its own tab, whatever its outcome", () => {
    expect(lineGroupOf({ direction: "debit", outcome: "ignored" })).toBe("debits");
    expect(lineGroupOf({ direction: "credit", outcome: "ignored" })).toBe("refused");
    expect(lineGroupOf({ direction: "credit", outcome: "overpaid" })).toBe("overpaid");
  });
});
