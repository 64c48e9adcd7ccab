import type { Language, Order } from "@dukan/contract";
import { paidAtPickupLabels } from "@dukan/contract/order-status-labels";
import { type SQL, sql } from "drizzle-orm";
import { formatDate, formatMoney, formatPercent } from "../locales/formats.ts";
import { orderMailTexts } from "../locales/order-mails.ts";
import { withdrawalFormLines } from "../locales/withdrawal-form.ts";
import { unpaidOrderTexts } from "../locales/unpaid-orders.ts";
import {
  composedMailsFrom,
  type MailComposer,
  type QueuedMail,
  type RenderedAttachment,
} from "../mail/outbox.ts";
import { hub3Barcode } from "../payment-slips/attachment-renderers.ts";
import {
  holdDaysFrom,
  holdEnds,
  orderPaymentSlip,
  payeeFrom,
} from "../payment-slips/order-slip.ts";
import { composeOrderMail, type MailBlock, orderPageLink } from "./order-mail-layout.ts";
import { lineName } from "./order-mails.ts";
import type { PlacedOrderParts } from "./placed-parts.ts";
import type { Queryable } from "./queryable.ts";
import type { SettingsStore } from "../settings/store.ts";
import {
  heldForTransfer,
  needsPaymentSlip,
  type OrderParts,
  orderParts,
  orderViewOf,
  slipAmountCents,
} from "./view.ts";

// The order confirmation: queued with the order as a row naming it, written by the mail worker
// when it sends it (docs/orders.md "Order mails").

/** The inline barcode's content id in the confirmation mail. */
export const slipBarcodeCid = (number: string) => `hub3-${number}@dukan`;

function linesTable(view: Order, language: Language): MailBlock {
  const words = orderMailTexts(language);
  // A rebate's column only when a line has one, as the order's page has it: the unit price and the
  // amount are after the rebate, the column says which rebate they include (the totals' "Rabat"
  // row is what the rebates took off the products' total).
  // A line cancelled by a withdrawal before the mail went (sent again later) is out of the totals.
  const lines = view.lines.filter((l) => !l.cancelled);
  const rebates = lines.some((l) => l.rebate_percent > 0);
  return {
    kind: "table",
    head: [
      words.columns.itemCode,
      words.columns.product,
      words.columns.quantity,
      words.columns.unitPrice,
      ...(rebates ? [words.columns.rebate] : []),
      words.columns.total,
    ],
    rows: lines.map((l) => [
      l.item_code,
      lineName(l, language),
      String(l.quantity),
      formatMoney(l.unit_price_cents, language),
      ...(rebates ? [l.rebate_percent > 0 ? formatPercent(l.rebate_percent, language) : "–"] : []),
      formatMoney(view.prices_include_vat ? l.gross_cents : l.net_cents, language),
    ]),
    numeric: rebates ? [2, 3, 4, 5] : [2, 3, 4],
  };
}

function totalsBlock(view: Order, language: Language): MailBlock {
  const words = orderMailTexts(language).totals;
  const t = view.totals;
  const money = (cents: number) => formatMoney(cents, language);
  const rows: [string, string][] = [[words.subtotal, money(t.subtotal_cents)]];
  if (t.rebate_cents > 0) rows.push([words.rebate, `−${money(t.rebate_cents)}`]);
  // Every delivery method, as the order's page (storefront OrderLines.tsx): "Dostava: besplatna"
  // when there is no fee (free delivery, pickup), never "0,00 €".
  rows.push([
    words.deliveryFee,
    t.delivery_fee_cents === 0 ? words.freeDelivery : money(t.delivery_fee_cents),
  ]);
  if (t.card_surcharge_cents > 0) rows.push([words.cardSurcharge, money(t.card_surcharge_cents)]);
  rows.push(
    [view.prices_include_vat ? words.vatIncluded : words.vat, money(t.vat_cents)],
    [words.total, money(t.total_cents)],
  );
  return { kind: "pairs", rows };
}

