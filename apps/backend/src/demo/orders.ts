import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";
import { type RecordedLine, type RecordedOrder, recordOrder } from "../orders/record-order.ts";
import { markInvoiceDue } from "../orders/invoicing.ts";
import { orders } from "../orders/schema.ts";
import { demoAccounts } from "./accounts.ts";

const DAY = 86_400_000;

type Step = NonNullable<RecordedOrder["history"]>[number];

/** The states an order went through, `days` ago for each step (oldest first). */
const steps = (
  now: number,
  ...list: [Step["status"], Step["paymentStatus"], days: number][]
): Step[] =>
  list.map(([status, paymentStatus, days]) => ({
    status,
    paymentStatus,
    at: new Date(now - days * DAY),
  }));

/**
 * A few past orders of the demo company and the demo person, so that the order history and the
 * previously ordered products are not empty in a fresh demo shop: completed, shipped, and one
 * unpaid bank transfer each (with its payment slip); the person's last completed order is still
 * within its withdrawal period. The paid ones are marked due for their invoices, which the invoices
 * job issues as it does for any paid order (dated the day it runs). Added once: answers whether it
 * added them.
 */
export async function seedDemoOrders(db: Db, now = Date.now()): Promise<boolean> {
  const customers = await db
    .select()
    .from(users)
    .where(inArray(users.email, [demoAccounts.company.email, demoAccounts.person.email]));
  const company = customers.find((u) => u.email === demoAccounts.company.email);
  const person = customers.find((u) => u.email === demoAccounts.person.email);
  if (!company || !person) return false;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.userId, [company.id, person.id]))
    .limit(1);
  if (existing) return false;
  const stocked = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, 20)))
    .orderBy(asc(products.id))
    .limit(12);
  if (stocked.length < 12) return false;

  const line = (n: number, quantity: number, forCompany: boolean): RecordedLine => {
    const p = stocked[n] as (typeof stocked)[number];
    return {
      productId: p.id,
      itemCode: p.itemCode,
      nameHr: p.nameHr,
      nameEn: p.nameEn,
      unitPriceCents: forCompany
        ? (p.saleWholesalePriceCents ?? p.wholesalePriceCents)
        : (p.saleRetailPriceCents ?? p.retailPriceCents),
      vatRate: p.vatRate,
      quantity,
    };
  };
  const asCompany = (
    over: Omit<RecordedOrder, "userId" | "buyerType" | "buyerName" | "buyerEmail">,
  ): RecordedOrder => ({
    userId: company.id,
    buyerType: "company",
    buyerName: company.name,
    buyerEmail: company.email,
    companyName: company.companyName,
    companyOib: company.companyOib,
    companyAddress: company.companyAddress,
    companyPlace: [company.companyPostOffice, company.companyPlace].filter(Boolean).join(" "),
    ...over,
  });
  const asPerson = (
    over: Omit<RecordedOrder, "userId" | "buyerType" | "buyerName" | "buyerEmail">,
  ): RecordedOrder => ({
    userId: person.id,
    buyerType: "person",
    buyerName: person.name,
    buyerEmail: person.email,
    ...over,
  });
  const zagreb = { address: "Ilica 1", place: "Zagreb", zip: "10000" };
  const osijek = { address: "Europska avenija 12", place: "Osijek", zip: "31000" };

  const planned: RecordedOrder[] = [
    asCompany({
      createdAt: new Date(now - 60 * DAY),
      deliveryMethod: "personal_pickup",
      delivery: null,
      lines: [line(0, 10, true), line(1, 5, true), line(2, 2, true)],
      history: steps(
        now,
        ["received", "unpaid", 60],
        ["received", "paid", 59],
        ["confirmed", "paid", 59],
        ["ready_for_pickup", "paid", 58],
        ["completed", "paid", 57],
      ),
    }),
    asCompany({
      createdAt: new Date(now - 30 * DAY),
      deliveryMethod: "delivery_service",
      delivery: zagreb,
      note: "Molimo dostavu prije podne.",
      lines: [line(0, 6, true), line(3, 4, true), line(4, 12, true), line(5, 1, true)],
      history: steps(
        now,
        ["received", "unpaid", 30],
        ["received", "paid", 29],
        ["confirmed", "paid", 29],
        ["shipped", "paid", 28],
        ["completed", "paid", 27],
      ),
    }),
    asCompany({
      createdAt: new Date(now - 6 * DAY),
      deliveryMethod: "delivery_service",
      delivery: zagreb,
      lines: [line(1, 8, true), line(6, 3, true)],
      history: steps(
        now,
        ["received", "unpaid", 6],
        ["received", "paid", 5],
        ["confirmed", "paid", 5],
        ["shipped", "paid", 4],
      ),
    }),
    asCompany({
      createdAt: new Date(now - 1 * DAY),
      deliveryMethod: "personal_pickup",
      delivery: null,
      lines: [line(0, 4, true), line(7, 2, true), line(8, 6, true)],
    }),
    asPerson({
      createdAt: new Date(now - 40 * DAY),
      paymentMethod: "card",
      delivery: osijek,
      lines: [line(9, 1, false), line(10, 2, false)],
      history: steps(
        now,
        ["received", "unpaid", 40],
        ["received", "paid", 40],
        ["confirmed", "paid", 39],
        ["shipped", "paid", 38],
        ["completed", "paid", 36],
      ),
    }),
    asPerson({
      createdAt: new Date(now - 8 * DAY),
      paymentMethod: "card",
      delivery: osijek,
      lines: [line(11, 1, false), line(2, 1, false)],
      history: steps(
        now,
        ["received", "unpaid", 8],
        ["received", "paid", 8],
        ["confirmed", "paid", 7],
        ["shipped", "paid", 6],
        ["completed", "paid", 4],
      ),
    }),
    asPerson({
      createdAt: new Date(now - 2 * 3_600_000),
      delivery: osijek,
      deliveryFeeCents: 375,
      lines: [line(10, 1, false)],
    }),
  ];
  // Recorded oldest first, so that their numbers follow their dates as a shop's do (the staff's
  // search by number lists in number order: docs/orders.md "Staff: orders").
  const byDate = [...planned].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.transaction(async (tx) => {
    for (const order of byDate) {
      const { id } = await recordOrder(tx, order);
      if (order.history?.at(-1)?.paymentStatus === "paid") await markInvoiceDue(tx, id);
    }
  });
  return true;
}
