import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "../catalogue/schema.ts";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { Refusal } from "../refusals/refusal.ts";
import { defaultPayee } from "../settings/defaults.ts";
import { testDatabaseKind } from "../testing/database.ts";
import { markOrderPaid, transitionOrder } from "./admin-actions.ts";
import { markPaid } from "./payment-state.ts";
import { recordOrder } from "./record-order.ts";
import { orders, orderStatusHistory } from "./schema.ts";
import { changeOrderStatus } from "./transitions.ts";
import { cancelUnpaidOrder, DAY_MS, unpaidHoldsRound } from "./unpaid-holds.ts";
import { openOrdersFixture, type OrderedProduct } from "./fixture.testing.ts";

let database: Database;
let userId: number;
let product: OrderedProduct;
const settings = { holdDays: 8, payee: defaultPayee, siteUrl: "http://shop.test" };
const placedAt = new Date("2026-11-20T10:00:00Z");
const at = (days: number, hours = 0) =>
  new Date(placedAt.getTime() + days * DAY_MS + hours * 3_600_000);

beforeAll(async () => {
  ({ database, userId, product } = await openOrdersFixture({
    email: "iva@example.com",
    name: "Iva",
  }));
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.execute(
    sql`truncate orders, order_lines, order_status_history, order_number_counters, outbox_mails, order_payments, unpaid_order_reminders cascade`,
  );
  // The stock after the orders' 4 pieces were taken.
  await database.db.update(products).set({ stock: 6 }).where(eq(products.id, product.id));
});

const place = (
  options: {
    paymentMethod?: "bank_transfer" | "card";
    language?: "hr" | "en";
    createdAt?: Date;
  } = {},
) =>
  recordOrder(database.db, {
    userId,
    buyerType: "person",
    buyerName: "Iva",
    buyerEmail: "iva@example.com",
    deliveryMethod: "personal_pickup",
    paymentMethod: options.paymentMethod ?? "bank_transfer",
    createdAt: options.createdAt ?? placedAt,
    language: options.language ?? "hr",
    lines: [{ ...product, productId: product.id, unitPriceCents: 1250, vatRate: 25, quantity: 4 }],
  });
const stock = async () =>
  (
    await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))
  )[0]?.stock;
const statusOf = async (id: number) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0];
const mails = () => database.db.select().from(outboxMails).orderBy(outboxMails.id);

describe(`unpaid bank-transfer orders on ${testDatabaseKind}, with a clock`, () => {
  it("holds the stock 8 days: reminded once the day before in the order's language, then cancelled with the stock returned once", async () => {
    const hr = await place();
    const en = await place({ language: "en" });
    const card = await place({ paymentMethod: "card" });

    expect(await unpaidHoldsRound(database.db, settings, at(6, 23))).toEqual({
      reminded: [],
      cancelled: [],
    });
    const reminded = await unpaidHoldsRound(database.db, settings, at(7));
    expect(reminded.reminded.sort()).toEqual([hr.id, en.id].sort());
    expect(reminded.cancelled).toEqual([]);
    const [hrMail, enMail] = await mails();
    expect(hrMail?.subject).toBe(`Podsjetnik: narudžba ${hr.number} čeka uplatu – Dućan`);
    expect(hrMail?.textBody).toContain("ne stigne do 28. studenoga 2026., narudžba");
    expect(hrMail?.textBody).toContain(`HR01`);
    // To whom as well as where: the payee's name and address above the IBAN.
    expect(hrMail?.textBody).toContain(
      `Primatelj: ${defaultPayee.name}\n${defaultPayee.street}\n${defaultPayee.place}\nIBAN primatelja:`,
    );
    expect(enMail?.textBody).toContain(`Payee: ${defaultPayee.name}`);
    // Filed under its order, so the staff's order page lists it.
    expect([hrMail?.about, enMail?.about].sort()).toEqual(
      [`order:${hr.id}`, `order:${en.id}`].sort(),
    );
    expect(hrMail?.textBody).toMatch(new RegExp(`${hr.number}-\\d`));
    expect(enMail?.subject).toBe(`Reminder: order ${en.number} is waiting for payment – Dućan`);
    expect(enMail?.textBody).toContain("by 28 November 2026,");
    // Both end with the button to the order's page, in its language.
    expect(hrMail?.textBody).toContain(
      `Pogledajte narudžbu:\nhttp://shop.test/orders/${hr.number}`,
    );
    expect(enMail?.textBody).toContain(`View the order:\nhttp://shop.test/en/orders/${en.number}`);
    // Reminded once: a later round the same day sends nothing more.
    expect((await unpaidHoldsRound(database.db, settings, at(7, 12))).reminded).toEqual([]);
    expect(await mails()).toHaveLength(2);

    expect((await unpaidHoldsRound(database.db, settings, at(7, 23))).cancelled).toEqual([]);
    const ended = await unpaidHoldsRound(database.db, settings, at(8));
    expect(ended.cancelled.sort()).toEqual([hr.id, en.id].sort());
    expect(await stock()).toBe(6 + 4 + 4);
    expect((await statusOf(hr.id))?.status).toBe("cancelled");
    expect((await statusOf(card.id))?.status).toBe("received");
    const history = await database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, hr.id));
    expect(history.at(-1)).toMatchObject({
      status: "cancelled",
      note: "shop:unpaid_transfer_cancelled",
    });
    const sent = await mails();
    expect(
      sent
        .map((m) => m.subject)
        .slice(2)
        .sort(),
    ).toEqual(
      [
        `Narudžba ${hr.number} je otkazana – Dućan`,
        `Order ${en.number} has been cancelled – Dućan`,
      ].sort(),
    );
    expect(sent.find((m) => m.subject.startsWith("Narudžba"))?.textBody).toContain(
      "u roku od 8 dana",
    );

    // Later rounds change nothing: the stock came back exactly once.
    expect(await unpaidHoldsRound(database.db, settings, at(9))).toEqual({
      reminded: [],
      cancelled: [],
    });
    expect(await stock()).toBe(14);
  });

  it("follows the setting, and leaves paid, partly paid and staff-confirmed orders alone", async () => {
    const paid = await place();
    const part = await place();
    const confirmed = await place();
    const held = await place();
    await database.db.transaction(async (tx) => {
      await markPaid(tx, {
        orderId: paid.id,
        amount: 5_000,
        paidOn: "2026-11-21",
        source: "manual",
      });
      await markPaid(tx, {
        orderId: part.id,
        amount: 1_000,
        paidOn: "2026-11-21",
        source: "bank_statement",
      });
      await changeOrderStatus(tx, confirmed.id, { status: "confirmed" });
    });
    const three = { ...settings, holdDays: 3 };
    expect((await unpaidHoldsRound(database.db, three, at(2))).reminded).toEqual([held.id]);
    expect((await unpaidHoldsRound(database.db, three, at(3))).cancelled).toEqual([held.id]);
    for (const id of [paid.id, part.id, confirmed.id])
      expect((await statusOf(id))?.status).not.toBe("cancelled");
    expect(await stock()).toBe(10);
  });

  it("a job that was down sends no reminder for an order already due: it cancels it", async () => {
    const late = await place();
    const round = await unpaidHoldsRound(database.db, settings, at(20));
    expect(round).toEqual({ reminded: [], cancelled: [late.id] });
    expect((await mails()).map((m) => m.subject)).toEqual([
      `Narudžba ${late.number} je otkazana – Dućan`,
    ]);
  });
});

