// Overdue invoices (payment on account, docs/invoices.md): an invoice unpaid after its due date is
// reminded by mail once per stage (1 and 8 days overdue), in the buyer's language, with how to pay.
// A periodic job of the back-end process, in the shape of orders/unpaid-holds.ts: every round
// takes its clock as an argument, and `invoice_reminders` keeps what was sent, so a round run twice
// (or by two processes) mails nothing twice.

import { inArray, sql } from "drizzle-orm";
import { termsOf } from "../accounts/terms.ts";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import { formatDate, formatMoney } from "../locales/formats.ts";
import { onAccountTexts } from "../locales/on-account.ts";
import { composeMail } from "../mail/templates.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { invoicingOrderSummaries } from "../orders/invoicing.ts";
import type { Queryable } from "../orders/queryable.ts";
import { zagrebIsoDay } from "../calendar/zagreb.ts";
import { invoiceOpen } from "./open-invoices.ts";
import { invoiceReminders, invoices } from "./schema.ts";
import type { Logger } from "../observability/index.ts";

/** The days overdue at which a reminder goes out; an invoice found later past several gets the last one reached only. */
export const OVERDUE_STAGES = [1, 8] as const;
/** How often the back end looks (the stages are days: a round an hour reminds on the right day). */
export const OVERDUE_EVERY_MS = 60 * 60_000;

export interface OverdueReminder {
  invoiceId: number;
  stage: number;
}

/**
 * One round at `now`: every open invoice overdue by at least a stage and not yet reminded at the
 * last stage it reached gets its reminder row and its mail, in one transaction.
 */
export async function overdueRemindersRound(db: Db, now: Date): Promise<OverdueReminder[]> {
  const today = zagrebIsoDay(now);
  const stages = sql`${`{${OVERDUE_STAGES.join(",")}}`}::int[]`;
  return db.transaction(async (tx) => {
    const rows = await tx.execute(sql`
      insert into ${invoiceReminders} (invoice_id, stage, sent_at)
      select ${invoices.id},
        (select max(s) from unnest(${stages}) s where s <= ${today}::date - ${invoices.dueDate}),
        ${now.toISOString()}::timestamptz
      from ${invoices}
      where ${invoiceOpen} and ${invoices.dueDate} <= ${today}::date - ${OVERDUE_STAGES[0]}::int
      on conflict (invoice_id, stage) do nothing
      returning invoice_id, stage`);
    const reminded = (rows.rows as { invoice_id: number; stage: number }[]).map((row) => ({
      invoiceId: Number(row.invoice_id),
      stage: Number(row.stage),
    }));
    if (reminded.length > 0) await enqueueReminders(tx, reminded, today);
    return reminded;
  });
}

/** Each reminded invoice's mail to its order's buyer, in the invoice's language. */
async function enqueueReminders(
  tx: Queryable,
  reminded: OverdueReminder[],
  today: string,
): Promise<void> {
  const rows = await tx
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      userId: invoices.userId,
      number: invoices.number,
      dueDate: invoices.dueDate,
      payableCents: invoices.payableCents,
      document: invoices.document,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        reminded.map((r) => r.invoiceId),
      ),
    );
  const orders = await invoicingOrderSummaries(
    tx,
    rows.map((row) => row.orderId),
  );
  for (const invoice of rows) {
    const order = orders.get(invoice.orderId);
    if (!order) continue;
    const { language, payment, seller } = invoice.document;
    const words = onAccountTexts(language).reminder;
    const dueDay = new Date(`${invoice.dueDate}T12:00:00Z`);
    const daysOverdue = Math.round(
      (Date.parse(`${today}T12:00:00Z`) - dueDay.getTime()) / (24 * 60 * 60_000),
    );
    const terms = await termsOf(tx, invoice.userId);
    const mail = composeMail({
      language,
      subject: words.subject(invoice.number),
      name: order.buyerName,
      before: [
        words.intro(invoice.number, order.number, formatDate(dueDay, language), daysOverdue),
        `${words.amount}: ${formatMoney(invoice.payableCents, language)}`,
        // To whom, as the invoice's slip says: a bank asks the payee's name with the IBAN.
        `${words.payee}: ${seller.name}`,
        `${words.iban}: ${payment.iban}`,
        `${words.reference}: ${payment.reference}`,
      ],
      actions: [],
      after: [...(terms ? [words.blocks(terms.blockAfterOverdueDays)] : []), words.paidAlready],
    });
    await enqueueMail(tx, { ...mail, to: order.buyerEmail, about: `order:${invoice.orderId}` });
  }
}

/** The job in the back-end process: a round at start and then every hour. */
export function overdueRemindersJob(
  db: Db,
  log: Logger,
  options: { everyMs?: number; now?: () => Date; onMailQueued?: () => void } = {},
): PeriodicJob {
  const now = options.now ?? (() => new Date());
  return periodicJob(
    { module: "invoices", what: "overdue reminders", everyMs: options.everyMs ?? OVERDUE_EVERY_MS },
    async (log) => {
      const reminded = await overdueRemindersRound(db, now());
      if (reminded.length > 0) {
        options.onMailQueued?.();
        log.info(`overdue reminders: ${reminded.length} sent`);
      }
    },
    log,
  );
}