function deliveryText(view: Order, language: Language): string {
  const method = orderMailTexts(language).deliveryMethods[view.delivery_method];
  if (!view.delivery) return method;
  const address = [
    view.delivery.address,
    [view.delivery.zip, view.delivery.place].filter((p) => p !== "").join(" "),
  ].filter((p) => p !== "");
  return [method, ...address].join("\n");
}

/** An order's parts as the database has them, with the payee its slip needs (if it does). */
async function readParts(db: Queryable, orderId: number): Promise<OrderParts> {
  const parts = await orderParts(db, orderId);
  if (!parts) throw new Error(`order ${orderId} not found`);
  return {
    ...parts,
    payee: needsPaymentSlip(parts.order, parts.receivedCents) ? payeeFrom(parts.storedPayee) : null,
    holdDays: holdDaysFrom(parts.storedBankTransfers),
  };
}

/** What the confirmation needs beside the order: the seller it names (settings `company` and `contact`), the shop's address for the order's link. */
export interface OrderMailContext {
  settings: Pick<SettingsStore, "get">;
  /** The storefront's public address (`SITE_URL`). */
  siteUrl: string;
}

/** The composer kind of the order confirmation (the outbox keeps the order id; the worker writes the mail). */
export const ORDER_CONFIRMATION = "order_confirmation";

/**
 * Queues the order confirmation in the transaction that places the order: one outbox row holding
 * the order id, so the mail exists exactly when the order does; the mail worker writes it when it
 * sends it (`orderConfirmationMail`), after the placing committed and its locks are gone.
 */
export async function enqueueOrderConfirmation(
  tx: Queryable,
  order: { id: number; buyerEmail: string },
): Promise<void> {
  await tx.execute(
    confirmationMailRow(
      sql`(select ${order.id}::int as id, ${order.buyerEmail}::text as buyer_email) as placed`,
    ),
  );
}

/**
 * The same outbox row in SQL, for the statement that writes the whole order (`placeOrder`): one
 * confirmation for each row of `placed` (its `id` and `buyer_email`).
 */
export function confirmationMailRow(placed: SQL): SQL {
  return composedMailsFrom(
    ORDER_CONFIRMATION,
    sql`(select buyer_email as to_address, id::text as data, id from ${placed}) as confirmations`,
    sql`'order:' || id`,
  );
}

/** The composers of the order mails queued as compositions, for the mail worker. */
export function orderMailComposers(
  db: Queryable,
  context: OrderMailContext,
  placed?: PlacedOrderParts,
): Record<string, MailComposer> {
  return {
    [ORDER_CONFIRMATION]: async (data) => {
      const orderId = Number(data);
      if (!Number.isSafeInteger(orderId))
        throw new Error(`order confirmation for "${data}", not an order id`);
      return orderConfirmationMail(db, orderId, context, placed?.take(orderId));
    },
  };
}

/**
 * The order confirmation, in the order's language: lines, totals, delivery, payment, the note,
 * what happens next, for an unpaid bank transfer the HUB-3 slip with its PDF417 barcode as an
 * inline PNG (`cid:`, drawn when the mail is sent), the seller, and for persons the withdrawal
 * information, the legal guarantee and the model withdrawal form.
 */
