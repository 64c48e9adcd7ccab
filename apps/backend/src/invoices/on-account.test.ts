import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerTerms, users } from "../accounts/schema.ts";
import { defaultScope, type UserRow } from "../accounts/user.ts";
import { cartLines } from "../cart/schema.ts";
import { cartService } from "../cart/service.ts";
import { kpdCodesOf } from "../catalogue/kpd-codes.ts";
import { products } from "../catalogue/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { errorMessage } from "../locales/index.ts";
import { outboxMails } from "../mail/schema.ts";
import { markOrderPaid, transitionOrder } from "../orders/admin-actions.ts";
import { cartPricing } from "../orders/cart-pricing.testing.ts";
import { orderPlacement } from "../orders/place-order.ts";
import type { OrderInput, OrderPricing } from "../orders/pricing.ts";
import { recordOrder } from "../orders/record-order.ts";
import { orders } from "../orders/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { settingsStore } from "../settings/store.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { localExchange, localFiscalisation } from "./adapters.ts";
import { invoiceIssuing } from "./issue.ts";
import { onAccount } from "./on-account.ts";
import { overdueRemindersRound } from "./overdue.ts";
import { invoiceReminders, invoices } from "./schema.ts";

// Payment on account (docs/invoices.md): the credit check inside the placing, the invoice due after
// the company's own terms, the overdue reminders with a clock, and the block after too many days.

let database: Database;
let company: UserRow;
let person: UserRow;
let goods: { id: number; itemCode: string; nameHr: string; nameEn: string }[] = [];
let clock = new Date("2026-11-28T10:00:00Z");
const now = () => clock;
let pricing: OrderPricing;

const DAY = 24 * 60 * 60_000;
/** A piece of the first product costs 100.00 € without VAT, 125.00 € with it (a company's order total). */
const PIECE_NET = 10_000;
const PIECE_GROSS = 12_500;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 3, now: new Date("2026-11-01T12:00:00Z") });
  const rows = await database.db
    .insert(users)
    .values([
      {
        type: "company",
        email: "nabava@tvrtka.example",
        name: "Đurđa Šoštarić",
        companyName: "Tvrtka d.o.o.",
        companyOib: "69435151530",
        language: "en",
        // Wholesale prices (without VAT) are a legal entity's permission.
        scope: defaultScope("company"),
      },
      { type: "person", email: "iva@example.com", name: "Iva" },
    ])
    .returning();
  company = rows[0] as UserRow;
  person = rows[1] as UserRow;
  goods = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
    })
    .from(products)
    .orderBy(products.id)
    .limit(3);
  const carts = cartService(
    database.db,
    () => Promise.resolve({ categories: new Map(), lineage: new Map() }),
    { memoryMs: 0 },
  );
  pricing = cartPricing(carts.load);
});
afterAll(async () => database?.close());
beforeEach(async () => {
  clock = new Date("2026-11-28T10:00:00Z");
  await database.db.execute(
    sql`truncate invoices, invoice_refusals, invoice_number_counters, invoice_reminders, orders, order_lines, order_status_history, order_number_counters, outbox_mails, order_payments, cart_lines, customer_terms cascade`,
  );
  await database.db.update(products).set({
    stock: 100,
    wholesalePriceCents: PIECE_NET,
    saleWholesalePriceCents: null,
    saleRetailPriceCents: null,
    vatRate: 25,
    kpdCode: "26.20.16",
  });
  await giveTerms({ days: 30, creditLimitCents: 50_000, blockAfterOverdueDays: 15 });
});

const giveTerms = (terms: {
  days: number;
  creditLimitCents: number;
  blockAfterOverdueDays: number;
}) =>
  database.db
    .insert(customerTerms)
    .values({ userId: company.id, ...terms })
    .onConflictDoUpdate({ target: customerTerms.userId, set: terms });

const service = () => onAccount(database.db, { now });
const placement = () => orderPlacement(database.db, { now, onAccount: service().check });
const good = (i: number) =>
  goods[i] as { id: number; itemCode: string; nameHr: string; nameEn: string };

/** The company's cart: `pieces` of the first product (125.00 € each with VAT). */
const fillCart = (pieces: number, user: UserRow = company) =>
  database.db
    .insert(cartLines)
    .values({ userId: user.id, productId: good(0).id, quantity: pieces });

