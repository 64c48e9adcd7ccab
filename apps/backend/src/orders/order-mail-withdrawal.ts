import { eq } from "drizzle-orm";
import { accountEmailOf } from "../accounts/email.ts";
import type { Language, OrderStatus, PaymentMethod } from "@dukan/contract";
import { formatDateTime, formatMoney } from "../locales/formats.ts";
import { type OrderMailTexts, orderMailTexts } from "../locales/order-mails.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { composeOrderMail, type MailBlock } from "./order-mail-layout.ts";
import { lineName, orderLinesOf, orderMailTopic, orderRow } from "./order-mails.ts";
import type { Queryable } from "./queryable.ts";
import { orderWithdrawals } from "./schema.ts";

/**
 * The withdrawal acknowledgement, at once and on a durable medium (e-mail): the statement's content
 * and the date and time it was received (Zagreb time), to the account's own e-mail address only:
 * the statement's free text (name, note) is never mailed to an address a caller chose.
 */
export async function enqueueWithdrawalAcknowledgement(
  tx: Queryable,
  orderId: number,
): Promise<void> {
  const order = await orderRow(tx, orderId);
  const to = await accountEmailOf(tx, order.userId);
  if (!to) throw new Error(`order ${orderId} has no account`);
  const [statement] = await tx
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId));
  if (!statement) throw new Error(`order ${orderId} has no withdrawal statement`);
  const language = order.language;
  const words = orderMailTexts(language).withdrawal;
  const lines = await orderLinesOf(tx, orderId);
  const withdrawn = statement.allLines
    ? lines
    : lines.filter((l) => statement.lineIds.includes(l.id));
  const linesText = statement.allLines
    ? words.wholeOrder
    : withdrawn
        .map(
          (l) =>
            `${l.itemCode} ${lineName({ name_hr: l.nameHr, name_en: l.nameEn }, language)} × ${l.quantity}`,
        )
        .join("\n");
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: words.intro(order.number) },
    { kind: "paragraph", text: words.received(formatDateTime(statement.receivedAt, language)) },
    { kind: "heading", text: words.statement },
    {
      kind: "pairs",
      rows: [
        [words.name, statement.name],
        [words.email, to],
        [words.order, order.number],
        [words.lines, linesText],
        ...(statement.note.trim() === "" ? [] : [[words.note, statement.note] as [string, string]]),
      ],
    },
    // Withdrawn from before it was paid or sent: cancelled with the statement (withdrawal.ts), the
    // whole order or the lines named.
    { kind: "paragraph", text: nextStep(order, withdrawn, words) },
  ];
  const mail = composeOrderMail(language, words.subject(order.number), statement.name, blocks);
  await enqueueMail(tx, { to, ...mail, about: orderMailTopic(orderId) });
}

/** What follows the statement: nothing (the order cancelled), the rest to pay (lines cancelled), or the return and refund. */
function nextStep(
  order: {
    status: OrderStatus;
    totalCents: number;
    paymentMethod: PaymentMethod;
    language: Language;
  },
  withdrawn: readonly { cancelledAt: Date | null }[],
  words: OrderMailTexts["withdrawal"],
): string {
  if (order.status === "cancelled") return words.cancelled;
  if (withdrawn.length > 0 && withdrawn.every((line) => line.cancelledAt !== null))
    return words.linesCancelled(formatMoney(order.totalCents, order.language), order.paymentMethod);
  return words.next;
}
