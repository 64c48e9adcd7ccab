import type { Language, Order, OrderLine } from "@dukan/contract";
import { sql } from "drizzle-orm";
import { availabilityOf } from "../catalogue/availability.ts";
import { todaysProduct, todaysProductOf } from "../catalogue/order-products.ts";
import { historyNoteText } from "../locales/orders.ts";
import { paymentSlipBarcodeSvg } from "../payment-slips/barcode.ts";
import {
  holdDaysFrom,
  orderPaymentSlip,
  payeeFrom,
  paymentSlipAnswer,
} from "../payment-slips/order-slip.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { PayeeSettings } from "../settings/defaults.ts";
import { storedSetting } from "../settings/store.ts";
import { int, iso, type Queryable, type Row, rowsOf, str } from "./queryable.ts";
import { tableRow } from "../db/rows.ts";
import { type orderLines, orders, orderStatusHistory, orderWithdrawals } from "./schema.ts";
import { paymentStandingOf } from "./payment-state.ts";
import { periodStartOf, withdrawalCheck } from "./withdrawal-period.ts";

export type OrderRow = typeof orders.$inferSelect;

type SlipStanding = Pick<OrderRow, "paymentMethod" | "paymentStatus" | "status" | "totalCents">;

/**
 * What a bank-transfer order's HUB-3 slip asks for, having received `receivedCents`: what is still
 * open of it as staff read it (`paymentStandingOf`); 0 for any other method, or once nothing is.
 */
export function slipAmountCents(order: SlipStanding, receivedCents: number): number {
  return order.paymentMethod === "bank_transfer"
    ? paymentStandingOf({ ...order, receivedCents }).outstanding_cents
    : 0;
}

/** Whether a bank-transfer order still waits for (some of) its money: the slip is shown while it does. */
export function needsPaymentSlip(order: SlipStanding, receivedCents: number): boolean {
  return slipAmountCents(order, receivedCents) > 0;
}

/**
 * Whether a bank-transfer order still holds its stock until a deadline: unpaid, still `received`
 * and no money recorded — the orders `unpaidHoldsRound` reminds and then cancels (its `held`
 * condition). Staff who confirm it take it over, as they do a partly paid one: no deadline then.
 */
export function heldForTransfer(
  order: Pick<OrderRow, "paymentMethod" | "paymentStatus" | "status">,
  receivedCents: number,
): boolean {
  return (
    order.paymentMethod === "bank_transfer" &&
    order.status === "received" &&
    order.paymentStatus === "unpaid" &&
    receivedCents === 0
  );
}

/** Whether an unpaid card order may go to the gateway (again). */
export function canPayByCard(
  order: Pick<OrderRow, "paymentMethod" | "paymentStatus" | "status">,
): boolean {
  return (
    (order.paymentMethod === "card" || order.paymentMethod === "card_instalments") &&
    order.paymentStatus === "unpaid" &&
    order.status !== "cancelled"
  );
}

/**
 * An order's lines with the product as it is today (null once it left the catalogue), as one JSON
 * array of `orders o`'s lines in written order, for a query over `orders o`.
 */
const ORDER_LINES_JSON = sql`(select coalesce(json_agg(x order by x.id), '[]'::json) from (
      select l.id, l.product_id, l.item_code, l.name_hr, l.name_en, l.unit_price_cents, l.rebate_percent, l.vat_rate,
        l.quantity, l.net_cents, l.vat_cents, l.line_total_cents, l.cancelled_at is not null as cancelled, ${todaysProduct(sql`l.product_id`)} as product
      from order_lines l
      where l.order_id = o.id) x)`;

/** A line of `ORDER_LINES_JSON` as the API answers it. */
function lineOf(row: Row, withdrawn: (lineId: number) => boolean): OrderLine {
  return {
    id: int(row.id),
    product_id: row.product_id == null ? null : int(row.product_id),
    product: todaysProductOf(row.product),
    item_code: str(row.item_code),
    name_hr: str(row.name_hr),
    name_en: str(row.name_en),
    unit_price_cents: int(row.unit_price_cents),
    rebate_percent: int(row.rebate_percent),
    vat_rate: int(row.vat_rate),
    quantity: int(row.quantity),
    net_cents: int(row.net_cents),
    vat_cents: int(row.vat_cents),
    gross_cents: int(row.line_total_cents),
    withdrawn: withdrawn(int(row.id)),
    cancelled: row.cancelled === true,
  };
}

