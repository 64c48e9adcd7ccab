// Payment on account (issue 37, docs/invoices.md): a company the staff gave terms (accounts'
// `customer_terms`) orders without paying first, up to its credit limit, and pays each invoice within
// its days. Here the pieces of three modules meet: the terms (accounts), the open invoices (this
// module) and the orders on account not yet invoiced (orders).

import type { Language, OnAccountStanding } from "@dukan/contract";
import { lockTerms, termsOf } from "../accounts/terms.ts";
import type { UserRow } from "../accounts/user.ts";
import type { Db } from "../db/client.ts";
import { onAccountTexts } from "../locales/on-account.ts";
import { uninvoicedOnAccountCents } from "../orders/invoicing.ts";
import type { OnAccountCheck } from "../orders/place-order.ts";
import type { Queryable } from "../orders/queryable.ts";
import { Refusal } from "../refusals/refusal.ts";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import {
  mostDaysOverdue,
  type OpenInvoice,
  openInvoicesCents,
  openInvoicesOf,
  orderInvoiced,
} from "./open-invoices.ts";

/** What the company owes now: its open invoices and its orders on account not yet invoiced. */
async function openCents(db: Queryable, userId: number): Promise<number> {
  // One after the other: in the placing's transaction its queries take turns on one connection.
  const invoiced = await openInvoicesCents(db, userId);
  return invoiced + (await uninvoicedOnAccountCents(db, userId, orderInvoiced));
}

/** Blocked when an open invoice is more days overdue than the terms allow. */
const isBlocked = (daysOverdue: number, blockAfterOverdueDays: number) =>
  daysOverdue > blockAfterOverdueDays;

export function onAccount(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** Where the customer stands today, or null when it has no terms (a person never has). */
  async function standing(user: UserRow): Promise<OnAccountStanding | null> {
    if (user.type !== "company") return null;
    const terms = await termsOf(db, user.id);
    if (!terms) return null;
    const [owed, overdue] = await Promise.all([
      openCents(db, user.id),
      mostDaysOverdue(db, user.id, zagrebIsoDay(now())),
    ]);
    return {
      days: terms.days,
      credit_limit_cents: terms.creditLimitCents,
      open_cents: owed,
      available_cents: Math.max(0, terms.creditLimitCents - owed),
      blocked: isBlocked(overdue, terms.blockAfterOverdueDays),
    };
  }

  /**
   * The placing's credit check, in its transaction: the terms row locked first (`FOR UPDATE`), then
   * the overdue invoices and what is owed read by statements begun after the lock was granted, so a
   * concurrent order of the same company that committed meanwhile is counted (READ COMMITTED takes a
   * snapshot per statement). Refusals: `payment_method_not_available` without terms,
   * `on_account_overdue`, `credit_limit_exceeded` saying how much is still available.
   */
  const check: OnAccountCheck = {
    async check(tx, user, totalCents) {
      const terms = user.type === "company" ? await lockTerms(tx, user.id) : null;
      if (!terms) throw new Refusal("payment_method_not_available");
      const overdue = await mostDaysOverdue(tx, user.id, zagrebIsoDay(now()));
      if (isBlocked(overdue, terms.blockAfterOverdueDays)) throw new Refusal("on_account_overdue");
      const available = Math.max(0, terms.creditLimitCents - (await openCents(tx, user.id)));
      if (totalCents > available)
        throw new Refusal("credit_limit_exceeded", undefined, undefined, (language: Language) =>
          onAccountTexts(language).overLimit(available),
        );
      return { paymentDays: terms.days };
    },
  };

  return {
    standing,
    check,
    /** The customer's open invoices today, the earliest due first (the profile's list). */
    openInvoices: (user: UserRow): Promise<OpenInvoice[]> =>
      openInvoicesOf(db, user.id, zagrebIsoDay(now())),
  };
}

export type OnAccount = ReturnType<typeof onAccount>;