function input(key: string, user: UserRow = company): OrderInput {
  return {
    idempotencyKey: key,
    paymentMethod: "on_account",
    deliveryMethod: "personal_pickup",
    buyer: {
      type: user.type,
      name: user.name,
      email: user.email,
      phone: "",
      company: user.companyName
        ? {
            name: user.companyName,
            oib: user.companyOib ?? "",
            address: "Savska 1",
            place: "Zagreb",
          }
        : null,
    },
    delivery: null,
    note: "",
    language: user.language,
  };
}
const placeOnAccount = (key: string, price: OrderPricing = pricing) =>
  placement().placeOrder(company, input(key), price);

/** An order on account recorded as placed earlier (not yet invoiced), worth `pieces` × 125.00 €. */
const earlierOrder = (pieces: number, createdAt = new Date("2026-10-01T10:00:00Z")) =>
  recordOrder(database.db, {
    userId: company.id,
    buyerType: "company",
    buyerName: company.name,
    buyerEmail: company.email,
    companyName: "Tvrtka d.o.o.",
    companyOib: "69435151530",
    companyAddress: "Savska 1",
    companyPlace: "10000 Zagreb",
    deliveryMethod: "personal_pickup",
    paymentMethod: "on_account",
    paymentDays: 30,
    language: "en",
    createdAt,
    lines: [
      {
        ...good(0),
        productId: good(0).id,
        unitPriceCents: PIECE_NET,
        vatRate: 25,
        quantity: pieces,
      },
    ],
  });

const staff = async (orderId: number) => ({
  staffId: 1,
  version:
    (
      await database.db
        .select({ version: orders.version })
        .from(orders)
        .where(eq(orders.id, orderId))
    )[0]?.version ?? 0,
});

/** Issues an order's invoice as the job does once it is handed over, on the day `at`. */
async function handOverAndInvoice(orderId: number, at: Date) {
  await transitionOrder(database.db, orderId, "confirm", {}, await staff(orderId));
  await transitionOrder(database.db, orderId, "ready-for-pickup", {}, await staff(orderId));
  return invoiceIssuing(database.db, {
    settings: settingsStore(database.db),
    kpdCodesOf,
    fiscalisation: localFiscalisation(),
    exchange: localExchange(),
    now: () => at,
  }).issueFor(orderId);
}

const refusalOf = async (promise: Promise<unknown>): Promise<Refusal> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};
const orderCount = async () => (await database.db.select({ id: orders.id }).from(orders)).length;

