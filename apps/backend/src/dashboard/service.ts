// The back office's dashboard (docs/back-office.md "Dashboard"): each figure read through its owning
// module's exported function (decision 021), each part only for staff whose roles reach it.

import { type Dashboard, holdsScope, type Language, type StaffRole } from "@dukan/contract";
import { companiesAwaitingApproval } from "../accounts/awaiting-approval.ts";
import { lowStockProducts } from "../catalogue/low-stock.ts";
import { newConversations } from "../contact/conversations.ts";
import { INBOX_SCOPE } from "../contact/inbox.ts";
import type { Db } from "../db/client.ts";
import {
  ordersWaitingByStatus,
  salesByDay,
  salesInRanges,
  type SalesTotals,
  unpaidBankTransfersByAge,
} from "../orders/figures.ts";
import type { SettingsStore } from "../settings/store.ts";
import {
  addDays,
  isoDay,
  mondayOf,
  type Period,
  periodSince,
  startOf,
  TIME_ZONE,
  yearEarlier,
  zagrebDay,
} from "../calendar/zagreb.ts";

/** Days in the chart, today included. */
export const CHART_DAYS = 30;
/** Entries shown of each list (new conversations, low-stock products, waiting companies). */
export const LISTED = 10;

export interface DashboardOptions {
  settings: SettingsStore;
  now?: () => Date;
}

const none: SalesTotals = { orders: 0, netCents: 0, grossCents: 0 };

export function dashboardService(db: Db, options: DashboardOptions) {
  const now = options.now ?? (() => new Date());

  async function sales(at: Date): Promise<NonNullable<Dashboard["sales"]>> {
    const today = zagrebDay(at);
    const periods = {
      today: periodSince(today, at),
      week: periodSince(mondayOf(today), at),
      month: periodSince({ ...today, day: 1 }, at),
    };
    const list: Period[] = [periods.today, periods.week, periods.month];
    const first = addDays(today, -(CHART_DAYS - 1));
    const [totals, daysNow, daysBefore] = await Promise.all([
      salesInRanges(db, [...list, ...list.map((period) => period.lastYear)]),
      salesByDay(db, { from: startOf(first), to: startOf(addDays(today, 1)) }, TIME_ZONE),
      salesByDay(
        db,
        { from: startOf(yearEarlier(first)), to: startOf(addDays(yearEarlier(today), 1)) },
        TIME_ZONE,
      ),
    ]);
    const answer = (period: Period, index: number) => ({
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      current: totals[index] ?? none,
      lastYear: {
        ...(totals[index + list.length] ?? none),
        from: period.lastYear.from.toISOString(),
        to: period.lastYear.to.toISOString(),
      },
    });
    return {
      today: answer(periods.today, 0),
      week: answer(periods.week, 1),
      month: answer(periods.month, 2),
      daily: Array.from({ length: CHART_DAYS }, (_, index) => {
        const day = addDays(first, index);
        const before = yearEarlier(day);
        return {
          day: isoDay(day),
          ...(daysNow.get(isoDay(day)) ?? none),
          lastYearDay: isoDay(before),
          lastYear: daysBefore.get(isoDay(before)) ?? none,
        };
      }),
    };
  }

  return {
    /** The dashboard as a member of staff with `roles` may see it; product names in `language`. */
    async forStaff(roles: readonly StaffRole[], language: Language): Promise<Dashboard> {
      const at = now();
      const may = (scope: StaffRole) => holdsScope(roles, scope);
      const [salesPart, waiting, unpaid, waitingCompanies, fresh, lowStock] = await Promise.all([
        may("orders") ? sales(at) : undefined,
        may("orders") ? ordersWaitingByStatus(db) : undefined,
        may("orders") ? unpaidBankTransfersByAge(db, at, TIME_ZONE) : undefined,
        may("customers") ? companiesAwaitingApproval(db, LISTED) : undefined,
        may(INBOX_SCOPE) ? newConversations(db, LISTED) : undefined,
        may("catalogue")
          ? options.settings.get("low_stock").then(async ({ threshold }) => ({
              threshold,
              ...(await lowStockProducts(db, threshold, LISTED, language)),
            }))
          : undefined,
      ]);
      return {
        generatedAt: at.toISOString(),
        timeZone: TIME_ZONE,
        ...(salesPart && { sales: salesPart }),
        ...(waiting && { ordersWaiting: waiting }),
        ...(unpaid && { unpaidBankTransfers: unpaid }),
        ...(waitingCompanies && {
          companiesAwaitingApproval: waitingCompanies,
        }),
        ...(fresh && { newInquiries: fresh }),
        ...(lowStock && { lowStock }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
