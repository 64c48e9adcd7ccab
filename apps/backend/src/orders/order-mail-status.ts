import type { Language } from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import { formatMoney } from "../locales/formats.ts";
import { orderMailTexts } from "../locales/order-mails.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { openingHoursIn } from "../settings/site.ts";
import { settingFrom, storedSetting } from "../settings/store.ts";
import { composeOrderMail, type MailBlock, orderPageLink } from "./order-mail-layout.ts";
import { orderLinesOf, orderMailTopic, orderRow } from "./order-mails.ts";
import { type Queryable, rowsOf } from "./queryable.ts";
import { paymentStandingOf, receivedCents } from "./payment-state.ts";
import { orders, orderWithdrawals } from "./schema.ts";

/** The mails a change of an order's state sends its customer (which change sends which: `statusMailOf` in transitions.ts). */
export type StatusMail =
  "confirmed" | "shipped" | "ready_for_pickup" | "cancelled" | "refunded" | "paid" | "partly_paid";

/** What a status mail says beyond the order itself. */
export interface StatusMailDetails {
  /** Cancelled: why, in the staff's words (shown to the customer). */
  reason?: string;
  /** Paid, partly paid: the amount just received; refunded: the amount returned. */
  amountCents?: number;
  /** Partly paid: what is still missing. */
  missingCents?: number;
  /** The shop's address (SITE_URL): the mail ends with a button to the order's page (none without it: tests, tools). */
  siteUrl?: string | undefined;
}

/**
 * The mail of a change of the order's state, in the order's language, queued in the transaction
 * that makes the change: confirmed; shipped (with the delivery address, the carrier and tracking
 * number) or ready for pickup (with the shop's address, its opening hours and, for cash on pickup,
 * what is due; both reminding persons of the withdrawal period); cancelled (with the
 * staff's reason); refunded; payment received in full or in part. Each ends with a button to the
 * order's page when `details.siteUrl` is given.
 */