describe(`payment on account on ${testDatabaseKind}`, () => {
  it("places an order within the limit without payment, keeping the company's days", async () => {
    await fillCart(2); // 250.00 € of 500.00 €
    const placed = await placeOnAccount("within");
    expect(placed.order.paymentMethod).toBe("on_account");
    expect(placed.order.paymentStatus).toBe("unpaid");
    expect(placed.order.paymentDays).toBe(30);
    expect(placed.order.totalCents).toBe(2 * PIECE_GROSS);
    const standing = await service().standing(company);
    expect(standing).toEqual({
      days: 30,
      credit_limit_cents: 50_000,
      open_cents: 2 * PIECE_GROSS,
      available_cents: 50_000 - 2 * PIECE_GROSS,
      blocked: false,
    });
  });

  it("refuses an order beyond the limit (open orders and this one), saying how much is available, and writes nothing", async () => {
    await earlierOrder(3); // 375.00 € open: 125.00 € left
    await fillCart(2); // 250.00 €
    const refusal = await refusalOf(placeOnAccount("beyond"));
    expect(refusal.code).toBe("credit_limit_exceeded");
    // Intl writes a no-break space before the euro sign.
    expect(refusal.reason?.("hr").replaceAll("\u00a0", " ")).toBe(
      "Ova narudžba premašuje vaš limit. Na račun možete još naručiti do 125,00 €.",
    );
    expect(refusal.reason?.("en")).toBe(
      "This order is over your credit limit. You can still order up to €125.00 on account.",
    );
    expect(errorMessage("credit_limit_exceeded", "en")).toContain("credit limit");
    expect(await orderCount()).toBe(1);
    const cart = await database.db.select().from(cartLines).where(eq(cartLines.userId, company.id));
    expect(cart).toHaveLength(1);
    const [stock] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, good(0).id));
    expect(stock?.stock).toBe(100);
  });

  it("counts an issued, unpaid invoice as open, and frees the limit once it is paid", async () => {
    const earlier = await earlierOrder(3);
    const issued = await handOverAndInvoice(earlier.id, clock);
    expect(issued).toMatchObject({ issued: "invoice" });
    await fillCart(2);
    expect((await refusalOf(placeOnAccount("open-invoice"))).code).toBe("credit_limit_exceeded");
    await markOrderPaid(
      database.db,
      earlier.id,
      { amountCents: 3 * PIECE_GROSS, paidOn: "2026-11-28", now: clock },
      await staff(earlier.id),
    );
    const placed = await placeOnAccount("after-paying");
    expect(placed.order.paymentMethod).toBe("on_account");
  });

  it("a retry with the same key returns the order already made, though it now takes up the limit", async () => {
    await earlierOrder(2); // 250.00 € open: room for exactly this order of 2 pieces
    await fillCart(2);
    const placed = await placeOnAccount("retry");
    expect(placed.replayed).toBe(false);
    const again = await placeOnAccount("retry");
    expect(again.replayed).toBe(true);
    expect(again.order.id).toBe(placed.order.id);
    expect(await orderCount()).toBe(2);
  });

  it("refuses on account to a customer without terms, and to a person", async () => {
    await database.db.delete(customerTerms);
    await fillCart(1);
    expect((await refusalOf(placeOnAccount("no-terms"))).code).toBe("payment_method_not_available");
    await fillCart(1, person);
    const refused = await refusalOf(
      placement().placeOrder(person, input("person", person), pricing),
    );
    expect(refused.code).toBe("payment_method_not_available");
    expect(await service().standing(person)).toBeNull();
    expect(await orderCount()).toBe(0);
  });

  it("two orders at once against the limit: one is placed, the other sees it and is refused", async () => {
    await earlierOrder(2); // 250.00 € open: 250.00 € left, room for one order of 2 pieces
    await fillCart(2);
    // Both priced before either places (a meeting point in the pricing).
    let arrived = 0;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const bothPriced: OrderPricing = async (user, choices) => {
      const priced = await pricing(user, choices);
      arrived += 1;
      if (arrived === 2) open();
      await opened;
      return priced;
    };
    const results = await Promise.allSettled([
      placeOnAccount("tab-1", bothPriced),
      placeOnAccount("tab-2", bothPriced),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    // The second waited for the terms row and then counted the first's order: refused for the
    // limit, before it would have found the cart emptied.
    expect(refused?.status === "rejected" && (refused.reason as Refusal).code).toBe(
      "credit_limit_exceeded",
    );
    expect(await orderCount()).toBe(2);
  });

  it.runIf(testDatabaseKind === "postgresql")(
    "two placings waiting for the same terms row: the first to get it places, the second counts its order",
    async () => {
      await earlierOrder(2);
      await fillCart(2);
      const holder = await database.pool.connect();
      try {
        await holder.query("begin");
        await holder.query("select 1 from customer_terms where user_id = $1 for update", [
          company.id,
        ]);
        const results = Promise.allSettled([placeOnAccount("a"), placeOnAccount("b")]);
        const waiting = async () =>
          Number(
            (
              await database.pool.query<{ waiting: string }>(
                "select count(*) as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%customer_terms%for update%' and pid <> pg_backend_pid()",
              )
            ).rows[0]?.waiting ?? 0,
          );
        for (let asked = 0; (await waiting()) < 2; asked++)
          if (asked > 10_000) throw new Error("the placings never waited for the terms row");
        await holder.query("commit");
        const settled = await results;
        expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = settled.find((r) => r.status === "rejected");
        expect(refused?.status === "rejected" && (refused.reason as Refusal).code).toBe(
          "credit_limit_exceeded",
        );
      } finally {
        holder.release(true);
      }
      expect(await orderCount()).toBe(2);
    },
  );
});

