// Unpaid bank-transfer orders hold their stock for a number of days (settings `bank_transfers`):
// the day before the hold ends the customer is reminded by mail; when it ends the order is
// cancelled, its stock returned and the customer told (docs/payments.md "Unpaid bank transfers",
// decision 024). A periodic job of the back-end process; every round takes its clock as an argument.

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PeriodicJob, periodicJob } from "../db/periodic-job.ts";
import { formatDate, formatMoney } from "../locales/formats.ts";
import { shopNote } from "../locales/orders.ts";
import { unpaidOrderTexts } from "../locales/unpaid-orders.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { holdEnds, orderPaymentSlip } from "../payment-slips/order-slip.ts";
import type { PayeeSettings } from "../settings/defaults.ts";
import { composeOrderMail, type MailBlock, orderPageLink } from "./order-mail-layout.ts";
import { orderMailTopic } from "./order-mails.ts";
import type { Queryable } from "./queryable.ts";
import { orderPayments, orders, unpaidOrderReminders } from "./schema.ts";
import { changeOrderStatus } from "./transitions.ts";
import { slipAmountCents } from "./view.ts";
import type { Logger } from "../observability/index.ts";

export const DAY_MS = 24 * 60 * 60_000;
/** How often the back end looks for reminders and cancellations due. */
export const UNPAID_HOLDS_EVERY_MS = 15 * 60_000;
/** Cancellations a round makes at most (the next round goes on). */
const CANCELS_PER_ROUND = 500;

/** What a round needs of the settings, read afresh each round. */
export interface HoldSettings {
  holdDays: number;
  payee: PayeeSettings;
  /** The shop's address (SITE_URL): the mails link the order's page (none without it: tests). */
  siteUrl?: string | undefined;
}

/**
 * An order still held for its bank transfer: paid by bank transfer, still `received` (staff who
 * confirm or cancel it take it over) and unpaid with no money recorded (a partial payment is left
 * to staff, who would have to refund it).
 */
const held = sql`${orders.paymentMethod} = 'bank_transfer' and ${orders.status} = 'received'
  and ${orders.paymentStatus} = 'unpaid'
  and not exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id})`;

export interface HoldsRound {
  reminded: number[];
  cancelled: number[];
}

/**
 * One round at `now`: reminds (once) every held order whose hold ends within a day, and cancels
 * every held order whose hold has ended, each in its own transaction.
 */
export async function unpaidHoldsRound(
  db: Db,
  settings: HoldSettings,
  now: Date,
): Promise<HoldsRound> {
  const ended = new Date(now.getTime() - settings.holdDays * DAY_MS);
  const remindFrom = new Date(ended.getTime() + DAY_MS);
  const reminded = await db.transaction(async (tx) => {
    const rows = await tx.execute(sql`
      insert into ${unpaidOrderReminders} (order_id, sent_at)
      select ${orders.id}, ${now.toISOString()}::timestamptz from ${orders}
      where ${held} and ${orders.createdAt} <= ${remindFrom.toISOString()}::timestamptz
        and ${orders.createdAt} > ${ended.toISOString()}::timestamptz
      on conflict (order_id) do nothing
      returning order_id`);
    const ids = (rows.rows as { order_id: number }[]).map((r) => Number(r.order_id));
    if (ids.length > 0) await enqueueHoldMails(tx, ids, "reminder", settings);
    return ids;
  });
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(held, sql`${orders.createdAt} <= ${ended.toISOString()}::timestamptz`))
    .orderBy(orders.id)
    .limit(CANCELS_PER_ROUND);
  const cancelled: number[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => cancelUnpaidOrder(tx, id, settings, now))) cancelled.push(id);
  }
  return { reminded, cancelled };
}

/**
 * Cancels one held order whose hold has ended, in the caller's transaction: locks it, checks
 * again that it is still held and due (a staff member or a bank statement may have got there
 * first: then nothing happens), cancels it through `changeOrderStatus` (stock returned there,
 * once) and queues the customer's mail. True when it cancelled.
 */