export async function enqueueStatusMail(
  tx: Queryable,
  orderId: number,
  kind: StatusMail,
  details: StatusMailDetails = {},
): Promise<void> {
  const order = await orderRow(tx, orderId);
  const language = order.language;
  const words = orderMailTexts(language);
  const money = (cents: number) => formatMoney(cents, language);
  const blocks: MailBlock[] = [];
  let subject: string;
  switch (kind) {
    case "confirmed":
      subject = words.status.confirmed.subject(order.number);
      blocks.push({ kind: "paragraph", text: words.status.confirmed.text(order.number) });
      break;
    case "shipped":
    case "ready_for_pickup": {
      subject = words.shipping.subject(order.number, kind);
      blocks.push({
        kind: "paragraph",
        text:
          kind === "shipped"
            ? words.shipping.shipped(order.number)
            : words.shipping.readyForPickup(order.number),
      });
      const rows: [string, string][] = [];
      if (kind === "shipped" && order.carrier) rows.push([words.status.carrier, order.carrier]);
      if (kind === "shipped" && order.trackingNumber)
        rows.push([words.status.trackingNumber, order.trackingNumber]);
      if (order.deliveryAddress && kind === "shipped") {
        rows.push([
          words.confirmation.delivery,
          [
            order.deliveryAddress,
            [order.deliveryZip ?? "", order.deliveryPlace ?? ""].filter((p) => p !== "").join(" "),
          ].join("\n"),
        ]);
      }
      if (kind === "ready_for_pickup") {
        const { contact, openingHours } = await pickupPlace(tx, language);
        rows.push(
          [words.shipping.pickupAddress, `${contact.street}, ${contact.place}`],
          [
            words.shipping.openingHours,
            openingHours
              .map((range) => `${range.days}: ${range.hours ?? words.shipping.closed}`)
              .join("\n"),
          ],
        );
      }
      if (rows.length > 0) blocks.push({ kind: "pairs", rows });
      if (kind === "ready_for_pickup" && order.paymentMethod === "cash_on_pickup") {
        const { outstanding_cents: due } = paymentStandingOf({
          ...order,
          receivedCents: await receivedOf(tx, orderId),
        });
        if (due > 0)
          blocks.push({ kind: "paragraph", text: words.shipping.payOnPickup(money(due)) });
      }
      if (order.buyerType === "person")
        blocks.push({ kind: "paragraph", text: words.shipping.withdrawalReminder });
      break;
    }
    case "cancelled":
      subject = words.status.cancelled.subject(order.number);
      blocks.push({ kind: "paragraph", text: words.status.cancelled.text(order.number) });
      if (details.reason?.trim())
        blocks.push({
          kind: "pairs",
          rows: [[words.status.cancelled.reason, details.reason.trim()]],
        });
      // Paid in full, or in part (an unpaid bank transfer that received some): the money goes back.
      if (
        order.paymentStatus === "paid" ||
        (order.paymentStatus === "unpaid" && (await receivedOf(tx, orderId)) > 0)
      )
        blocks.push({ kind: "paragraph", text: words.status.cancelled.paidBack });
      break;
    case "refunded":
      subject = words.status.refunded.subject(order.number);
      blocks.push({
        kind: "paragraph",
        text: words.status.refunded.text(
          order.number,
          money(details.amountCents ?? (await refundedCentsOf(tx, order))),
        ),
      });
      break;
    case "paid":
      subject = words.status.paid.subject(order.number);
      blocks.push({
        kind: "paragraph",
        text: words.status.paid.text(order.number, money(details.amountCents ?? order.totalCents)),
      });
      break;
    case "partly_paid":
      subject = words.status.partlyPaid.subject(order.number);
      blocks.push({
        kind: "paragraph",
        text: words.status.partlyPaid.text(
          order.number,
          money(details.amountCents ?? 0),
          money(details.missingCents ?? 0),
        ),
      });
      break;
  }
  if (details.siteUrl !== undefined)
    blocks.push(orderPageLink(details.siteUrl, language, order.number));
  const mail = composeOrderMail(language, subject, order.buyerName, blocks);
  await enqueueMail(tx, { to: order.buyerEmail, ...mail, about: orderMailTopic(orderId) });
}

/**
 * What a refund returns, as the credit note issued for it credits (invoices/issue.ts): after a
 * withdrawal from some of the lines of an order still standing, those lines' amounts; otherwise
 * the order's total.
 */
async function refundedCentsOf(
  db: Queryable,
  order: { id: number; status: string; totalCents: number },
): Promise<number> {
  if (order.status === "cancelled") return order.totalCents;
  const [statement] = await db
    .select({ lineIds: orderWithdrawals.lineIds, allLines: orderWithdrawals.allLines })
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, order.id));
  if (!statement || statement.allLines) return order.totalCents;
  // Lines cancelled by the withdrawal were never paid for: only the sold ones are refunded.
  const lines = (await orderLinesOf(db, order.id)).filter((line) => line.cancelledAt === null);
  const withdrawn = lines.filter((line) => statement.lineIds.includes(line.id));
  if (withdrawn.length === 0 || withdrawn.length === lines.length) return order.totalCents;
  return withdrawn.reduce((sum, line) => sum + line.lineTotalCents, 0);
}

/**
 * Where and when a ready order is picked up: the shop's address (settings `contact`) and opening
 * hours (`opening_hours`) in `language`, read in the caller's transaction (`storedSetting`) over
 * their defaults, as the settings store reads them.
 */
async function pickupPlace(db: Queryable, language: Language) {
  const [row] = rowsOf(
    await db.execute(
      sql`select ${storedSetting("contact")} as contact, ${storedSetting("opening_hours")} as opening_hours`,
    ),
  );
  return {
    contact: settingFrom("contact", row?.contact),
    openingHours: openingHoursIn(settingFrom("opening_hours", row?.opening_hours), language),
  };
}

/** The money an order has received so far (`order_payments`), in cents. */
async function receivedOf(db: Queryable, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: receivedCents })
    .from(orders)
    .where(eq(orders.id, orderId));
  return Number(row?.cents ?? 0);
}