/** Statements of this database waiting for a row lock (PostgreSQL). */
const waitingForALock = async () =>
  Number(
    (
      await database.pool.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      )
    ).rows[0]?.n ?? 0,
  );
/** Resolves once `holds` answers true, asking again at once after each answer (a state to reach, not a time to wait). */
async function waitFor(holds: () => Promise<boolean>): Promise<void> {
  for (let asked = 0; asked < 10_000; asked++) if (await holds()) return;
  throw new Error("the awaited state was never reached");
}

describe.runIf(testDatabaseKind === "postgresql")(
  "a staff member's status change racing the automatic cancellation (PostgreSQL, a controlled interleaving)",
  () => {
    /**
     * The staff member's change (changeOrderStatus) runs in a transaction kept open after it
     * locked the order; the job's cancellation starts then and must wait for that lock (seen in
     * pg_stat_activity, no sleeping); then the staff member's transaction commits or rolls back.
     */
    async function staffFirst(
      change: Parameters<typeof changeOrderStatus>[2],
      outcome: "commit" | "rollback",
    ) {
      const order = await place();
      let job: Promise<boolean> | undefined;
      const staff = database.db.transaction(async (tx) => {
        await changeOrderStatus(tx, order.id, change);
        job = database.db.transaction((other) =>
          cancelUnpaidOrder(other, order.id, settings, at(8)),
        );
        await waitFor(async () => (await waitingForALock()) === 1);
        if (outcome === "rollback") throw new Error("the staff member's change failed");
      });
      await staff.catch(() => undefined);
      return { order, jobCancelled: await job };
    }

    it("staff confirm first: the job waits, then finds the order taken over and leaves it", async () => {
      const { order, jobCancelled } = await staffFirst({ status: "confirmed" }, "commit");
      expect(jobCancelled).toBe(false);
      expect((await statusOf(order.id))?.status).toBe("confirmed");
      expect(await stock()).toBe(6);
    });

    it("staff cancel first: the job waits, then finds it cancelled; the stock comes back once", async () => {
      const { order, jobCancelled } = await staffFirst({ status: "cancelled" }, "commit");
      expect(jobCancelled).toBe(false);
      expect((await statusOf(order.id))?.status).toBe("cancelled");
      expect(await stock()).toBe(10);
    });

    it("the staff member's change rolled back: the job cancels, the stock comes back once", async () => {
      const { order, jobCancelled } = await staffFirst({ status: "confirmed" }, "rollback");
      expect(jobCancelled).toBe(true);
      expect((await statusOf(order.id))?.status).toBe("cancelled");
      expect(await stock()).toBe(10);
    });

    it("the job first: the staff member's confirm waits, then is refused; the stock comes back once", async () => {
      const order = await place();
      let staff: Promise<unknown> | undefined;
      // The job's cancellation kept open after it cancelled (its lock held) while the staff member confirms.
      const job = database.db.transaction(async (tx) => {
        const cancelled = await cancelUnpaidOrder(tx, order.id, settings, at(8));
        // Settled where it starts, so its refusal is never a rejection nobody holds yet.
        staff = database.db
          .transaction((other) => changeOrderStatus(other, order.id, { status: "confirmed" }))
          .then(
            () => null,
            (e: unknown) => e,
          );
        await waitFor(async () => (await waitingForALock()) === 1);
        return cancelled;
      });
      expect(await job).toBe(true);
      const refused = await staff;
      expect(refused).toBeInstanceOf(Refusal);
      expect((refused as Refusal).code).toBe("order_status_not_allowed");
      expect((await statusOf(order.id))?.status).toBe("cancelled");
      expect(await stock()).toBe(10);
    });
  },
);