describe(`an order on account's invoice on ${testDatabaseKind}`, () => {
  it("is issued when handed over, unpaid, due after the company's days (whatever the invoicing setting)", async () => {
    const order = await earlierOrder(1);
    const issued = await handOverAndInvoice(order.id, clock);
    expect(issued).toMatchObject({ issued: "invoice" });
    const [row] = await database.db.select().from(invoices);
    expect(row?.payableCents).toBe(PIECE_GROSS);
    expect(row?.dueDate).toBe("2026-12-28");
    expect(row?.document.payment.method).toBe("on_account");
    const open = await service().openInvoices(company);
    expect(open.map((i) => [i.number, i.daysOverdue])).toEqual([[row?.number, 0]]);
  });
});

describe(`overdue invoices on ${testDatabaseKind}`, () => {
  /** An invoice issued on 2026-11-28, due 2026-12-28 (30 days). */
  async function dueInvoice() {
    const order = await earlierOrder(1);
    await handOverAndInvoice(order.id, clock);
    return order;
  }
  const reminders = () => database.db.select().from(invoiceReminders);
  const reminderMails = () =>
    database.db
      .select()
      .from(outboxMails)
      .where(sql`${outboxMails.subject} like '%overdue%'`);
  const at = (day: string) => new Date(`${day}T09:00:00Z`);

  it("mails a reminder once per stage (1 and 8 days overdue), in the buyer's language, with a clock", async () => {
    await dueInvoice();
    expect(await overdueRemindersRound(database.db, at("2026-12-28"))).toEqual([]);
    const first = await overdueRemindersRound(database.db, at("2026-12-29"));
    expect(first.map((r) => r.stage)).toEqual([1]);
    // The same day again, and the days after: nothing more until the next stage.
    expect(await overdueRemindersRound(database.db, at("2026-12-29"))).toEqual([]);
    expect(await overdueRemindersRound(database.db, at("2027-01-04"))).toEqual([]);
    const second = await overdueRemindersRound(database.db, at("2027-01-05"));
    expect(second.map((r) => r.stage)).toEqual([8]);
    expect(await overdueRemindersRound(database.db, at("2027-01-20"))).toEqual([]);
    expect((await reminders()).map((r) => r.stage).sort()).toEqual([1, 8]);
    const mails = await reminderMails();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.toAddress).toBe(company.email);
    expect(mails[0]?.subject).toMatch(/^Reminder: invoice \S+ is overdue/);
    expect(mails[0]?.textBody).toContain("1 day overdue");
    expect(mails[0]?.textBody).toContain("€125.00");
    expect(mails[0]?.textBody).toContain("HR01");
    expect(mails[0]?.textBody).toMatch(/Payee: Dućan d\.o\.o\. \(demo\)\s+Payee's IBAN: HR/);
    expect(mails[1]?.textBody).toContain("8 days overdue");
  });

  it("reminds an invoice found late at the last stage it reached only, and never a paid one", async () => {
    const order = await dueInvoice();
    expect(
      (await overdueRemindersRound(database.db, at("2027-01-10"))).map((r) => r.stage),
    ).toEqual([8]);
    const paidOrder = await dueInvoice();
    await markOrderPaid(
      database.db,
      paidOrder.id,
      { amountCents: PIECE_GROSS, paidOn: "2026-11-28", now: clock },
      await staff(paidOrder.id),
    );
    expect(await overdueRemindersRound(database.db, at("2027-01-11"))).toEqual([]);
    expect(order.id).not.toBe(paidOrder.id);
  });

  it("blocks new orders on account once an invoice is overdue longer than the terms allow, until it is paid", async () => {
    const order = await dueInvoice(); // due 2026-12-28; blocked after 15 days overdue
    await fillCart(1);
    clock = at("2027-01-12"); // 15 days overdue: still allowed
    expect((await service().standing(company))?.blocked).toBe(false);
    clock = at("2027-01-13"); // 16 days
    expect((await service().standing(company))?.blocked).toBe(true);
    const refused = await refusalOf(placeOnAccount("blocked"));
    expect(refused.code).toBe("on_account_overdue");
    await markOrderPaid(
      database.db,
      order.id,
      { amountCents: PIECE_GROSS, paidOn: "2027-01-13", now: clock },
      await staff(order.id),
    );
    expect((await service().standing(company))?.blocked).toBe(false);
    const placed = await placeOnAccount("unblocked");
    expect(placed.order.paymentMethod).toBe("on_account");
    expect(clock.getTime() - at("2027-01-12").getTime()).toBe(DAY);
  });
});
