import type { DeliveryMethod, OrderStatus, PaymentMethod, PaymentStatus } from "@dukan/contract";
import { lineAmounts, sumLines } from "../pricing/lines.ts";
import { formatOrderNumber, orderYear } from "./order-number.ts";
import type { Queryable } from "./queryable.ts";
import { orderLines, orderNumberCounters, orders, orderStatusHistory } from "./schema.ts";
import { sql } from "drizzle-orm";

/** A line of an order written as it was (demo data and tests): the product's snapshot and price paid. */
export interface RecordedLine {
  productId: number | null;
  itemCode: string;
  nameHr: string;
  nameEn: string;
  /** One piece after the rebate, with VAT for persons and without for companies. */
  unitPriceCents: number;
  rebatePercent?: number;
  vatRate: number;
  quantity: number;
}

export interface RecordedOrder {
  userId: number;
  buyerType: "company" | "person";
  buyerName: string;
  buyerEmail: string;
  companyName?: string | null;
  companyOib?: string | null;
  companyAddress?: string | null;
  companyPlace?: string | null;
  deliveryMethod?: DeliveryMethod;
  delivery?: { address: string; place: string; zip: string } | null;
  paymentMethod?: PaymentMethod;
  /** On account only: the terms' days (30 when not given). */
  paymentDays?: number;
  /** The states the order went through, the first the placing; each with its time. */
  history?: { status: OrderStatus; paymentStatus: PaymentStatus; at: Date; note?: string }[];
  createdAt: Date;
  language?: "hr" | "en";
  /** The delivery fee with its 25 % VAT. */
  deliveryFeeCents?: number;
  note?: string;
  lines: RecordedLine[];
}

/**
 * Writes an order as it happened, without the checkout (the demo shop's past orders, and tests
 * that need orders of every kind): the year's next number, totals summed from the lines.
 */
export async function recordOrder(
  db: Queryable,
  input: RecordedOrder,
): Promise<{ id: number; number: string }> {
  const pricesIncludeVat = input.buyerType === "person";
  const amounts = input.lines.map((l) =>
    lineAmounts(l.unitPriceCents, l.quantity, l.vatRate, pricesIncludeVat),
  );
  const sum = sumLines(amounts);
  const deliveryFee = input.deliveryFeeCents ?? 0;
  const year = orderYear(input.createdAt);
  const [counter] = await db
    .insert(orderNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: orderNumberCounters.year,
      set: { last: sql`${orderNumberCounters.last} + 1` },
    })
    .returning({ last: orderNumberCounters.last });
  const number = formatOrderNumber(year, counter?.last ?? 1);
  const history = input.history ?? [
    { status: "received" as const, paymentStatus: "unpaid" as const, at: input.createdAt },
  ];
  const last = history.at(-1);
  const [order] = await db
    .insert(orders)
    .values({
      number,
      userId: input.userId,
      status: last?.status ?? "received",
      paymentStatus: last?.paymentStatus ?? "unpaid",
      paymentMethod: input.paymentMethod ?? "bank_transfer",
      paymentDays: input.paymentMethod === "on_account" ? (input.paymentDays ?? 30) : null,
      deliveryMethod: input.deliveryMethod ?? "delivery_service",
      buyerType: input.buyerType,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      companyName: input.companyName ?? null,
      companyOib: input.companyOib ?? null,
      companyAddress: input.companyAddress ?? null,
      companyPlace: input.companyPlace ?? null,
      deliveryAddress: input.delivery?.address ?? null,
      deliveryPlace: input.delivery?.place ?? null,
      deliveryZip: input.delivery?.zip ?? null,
      note: input.note ?? "",
      pricesIncludeVat,
      subtotalCents: pricesIncludeVat ? sum.gross : sum.net,
      rebateCents: 0,
      // The fee is written with VAT (25 %); its VAT is part of the order's VAT.
      vatCents: sum.vat + (deliveryFee - Math.round((deliveryFee * 100) / 125)),
      deliveryFeeCents: deliveryFee,
      cardSurchargeCents: 0,
      totalCents: sum.gross + deliveryFee,
      idempotencyKey: `recorded-${number}`,
      cartHash: "",
      language: input.language ?? "hr",
      createdAt: input.createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned no row");
  await db.insert(orderLines).values(
    input.lines.map((l, i) => ({
      orderId: order.id,
      productId: l.productId,
      itemCode: l.itemCode,
      nameHr: l.nameHr,
      nameEn: l.nameEn,
      unitPriceCents: l.unitPriceCents,
      rebatePercent: l.rebatePercent ?? 0,
      vatRate: l.vatRate,
      quantity: l.quantity,
      netCents: amounts[i]?.net ?? 0,
      vatCents: amounts[i]?.vat ?? 0,
      lineTotalCents: amounts[i]?.gross ?? 0,
    })),
  );
  await db.insert(orderStatusHistory).values(
    history.map((h) => ({
      orderId: order.id,
      status: h.status,
      paymentStatus: h.paymentStatus,
      at: h.at,
      note: h.note ?? "",
    })),
  );
  return { id: order.id, number };
}