export async function cancelUnpaidOrder(
  tx: Queryable,
  orderId: number,
  settings: HoldSettings,
  now: Date,
): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order) return false;
  // Whether it is still held, read by a statement begun once the row is ours (a change that won the lock shows).
  const [still] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), held));
  if (!still || holdEnds(order.createdAt, settings.holdDays) > now) return false;
  await changeOrderStatus(tx, orderId, {
    status: "cancelled",
    note: shopNote("unpaid_transfer_cancelled"),
    at: now,
    // Its own mail (why, and what to do if the money was sent), not the staff's cancellation mail.
    mail: false,
  });
  await enqueueHoldMails(tx, [orderId], "cancelled", settings);
  return true;
}

/** The reminder (with how to pay) or the cancellation mail of each order, in its language. */
async function enqueueHoldMails(
  tx: Queryable,
  ids: number[],
  kind: "reminder" | "cancelled",
  settings: HoldSettings,
): Promise<void> {
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids));
  for (const order of rows) {
    const language = order.language;
    const words = unpaidOrderTexts(language);
    const blocks: MailBlock[] = [];
    let subject: string;
    if (kind === "reminder") {
      subject = words.reminder.subject(order.number);
      const until = formatDate(holdEnds(order.createdAt, settings.holdDays), language);
      // A held order has received no money (`held`): its slip asks for the whole total.
      const slip = orderPaymentSlip(
        { ...order, amountCents: slipAmountCents(order, 0) },
        settings.payee,
      );
      blocks.push(
        { kind: "paragraph", text: words.reminder.intro(order.number, until) },
        { kind: "paragraph", text: words.reminder.payWith },
        {
          kind: "pairs",
          rows: [
            // To whom, as the confirmation's slip says: a bank asks the payee's name with the IBAN.
            [
              words.slip.payee,
              [slip.recipient.name, slip.recipient.street, slip.recipient.place].join("\n"),
            ],
            [words.slip.iban, slip.iban],
            [words.slip.model, slip.model],
            [words.slip.reference, slip.reference],
            [words.slip.amount, formatMoney(slip.amountCents, language)],
            [words.slip.description, slip.description],
          ],
        },
        { kind: "paragraph", text: words.reminder.paidAlready },
      );
    } else {
      subject = words.cancelled.subject(order.number);
      blocks.push(
        {
          kind: "paragraph",
          text: words.cancelled.intro(order.number, words.days(settings.holdDays)),
        },
        { kind: "paragraph", text: words.cancelled.paidMeanwhile },
      );
    }
    if (settings.siteUrl !== undefined)
      blocks.push(orderPageLink(settings.siteUrl, language, order.number));
    const mail = composeOrderMail(language, subject, order.buyerName, blocks);
    // Filed under the order, as its other mails are: the staff's order page lists them.
    await enqueueMail(tx, { to: order.buyerEmail, ...mail, about: orderMailTopic(order.id) });
  }
}

/** The job in the back-end process: a round at start and then every 15 minutes, with the settings as they are then. */
export function unpaidHoldsJob(
  db: Db,
  settings: () => Promise<HoldSettings>,
  log: Logger,
  options: { everyMs?: number; now?: () => Date; onMailQueued?: () => void } = {},
): PeriodicJob {
  const now = options.now ?? (() => new Date());
  return periodicJob(
    {
      module: "orders",
      what: "unpaid bank transfers",
      everyMs: options.everyMs ?? UNPAID_HOLDS_EVERY_MS,
    },
    async (log) => {
      const round = await unpaidHoldsRound(db, await settings(), now());
      if (round.reminded.length + round.cancelled.length > 0) {
        options.onMailQueued?.();
        log.info(
          `unpaid bank transfers: ${round.reminded.length} reminded, ${round.cancelled.length} cancelled`,
        );
      }
    },
    log,
  );
}