export async function orderConfirmationMail(
  db: Queryable,
  orderId: number,
  context: OrderMailContext,
  placed?: OrderParts,
): Promise<QueuedMail> {
  const [parts, company, contact] = await Promise.all([
    placed ?? readParts(db, orderId),
    context.settings.get("company"),
    context.settings.get("contact"),
  ]);
  const { order, payee } = parts;
  const language = order.language;
  const view = orderViewOf(parts, language);
  const words = orderMailTexts(language);
  // Sent again once paid at the counter: how it was paid, as its invoice says, not "cash or card".
  const payment =
    (view.paid_with
      ? paidAtPickupLabels[language][view.paid_with]
      : words.paymentMethods[view.payment_method]) +
    (view.instalments ? ` (${words.confirmation.instalments(view.instalments)})` : "");
  const blocks: MailBlock[] = [
    {
      kind: "paragraph",
      text: words.confirmation.intro(view.number, formatDate(order.createdAt, language)),
    },
    linesTable(view, language),
    {
      kind: "paragraph",
      text: view.prices_include_vat ? words.pricesWithVat : words.pricesWithoutVat,
    },
    totalsBlock(view, language),
    {
      kind: "pairs",
      rows: [
        [words.confirmation.delivery, deliveryText(view, language)],
        [words.confirmation.payment, payment],
        ...(view.note.trim() === ""
          ? []
          : [[words.confirmation.note, view.note] as [string, string]]),
      ],
    },
  ];
  const next =
    view.payment_method === "bank_transfer"
      ? words.confirmation.nextBankTransfer
      : view.payment_method === "cash_on_pickup"
        ? words.confirmation.nextCashOnPickup
        : view.payment_method === "on_account"
          ? words.confirmation.nextOnAccount
          : words.confirmation.nextCard;
  blocks.push(
    { kind: "paragraph", text: next },
    orderPageLink(context.siteUrl, language, view.number),
  );

  const attachments: RenderedAttachment[] = [];
  const slipCents = slipAmountCents(order, parts.receivedCents);
  if (payee && slipCents > 0) {
    const slip = orderPaymentSlip({ ...order, amountCents: slipCents }, payee);
    // Part of it paid already: the slip asks for the rest, and no deadline cancels the order; nor
    // does one once staff confirmed it.
    const partlyPaid = parts.receivedCents > 0;
    const held = heldForTransfer(order, parts.receivedCents);
    const cid = slipBarcodeCid(view.number);
    // Drawn by the mail worker as it sends the mail (`payment-slips/attachment-renderers.ts`).
    attachments.push({
      filename: `uplatnica-${view.number}.png`,
      contentType: "image/png",
      cid,
      draw: hub3Barcode(slip),
    });
    blocks.push(
      { kind: "heading", text: words.slip.heading },
      ...(partlyPaid
        ? [
            {
              kind: "paragraph" as const,
              text: words.slip.partlyPaid(formatMoney(parts.receivedCents, language)),
            },
          ]
        : held
          ? [
              {
                kind: "paragraph" as const,
                text: words.slip.payBy(
                  formatDate(holdEnds(order.createdAt, parts.holdDays), language),
                  unpaidOrderTexts(language).days(parts.holdDays),
                ),
              },
            ]
          : []),
      {
        kind: "pairs",
        rows: [
          [
            words.slip.payee,
            [slip.recipient.name, slip.recipient.street, slip.recipient.place].join("\n"),
          ],
          [words.slip.iban, slip.iban],
          [words.slip.model, slip.model],
          [words.slip.reference, slip.reference],
          [
            partlyPaid ? words.slip.outstanding : words.slip.amount,
            formatMoney(slip.amountCents, language),
          ],
          [words.slip.description, slip.description],
        ],
      },
      { kind: "paragraph", text: words.slip.scan },
      { kind: "image", cid, alt: words.slip.barcodeAlt, width: 360 },
    );
  }
  blocks.push(
    { kind: "heading", text: words.seller.heading },
    {
      kind: "pairs",
      rows: [
        [words.seller.company, company.legalName],
        [words.seller.seat, company.seat],
        [words.seller.oib, company.oib],
        [words.seller.phone, contact.phone],
        [words.seller.email, contact.email],
      ],
    },
  );
  if (view.buyer_type === "person") {
    // What a consumer's contract confirmation on a durable medium owes them (Directive 2011/83/EU
    // Art. 8(7)): the seller above, the withdrawal's conditions, the legal guarantee, the model form.
    const [, ...form] = withdrawalFormLines(
      language,
      `${company.legalName}, ${company.seat}, ${contact.email}`,
    );
    blocks.push(
      { kind: "heading", text: words.withdrawalInfo.heading },
      { kind: "paragraph", text: words.withdrawalInfo.text },
      { kind: "paragraph", text: words.legalGuarantee },
      { kind: "heading", text: words.withdrawalForm },
      { kind: "paragraph", text: form.join("\n").trim() },
    );
  }
  const mail = composeOrderMail(
    language,
    words.confirmation.subject(view.number),
    view.buyer.name,
    blocks,
  );
  return { to: order.buyerEmail, ...mail, ...(attachments.length > 0 ? { attachments } : {}) };
}