describe.runIf(testDatabaseKind === "postgresql")(
  "the staff's version-checked actions racing the automatic cancellation (PostgreSQL, a controlled interleaving)",
  () => {
    const STAFF = 3;
    /** The job's cancellation started while the staff's action holds the order (its audit step), waiting for its lock. */
    const jobWaitingOn = (orderId: number) => {
      const job = database.db.transaction((other) =>
        cancelUnpaidOrder(other, orderId, settings, at(8)),
      );
      return { job, waiting: waitFor(async () => (await waitingForALock()) === 1) };
    };
    const cancellationMails = async () =>
      (await mails()).filter((m) => m.subject.includes("otkazana")).length;

    it("staff confirm first (the version they saw): the job waits, finds the order taken over, leaves it; no cancellation mail", async () => {
      const order = await place();
      let job: Promise<boolean> | undefined;
      await transitionOrder(
        database.db,
        order.id,
        "confirm",
        {},
        {
          staffId: STAFF,
          version: 1,
          record: async () => {
            const started = jobWaitingOn(order.id);
            job = started.job;
            await started.waiting;
          },
        },
      );
      expect(await job).toBe(false);
      expect(await statusOf(order.id)).toMatchObject({ status: "confirmed", version: 2 });
      expect(await stock()).toBe(6);
      expect(await cancellationMails()).toBe(0);
    });

    it("staff mark it paid first: the job waits, finds money recorded, leaves it; the stock stays sold", async () => {
      const order = await place();
      let job: Promise<boolean> | undefined;
      await markOrderPaid(
        database.db,
        order.id,
        { amountCents: 5_000, paidOn: "2026-11-27", now: at(8) },
        {
          staffId: STAFF,
          version: 1,
          record: async () => {
            const started = jobWaitingOn(order.id);
            job = started.job;
            await started.waiting;
          },
        },
      );
      expect(await job).toBe(false);
      expect(await statusOf(order.id)).toMatchObject({ status: "received", paymentStatus: "paid" });
      expect(await stock()).toBe(6);
    });

    it("staff cancel first: the job waits, finds it cancelled; the stock comes back once and one cancellation mail goes out", async () => {
      const order = await place();
      let job: Promise<boolean> | undefined;
      await transitionOrder(
        database.db,
        order.id,
        "cancel",
        { reason: "Kupac odustao" },
        {
          staffId: STAFF,
          version: 1,
          record: async () => {
            const started = jobWaitingOn(order.id);
            job = started.job;
            await started.waiting;
          },
        },
      );
      expect(await job).toBe(false);
      expect(await stock()).toBe(10);
      expect(await cancellationMails()).toBe(1);
    });

    it("the job first: the staff's confirm and mark-paid wait, then are told the order changed; the stock comes back once", async () => {
      const order = await place();
      let confirm: Promise<unknown> | undefined;
      let pay: Promise<unknown> | undefined;
      const context = { staffId: STAFF, version: 1 };
      // Each action settled where it starts, so its refusal is never a rejection nobody holds yet.
      const codeOf = (p: Promise<unknown>) =>
        p.then(
          () => null,
          (e: unknown) => (e instanceof Refusal ? e.code : e),
        );
      const job = database.db.transaction(async (tx) => {
        const cancelled = await cancelUnpaidOrder(tx, order.id, settings, at(8));
        confirm = codeOf(transitionOrder(database.db, order.id, "confirm", {}, context));
        await waitFor(async () => (await waitingForALock()) === 1);
        pay = codeOf(
          markOrderPaid(
            database.db,
            order.id,
            { amountCents: 5_000, paidOn: "2026-11-27", now: at(8) },
            context,
          ),
        );
        await waitFor(async () => (await waitingForALock()) === 2);
        return cancelled;
      });
      expect(await job).toBe(true);
      expect(await confirm).toBe("version_conflict");
      expect(await pay).toBe("version_conflict");
      expect(await statusOf(order.id)).toMatchObject({
        status: "cancelled",
        paymentStatus: "unpaid",
      });
      expect(await stock()).toBe(10);
      expect(await cancellationMails()).toBe(1);
    });
  },
);