/** A line just written by the placing, with its product as it was priced (the stock less what the order took). */
export function placedOrderLine(
  line: typeof orderLines.$inferSelect,
  product: OrderLine["product"],
): OrderLine {
  const stock = product ? Math.max(0, product.stock - line.quantity) : 0;
  return {
    id: line.id,
    product_id: line.productId,
    product: product && { ...product, stock, availability: availabilityOf(stock) },
    item_code: line.itemCode,
    name_hr: line.nameHr,
    name_en: line.nameEn,
    unit_price_cents: line.unitPriceCents,
    rebate_percent: line.rebatePercent,
    vat_rate: line.vatRate,
    quantity: line.quantity,
    net_cents: line.netCents,
    vat_cents: line.vatCents,
    gross_cents: line.lineTotalCents,
    withdrawn: false,
    cancelled: false,
  };
}

/** Everything an order's view is made of, as read from the database (or known just after placing it). */
export interface OrderParts {
  order: OrderRow;
  history: (typeof orderStatusHistory.$inferSelect)[];
  withdrawal: typeof orderWithdrawals.$inferSelect | null;
  lines: OrderLine[];
  /** The money the order received (`order_payments`): the slip asks for the rest. */
  receivedCents: number;
  /** The payee of the slip; needed only while a bank transfer is unpaid. */
  payee: PayeeSettings | null;
  /** The days an unpaid bank transfer's stock is held (settings `bank_transfers`): the slip's deadline. */
  holdDays: number;
}

export interface OrderViewOptions {
  /** When the withdrawal function's period is judged (default: now). */
  now?: Date;
  /** The payee when the caller has it already (`null`: read it if the slip needs it). */
  payee?: PayeeSettings | null;
}

/**
 * One order as the API answers it (`GET /api/orders/{number}`, and the answers of placing and
 * paying): lines with today's product, totals, history (the shop's notes in `language`), the
 * HUB-3 slip while a bank transfer is unpaid, and the withdrawal function's state at `now`.
 * Runs in the caller's transaction if given one; the payee is read with the order (see `payeeFrom`).
 */
export async function orderView(
  db: Queryable,
  orderId: number,
  language: Language,
  options: OrderViewOptions = {},
): Promise<Order> {
  const parts = await orderParts(db, orderId);
  if (!parts) throw new Refusal("not_found");
  const payee = needsPaymentSlip(parts.order, parts.receivedCents)
    ? (options.payee ?? payeeFrom(parts.storedPayee))
    : null;
  return orderViewOf(
    { ...parts, payee, holdDays: holdDaysFrom(parts.storedBankTransfers) },
    language,
    options,
  );
}

/** The payee as stored in the settings (`payeeFrom` reads it over its default), read with the order. */
const STORED_PAYEE = storedSetting("payee");
const STORED_BANK_TRANSFERS = storedSetting("bank_transfers");
/** The money `orders o` received, in cents (by `order_payments`' index on the order). */
const RECEIVED_CENTS = sql`(select coalesce(sum(p.amount_cents), 0)::int from order_payments p where p.order_id = o.id)`;

/**
 * The barcode of an order's payment slip as an SVG document, its texts in the order's language;
 * null when the order has no slip now (not a bank transfer, paid, cancelled) or does not exist.
 */
export async function orderSlipBarcodeSvg(db: Queryable, orderId: number): Promise<string | null> {
  // The order's own row and the payee: its lines and history are not on the slip.
  const [row] = rowsOf(
    await db.execute(sql`
      select o.*, ${RECEIVED_CENTS} as received_cents, ${STORED_PAYEE} as stored_payee
      from orders o where o.id = ${orderId}`),
  );
  if (!row) return null;
  const order = tableRow(orders, row);
  const amountCents = slipAmountCents(order, int(row.received_cents));
  if (amountCents <= 0) return null;
  return paymentSlipBarcodeSvg(
    orderPaymentSlip({ ...order, amountCents }, payeeFrom(row.stored_payee ?? undefined)),
  );
}

/**
 * An order's parts in one query: the order with its history, its withdrawal and its lines with
 * today's products (as JSON of their rows), and the payee as stored (`payeeFrom` reads it over its
 * default). Null for an order that does not exist.
 */
export async function orderParts(
  db: Queryable,
  orderId: number,
): Promise<
  | (Omit<OrderParts, "payee" | "holdDays"> & {
      storedPayee: unknown;
      storedBankTransfers: unknown;
    })
  | null
