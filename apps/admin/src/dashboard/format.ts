import type { OrderStatus } from "@dukan/contract";
import { localeTag } from "../i18n/numbers.ts";

// Numbers, money and days on the dashboard, in the app's language. Days are Zagreb's, as the API counts them.

/** The change from last year's figure to this one, e.g. "+12 %"; null when last year had none. */
export function change(now: number, lastYear: number, locale: string): string | null {
  if (lastYear === 0) return null;
  return new Intl.NumberFormat(localeTag(locale), {
    style: "percent",
    maximumFractionDigits: 0,
    signDisplay: "exceptZero",
  }).format((now - lastYear) / lastYear);
}

/** A Zagreb day (YYYY-MM-DD) shown as a date, e.g. "27. 11. 2026." or "27 Nov 2026". */
export function day(value: string, locale: string, style: "short" | "medium" = "medium"): string {
  return new Date(`${value}T12:00:00Z`).toLocaleDateString(localeTag(locale), {
    timeZone: "UTC",
    ...(style === "short" ? { day: "numeric", month: "numeric" } : { dateStyle: "medium" }),
  });
}

/** A moment's Zagreb day (YYYY-MM-DD). */
export function zagrebDay(moment: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Zagreb",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(moment));
}

/** The day `days` before a day (YYYY-MM-DD). */
export function daysBefore(value: string, days: number): string {
  const moment = new Date(`${value}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() - days);
  return moment.toISOString().slice(0, 10);
}

/** A react-admin list's address with its filters (`?filter=…&displayedFilters=…`), as its filter form writes it. */
export function listLink(resource: string, filter: Record<string, unknown>): string {
  const shown = Object.fromEntries(Object.keys(filter).map((name) => [name, true]));
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    displayedFilters: JSON.stringify(shown),
  });
  return `/${resource}?${query.toString()}`;
}

/** Order statuses other than cancelled: what the dashboard counts as an unpaid order. */
const NOT_CANCELLED: OrderStatus[] = [
  "received",
  "confirmed",
  "ready_for_pickup",
  "shipped",
  "completed",
];

export type UnpaidAge = "0-2" | "3-5" | "6-8" | "9+";

/**
 * The orders list's filter (its API's names, docs/orders.md) for an age group of the dashboard:
 * unpaid bank-transfer orders, not cancelled, placed on those Zagreb days (`created_to` takes the
 * whole day).
 */
export function unpaidOrdersFilter(age: UnpaidAge, today: string): Record<string, unknown> {
  const ages: Record<UnpaidAge, { newest: number; oldest: number | null }> = {
    "0-2": { newest: 0, oldest: 2 },
    "3-5": { newest: 3, oldest: 5 },
    "6-8": { newest: 6, oldest: 8 },
    "9+": { newest: 9, oldest: null },
  };
  const { newest, oldest } = ages[age];
  return {
    payment_method: ["bank_transfer"],
    // As the dashboard counts them: partly paid ones too.
    payment_status: ["unpaid", "partly_paid"],
    status: NOT_CANCELLED,
    ...(oldest === null ? {} : { created_from: daysBefore(today, oldest) }),
    created_to: daysBefore(today, newest),
  };
}

/**
 * The orders list's filter for a sales period of the dashboard (today, this week, this month): the
 * orders it counts, placed from the period's first Zagreb day to today, cancelled ones left out.
 */
export function periodOrdersFilter(from: string, today: string): Record<string, unknown> {
  return { status: NOT_CANCELLED, created_from: zagrebDay(from), created_to: today };
}
