// The EU withdrawal function's period (Art. 11a of Directive 2011/83/EU; docs/orders.md "Withdrawal"):
// private persons only; open from placing the order until the end of the 14th day after it was
// completed (delivered or picked up), counted in Zagreb days; never for a cancelled order. The period
// runs from the FIRST completion: later history rows (a refund, the statement itself) never move it.

import type { OrderStatus } from "@dukan/contract";

export const WITHDRAWAL_DAYS = 14;
const ZONE = "Europe/Zagreb";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: ZONE,
  timeZoneName: "longOffset",
});

/** Minutes Zagreb is ahead of UTC at this instant (60 in winter, 120 in summer). */
function zagrebOffsetMinutes(at: number): number {
  const name =
    offsetFormat.formatToParts(new Date(at)).find((part) => part.type === "timeZoneName")?.value ??
    "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a Zagreb calendar day (year, month 1–12, day; day may overflow) starts. */
function zagrebMidnight(year: number, month: number, day: number): number {
  const naive = Date.UTC(year, month - 1, day);
  const first = naive - zagrebOffsetMinutes(naive) * 60_000;
  return naive - zagrebOffsetMinutes(first) * 60_000;
}

/** The last moment of the withdrawal period of an order completed at `completedAt`: 23:59:59.999 Zagreb time, 14 days on. */
export function withdrawalDeadline(completedAt: Date): Date {
  const [year, month, day] = dayFormat.format(completedAt).split("-").map(Number);
  return new Date(zagrebMidnight(year ?? 1970, month ?? 1, (day ?? 1) + WITHDRAWAL_DAYS + 1) - 1);
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