> {
  const [row] = rowsOf(
    await db.execute(sql`
      select o.*,
        (select coalesce(json_agg(h order by h.at, h.id), '[]'::json) from order_status_history h where h.order_id = o.id) as history_rows,
        (select row_to_json(w) from order_withdrawals w where w.order_id = o.id) as withdrawal_row,
        ${ORDER_LINES_JSON} as line_rows,
        ${RECEIVED_CENTS} as received_cents,
        ${STORED_PAYEE} as stored_payee,
        ${STORED_BANK_TRANSFERS} as stored_bank_transfers
      from orders o where o.id = ${orderId}`),
  );
  if (!row) return null;
  const history = (Array.isArray(row.history_rows) ? (row.history_rows as Row[]) : []).map((h) =>
    tableRow(orderStatusHistory, h),
  );
  const withdrawal = isRow(row.withdrawal_row)
    ? tableRow(orderWithdrawals, row.withdrawal_row)
    : null;
  const withdrawnLines = new Set(withdrawal?.lineIds ?? []);
  const withdrawn = (id: number) =>
    withdrawal !== null && (withdrawal.allLines || withdrawnLines.has(id));
  const lines = (Array.isArray(row.line_rows) ? (row.line_rows as Row[]) : []).map((line) =>
    lineOf(line, withdrawn),
  );
  return {
    order: tableRow(orders, row),
    history,
    withdrawal,
    lines,
    receivedCents: int(row.received_cents),
    storedPayee: row.stored_payee ?? undefined,
    storedBankTransfers: row.stored_bank_transfers ?? undefined,
  };
}

const isRow = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The view of an order from its parts (see `orderView`). */
export function orderViewOf(
  parts: OrderParts,
  language: Language,
  options: Omit<OrderViewOptions, "payee"> = {},
): Order {
  const { order, history, withdrawal, lines, receivedCents, payee, holdDays } = parts;
  const check = withdrawalCheck(
    {
      buyerType: order.buyerType,
      status: order.status,
      completedAt: periodStartOf(history),
      received: withdrawal !== null,
    },
    options.now ?? new Date(),
  );
  const slipCents = slipAmountCents(order, receivedCents);
  const slip =
    payee && slipCents > 0
      ? paymentSlipAnswer(
          orderPaymentSlip({ ...order, amountCents: slipCents }, payee),
          order.number,
          { createdAt: order.createdAt, holdDays },
          heldForTransfer(order, receivedCents),
          receivedCents,
        )
      : null;

  return {
    number: order.number,
    created_at: iso(order.createdAt),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_state: paymentStandingOf({ ...order, receivedCents }).payment_state,
    payment_method: order.paymentMethod,
    paid_with: order.paidWith,
    delivery_method: order.deliveryMethod,
    total_cents: order.totalCents,
    line_count: lines.length,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    instalments: order.instalments,
    buyer_type: order.buyerType,
    buyer: {
      name: order.buyerName,
      email: order.buyerEmail,
      phone: order.buyerPhone,
      company:
        order.buyerType === "company"
          ? {
              name: order.companyName ?? "",
              oib: order.companyOib ?? "",
              address: order.companyAddress ?? "",
              place: order.companyPlace ?? "",
            }
          : null,
    },
    delivery:
      order.deliveryAddress === null && order.deliveryPlace === null && order.deliveryZip === null
        ? null
        : {
            address: order.deliveryAddress ?? "",
            place: order.deliveryPlace ?? "",
            zip: order.deliveryZip ?? "",
          },
    note: order.note,
    shipment:
      order.trackingNumber || order.carrier
        ? { carrier: order.carrier ?? "", tracking_number: order.trackingNumber ?? "" }
        : null,
    prices_include_vat: order.pricesIncludeVat,
    lines,
    totals: {
      subtotal_cents: order.subtotalCents,
      rebate_cents: order.rebateCents,
      vat_cents: order.vatCents,
      delivery_fee_cents: order.deliveryFeeCents,
      card_surcharge_cents: order.cardSurchargeCents,
      total_cents: order.totalCents,
    },
    history: history.map((h) => ({
      status: h.status,
      payment_status: h.paymentStatus,
      at: iso(h.at),
      note: historyNoteText(h.note, language),
    })),
    payment_slip: slip,
    can_pay_by_card: canPayByCard(order),
    withdrawal: {
      available: check.open,
      until: check.until ? check.until.toISOString() : null,
      received: withdrawal
        ? {
            at: iso(withdrawal.receivedAt),
            name: withdrawal.name,
            email: withdrawal.email,
            line_ids: withdrawal.lineIds,
            all_lines: withdrawal.allLines,
          }
        : null,
    },
  };
}
