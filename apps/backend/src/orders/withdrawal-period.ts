// The EU withdrawal function's period (Art. 11a of Directive 2011/83/EU; docs/orders.md "Withdrawal"):
// private persons only; open from placing the order until the end of the 14th day after it was
// completed (delivered or picked up), counted in Zagreb days; never for a cancelled order. The period
// runs from the FIRST completion: later history rows (a refund, the statement itself) never move it.

import type { OrderStatus } from "@dukan/contract";
import { zagrebDayStart, zagrebIsoDay } from "../calendar/zagreb.ts";

export const WITHDRAWAL_DAYS = 14;

/** The last moment of the withdrawal period of an order completed at `completedAt`: 23:59:59.999 Zagreb time, 14 days on. */
export function withdrawalDeadline(completedAt: Date): Date {
  return new Date(zagrebDayStart(zagrebIsoDay(completedAt), WITHDRAWAL_DAYS + 1).getTime() - 1);
}

/**
 * When the withdrawal period starts: the first time the order's history says completed (delivered
 * or picked up). Later rows that keep the status (a refund, the statement received, a staff note)
 * do not move it. `history` in the order it was written (time, then id).
 */
export function periodStartOf(
  history: readonly { status: OrderStatus; at: Date | string }[],
): Date | null {
  const first = history.find((row) => row.status === "completed");
  return first ? new Date(first.at) : null;
}

export interface WithdrawalState {
  buyerType: "company" | "person";
  status: OrderStatus;
  /** When the order was first completed, if it was (`periodStartOf`). */
  completedAt: Date | null;
  /** Whether a withdrawal statement was already received. */
  received: boolean;
}

export type WithdrawalCheck =
  | { open: true; until: Date | null }
  | {
      open: false;
      until: Date | null;
      reason:
        "withdrawal_not_for_companies" | "withdrawal_period_over" | "withdrawal_already_received";
    };

/** Whether the buyer may withdraw now, and if not why; `until` is the period's end once the order is completed. */
export function withdrawalCheck(state: WithdrawalState, now: Date): WithdrawalCheck {
  if (state.buyerType === "company")
    return { open: false, until: null, reason: "withdrawal_not_for_companies" };
  const until =
    state.status === "completed" && state.completedAt
      ? withdrawalDeadline(state.completedAt)
      : null;
  if (state.received) return { open: false, until, reason: "withdrawal_already_received" };
  if (state.status === "cancelled")
    return { open: false, until: null, reason: "withdrawal_period_over" };
  if (until && now.getTime() > until.getTime())
    return { open: false, until, reason: "withdrawal_period_over" };
  return { open: true, until };
}
