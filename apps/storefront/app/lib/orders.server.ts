import { type Language, type Order, orderNumberPattern } from "@dukan/contract";
import { data, redirect } from "react-router";
import type { ApiClient, ApiOutcome } from "./api.server.ts";
import { pageLanguage } from "./context.ts";
import { loginPath } from "./guard.server.ts";
import { screenPath } from "./lists-paths.ts";
import type { OrderDates } from "./orders.ts";

/**
 * Dates and times as the page's language writes them (`Intl`, on the server only, so the
 * browser hydrates the very same text), always on the shop's clock: Zagreb.
 */
export function formatDateTime(
  iso: string,
  language: Language,
  style: "long" | "short" = "long",
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormats[language][style].format(date);
}

/** A day without its time ("7. prosinca 2026." / "7 December 2026"), for the end of the withdrawal period. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayFormats[language].format(date);
}

// Made once per language: building an Intl formatter costs far more than using it (an order list writes dozens of dates).
const localeOf = (language: Language) => (language === "hr" ? "hr-HR" : "en-GB");
const dateTimeFormatOf = (language: Language, dateStyle: "long" | "medium") =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle,
    timeStyle: "short",
    timeZone: "Europe/Zagreb",
  });
const dateTimeFormats: Record<Language, Record<"long" | "short", Intl.DateTimeFormat>> = {
  hr: { long: dateTimeFormatOf("hr", "long"), short: dateTimeFormatOf("hr", "medium") },
  en: { long: dateTimeFormatOf("en", "long"), short: dateTimeFormatOf("en", "medium") },
};
const dayFormats: Record<Language, Intl.DateTimeFormat> = {
  hr: new Intl.DateTimeFormat(localeOf("hr"), { dateStyle: "long", timeZone: "Europe/Zagreb" }),
  en: new Intl.DateTimeFormat(localeOf("en"), { dateStyle: "long", timeZone: "Europe/Zagreb" }),
};

/** Every date an order's page shows, written once in the loader. */
export function orderDates(order: Order, language: Language): OrderDates {
  return {
    created: formatDateTime(order.created_at, language),
    history: order.history.map((entry) => formatDateTime(entry.at, language, "short")),
    withdrawalUntil: order.withdrawal.until ? formatDate(order.withdrawal.until, language) : null,
    withdrawalReceived: order.withdrawal.received
      ? formatDateTime(order.withdrawal.received.at, language)
      : null,
    payBy: order.payment_slip?.pay_by ? formatDate(order.payment_slip.pay_by, language) : null,
  };
}

/** A well-formed order number (`2026-000123`), or null. */
export function orderNumberOf(value: string | null | undefined): string | null {
  const number = (value ?? "").trim();
  return orderNumberPattern.test(number) ? number : null;
}

type Args = { url: URL };

/** A refused API call for the logged-in customer: a session that ended logs in again; anything else is the page's error. */
export function failed(args: Args, outcome: ApiOutcome<unknown> & { ok: false }): never {
  if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
  throw data(null, {
    status: outcome.status === 404 ? 404 : outcome.status >= 500 ? 502 : outcome.status,
  });
}

/** The customer's own order, or null when the number is unknown or another customer's (the API answers 404 for both). */
export async function ownOrder(
  args: Args,
  api: ApiClient,
  number: string | null,
): Promise<Order | null> {
  if (!number) return null;
  const outcome = await api.order(number);
  if (outcome.ok) return outcome.data;
  if (outcome.status === 404) return null;
  return failed(args, outcome);
}

/** The fields the test gateway signs and sends the browser back with (`/success?…` or `/fail?…`). */
export const gatewayFields = [
  "attempt",
  "order_number",
  "amount_cents",
  "outcome",
  "timestamp",
  "signature",
] as const;

/** The gateway's signed answer in a page's query, or null when the query carries none. */
export function gatewayAnswerOf(search: URLSearchParams): Record<string, string> | null {
  if (!search.has("signature")) return null;
  return Object.fromEntries(gatewayFields.map((field) => [field, search.get(field) ?? ""]));
}

/** `/success?order=…` or `/fail?order=…` in the page's language. */
export function afterPaymentPath(
  language: Language,
  page: "success" | "fail",
  number: string,
): string {
  return `${screenPath(language, page)}?order=${encodeURIComponent(number)}`;
}

/**
 * The browser came back from the gateway with its signed answer: the back end checks it (and
 * marks the order paid on approval), then the page is asked for again without the fields, so a
 * reload or a bookmark never sends them twice. Approved → success; declined, cancelled, or an
 * answer the back end refused (forged, replayed) → fail, which shows the order as it now is.
 */
export async function settleGatewayAnswer(args: Args, api: ApiClient): Promise<void> {
  const fields = gatewayAnswerOf(args.url.searchParams);
  if (!fields) return;
  const language = pageLanguage(args.url);
  const outcome = await api.gatewayCallback(fields);
  if (outcome.ok) {
    const answer = outcome.data.data;
    throw redirect(
      afterPaymentPath(
        language,
        answer.outcome === "approved" ? "success" : "fail",
        answer.order_number,
      ),
    );
  }
  if (outcome.status === 401) throw redirect(loginPath(language, args.url));
  const number = orderNumberOf(fields.order_number);
  throw redirect(
    number ? afterPaymentPath(language, "fail", number) : screenPath(language, "orders"),
  );
}

/** Whether the order waits for a card payment (paid by card or in instalments, not paid yet, not cancelled). */
export function awaitsCardPayment(order: Order): boolean {
  return (
    (order.payment_method === "card" || order.payment_method === "card_instalments") &&
    order.payment_status === "unpaid"
  );
}

/** The 404 page with status 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
