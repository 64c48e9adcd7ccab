import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kpdCodesOf } from "../catalogue/kpd-codes.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { orders } from "../orders/schema.ts";
import { orderView } from "../orders/view.ts";
import { localExchange, localFiscalisation } from "../invoices/adapters.ts";
import { invoiceIssuing } from "../invoices/issue.ts";
import { invoices } from "../invoices/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { openTestDatabase } from "../testing/database.ts";
import { demoAccounts, seedDemoAccounts } from "./accounts.ts";
import { seedDemoOrders } from "./orders.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 60, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe("seedDemoOrders", () => {
  it("gives the demo company and person past orders once: history, an unpaid slip, a withdrawal still open", async () => {
    expect(await seedDemoOrders(database.db)).toBe(true);
    expect(await seedDemoOrders(database.db)).toBe(false);
    const ordersOf = async (email: string) => {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      return database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, user?.id ?? 0))
        .orderBy(orders.createdAt);
    };
    const company = await ordersOf(demoAccounts.company.email);
    const person = await ordersOf(demoAccounts.person.email);
    expect(company.map((o) => o.status)).toEqual(["completed", "completed", "shipped", "received"]);
    expect(person.map((o) => o.status)).toEqual(["completed", "completed", "received"]);
    const unpaid = await orderView(database.db, company.at(-1)?.id ?? 0, "hr");
    expect(unpaid.payment_slip?.amount_cents).toBe(unpaid.total_cents);
    const recent = await orderView(database.db, person[1]?.id ?? 0, "en");
    expect(recent.withdrawal.available).toBe(true);
    const old = await orderView(database.db, person[0]?.id ?? 0, "en");
    expect(old.withdrawal.available).toBe(false);

    // The paid ones get their invoices from the invoices job's next round; the unpaid ones none.
    const issuing = invoiceIssuing(database.db, {
      settings: settingsStore(database.db),
      kpdCodesOf,
      fiscalisation: localFiscalisation(),
      exchange: localExchange(),
    });
    await issuing.round();
    const issued = await database.db.select({ orderId: invoices.orderId }).from(invoices);
    const paid = [...company, ...person].filter((o) => o.paymentStatus === "paid");
    expect(paid).toHaveLength(5);
    expect(issued.map((i) => i.orderId).sort()).toEqual(paid.map((o) => o.id).sort());
  });
});
