import { contactRequestSchema, type Dashboard, dashboardSchema } from "@dukan/contract";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { products } from "../catalogue/schema.ts";
import { contactService } from "../contact/service.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { orders } from "../orders/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { addStaffMember, enrolTotp, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
/** Friday 27 November 2026, 11:00 in Zagreb (CET, UTC+1). */
let clock = new Date("2026-11-27T10:00:00Z");
const tokens = { admin: "", orders: "", catalogue: "", customers: "", content: "" };
let userId = 0;
let sequence = 0;

/** An order placed at `at` (UTC), its total with VAT and the VAT in it. */
async function order(
  at: string,
  totalCents: number,
  vatCents: number,
  over: Partial<typeof orders.$inferInsert> = {},
) {
  sequence += 1;
  await database.db.insert(orders).values({
    number: `${at.slice(0, 4)}-${String(sequence).padStart(6, "0")}`,
    userId,
    paymentMethod: "card",
    deliveryMethod: "personal_pickup",
    buyerType: "person",
    buyerName: "Demo Kupac",
    buyerEmail: "kupac@dukan.demo",
    pricesIncludeVat: true,
    subtotalCents: totalCents,
    rebateCents: 0,
    vatCents,
    deliveryFeeCents: 0,
    cardSurchargeCents: 0,
    totalCents,
    idempotencyKey: `dashboard-${sequence}`,
    cartHash: "x",
    status: "completed",
    paymentStatus: "paid",
    createdAt: new Date(at),
    ...over,
  });
}

const unpaidTransfer = {
  paymentMethod: "bank_transfer",
  paymentStatus: "unpaid",
  status: "received",
} as const;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 8 });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions({ now: () => clock }));
  const member = async (role: "catalogue" | "customers" | "content") => {
    const login = { email: `${role}@dukan.test`, password: `Dashboard-${role}-2026` };
    await addStaffMember(database.db, { ...login, roles: [role] });
    return staffToken(api, login);
  };
  tokens.catalogue = await member("catalogue");
  tokens.customers = await member("customers");
  tokens.content = await member("content");
  tokens.orders = await staffToken(api, demoStaff.orders);
  tokens.admin = await staffToken(api, demoStaff.admin);
  await enrolTotp(api, tokens.admin, clock);
  const [person] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.person.email));
  userId = person?.id ?? 0;

  // This year. Zagreb's midnight of 27 November is 26 November 23:00 UTC; the week began on Monday
  // 23 November (22 November 23:00 UTC), the month on 1 November (31 October 23:00 UTC).
  await order("2026-11-27T09:00:00Z", 12_500, 2_500, unpaidTransfer); // today, 0 days unpaid
  await order("2026-11-26T23:30:00Z", 1_000, 200); // today at 00:30 in Zagreb
  await order("2026-11-26T22:30:00Z", 2_000, 400); // yesterday at 23:30 in Zagreb
  await order("2026-11-22T22:59:00Z", 4_000, 800, { ...unpaidTransfer, status: "confirmed" }); // Sunday 23:59: the month, not the week; 5 days
  await order("2026-11-19T10:00:00Z", 600, 120, unpaidTransfer); // 8 days unpaid
  await order("2026-11-18T10:00:00Z", 700, 140, unpaidTransfer); // 9 days unpaid
  await order("2026-10-31T23:30:00Z", 8_000, 1_600, { status: "shipped" }); // 1 November 00:30 in Zagreb
  await order("2026-10-31T22:30:00Z", 16_000, 3_200); // 31 October 23:30: before the month
  await order("2026-11-27T09:30:00Z", 99_900, 19_980, { status: "cancelled" }); // cancelled: never counted
  await order("2026-11-10T09:30:00Z", 50_000, 10_000, { ...unpaidTransfer, status: "cancelled" });
  // Last year (CET as well): the same days, up to the same time of day.
  await order("2025-11-27T09:30:00Z", 3_000, 600); // 27 Nov 2025 10:30: before 11:00
  await order("2025-11-27T10:30:00Z", 5_000, 1_000); // 11:30: after this moment last year
  await order("2025-11-22T23:30:00Z", 7_000, 1_400); // Sunday 23 Nov 2025 00:30: in last year's week
  await order("2025-11-05T12:00:00Z", 11_000, 2_200); // in last year's month
  await order("2025-10-31T22:59:00Z", 13_000, 2_600); // 31 Oct 2025 23:59: not in last year's month

  // Stock: two products run low (2 and 4 pieces), one inactive product at 0 is not listed.
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id));
  await database.db.update(products).set({ stock: 50 });
  await database.db
    .update(products)
    .set({ stock: 2 })
    .where(eq(products.id, rows[0]?.id ?? 0));
  await database.db
    .update(products)
    .set({ stock: 4 })
    .where(eq(products.id, rows[1]?.id ?? 0));
  await database.db
    .update(products)
    .set({ stock: 0, active: false })
    .where(eq(products.id, rows[2]?.id ?? 0));

  // The inbox: one new message.
  await contactService(database.db, { settings: settingsStore(database.db) }).sendMessage(
    contactRequestSchema.parse({
      name: "Iva",
      email: "iva@example.com",
      subject: "Ponuda",
      message: "Trebam ponudu.",
      consent: true,
    }),
    "hr",
    null,
  );
}, 60_000);
afterAll(async () => database?.close());

async function dashboard(token: string, language = "en"): Promise<Dashboard> {
  const response = await api.request("/api/admin/dashboard", {
    headers: { authorization: `Bearer ${token}`, "accept-language": language },
  });
  expect(response.status).toBe(200);
  return dashboardSchema.parse(await response.json());
}

describe(`the dashboard on ${testDatabaseKind}`, () => {
  it("counts orders and revenue (net and gross) today, this week, this month and the same periods last year, on Zagreb's days", async () => {
    const { sales } = await dashboard(tokens.orders);
    expect(sales?.today).toEqual({
      from: "2026-11-26T23:00:00.000Z",
      to: "2026-11-27T10:00:00.000Z",
      current: { orders: 2, netCents: 10_000 + 800, grossCents: 13_500 },
      lastYear: {
        from: "2025-11-26T23:00:00.000Z",
        to: "2025-11-27T10:00:00.000Z",
        orders: 1,
        netCents: 2_400,
        grossCents: 3_000,
      },
    });
    expect(sales?.week.from).toBe("2026-11-22T23:00:00.000Z");
    expect(sales?.week.current).toEqual({ orders: 3, netCents: 12_400, grossCents: 15_500 });
    expect(sales?.week.lastYear).toMatchObject({ orders: 2, netCents: 8_000, grossCents: 10_000 });
    expect(sales?.month.from).toBe("2026-10-31T23:00:00.000Z");
    expect(sales?.month.current).toEqual({ orders: 7, netCents: 23_040, grossCents: 28_800 });
    expect(sales?.month.lastYear).toMatchObject({
      from: "2025-10-31T23:00:00.000Z",
      orders: 3,
      netCents: 16_800,
      grossCents: 21_000,
    });
  });

  it("gives the last 30 days by Zagreb day beside the same days last year, for the chart", async () => {
    const { sales } = await dashboard(tokens.orders);
    const daily = sales?.daily ?? [];
    expect(daily).toHaveLength(30);
    expect(daily[0]?.day).toBe("2026-10-29");
    expect(daily.at(-1)).toEqual({
      day: "2026-11-27",
      orders: 2,
      netCents: 10_800,
      grossCents: 13_500,
      lastYearDay: "2025-11-27",
      // Whole days last year: 10:30 and 11:30.
      lastYear: { orders: 2, netCents: 6_400, grossCents: 8_000 },
    });
    const byDay = new Map(daily.map((day) => [day.day, day]));
    expect(byDay.get("2026-10-31")).toMatchObject({ orders: 1, grossCents: 16_000 });
    expect(byDay.get("2026-11-01")).toMatchObject({ orders: 1, grossCents: 8_000 });
    expect(byDay.get("2026-11-26")).toMatchObject({ orders: 1, grossCents: 2_000 });
    expect(byDay.get("2026-11-23")?.lastYear).toMatchObject({ orders: 1, grossCents: 7_000 });
    expect(byDay.get("2026-10-31")?.lastYear).toMatchObject({ orders: 1, grossCents: 13_000 });
    expect(daily.reduce((sum, day) => sum + day.orders, 0)).toBe(8);
  });

  it("counts orders waiting by status and unpaid bank transfers by age in days", async () => {
    const answer = await dashboard(tokens.orders);
    expect(answer.ordersWaiting).toEqual([
      { status: "received", count: 3 },
      { status: "confirmed", count: 1 },
      { status: "ready_for_pickup", count: 0 },
      { status: "shipped", count: 1 },
    ]);
    expect(answer.unpaidBankTransfers).toEqual([
      { age: "0-2", count: 1, totalCents: 12_500 },
      { age: "3-5", count: 1, totalCents: 4_000 },
      { age: "6-8", count: 1, totalCents: 600 },
      { age: "9+", count: 1, totalCents: 700 },
    ]);
  });

  it("follows the summer time: a day in July starts at 22:00 UTC", async () => {
    clock = new Date("2026-07-15T21:30:00Z"); // 23:30 in Zagreb (CEST)
    try {
      const { sales } = await dashboard(tokens.orders);
      expect(sales?.today.from).toBe("2026-07-14T22:00:00.000Z");
      expect(sales?.week.from).toBe("2026-07-12T22:00:00.000Z"); // Monday 13 July
      expect(sales?.daily.at(-1)?.day).toBe("2026-07-15");
    } finally {
      clock = new Date("2026-11-27T10:00:00Z");
    }
  });

  it("lists active products below the low-stock setting (default 5), lowest first; the setting changes it", async () => {
    const { lowStock } = await dashboard(tokens.catalogue);
    expect(lowStock?.threshold).toBe(5);
    expect(lowStock?.total).toBe(2);
    expect(lowStock?.products.map((product) => product.stock)).toEqual([2, 4]);
    const setThreshold = (threshold: number) =>
      api.request("/api/admin/settings/low_stock", {
        method: "PUT",
        headers: { authorization: `Bearer ${tokens.admin}`, "content-type": "application/json" },
        body: JSON.stringify({ threshold }),
      });
    expect((await setThreshold(3)).status).toBe(200);
    try {
      const lower = await dashboard(tokens.catalogue);
      expect(lower.lowStock).toMatchObject({ threshold: 3, total: 1 });
    } finally {
      await setThreshold(5);
    }
  });

  it("shows each role only its parts; admin sees everything", async () => {
    const parts = (answer: Dashboard) =>
      Object.keys(answer)
        .filter((key) => !["generatedAt", "timeZone"].includes(key))
        .sort();
    expect(parts(await dashboard(tokens.orders))).toEqual([
      "ordersWaiting",
      "sales",
      "unpaidBankTransfers",
    ]);
    expect(parts(await dashboard(tokens.catalogue))).toEqual(["lowStock"]);
    expect(parts(await dashboard(tokens.customers))).toEqual([
      "companiesAwaitingApproval",
      "newInquiries",
    ]);
    expect(parts(await dashboard(tokens.content))).toEqual([]);
    const all = await dashboard(tokens.admin);
    expect(parts(all)).toEqual([
      "companiesAwaitingApproval",
      "lowStock",
      "newInquiries",
      "ordersWaiting",
      "sales",
      "unpaidBankTransfers",
    ]);
    expect(all.newInquiries).toMatchObject({
      total: 1,
      latest: [{ kind: "message", name: "Iva", subject: "Ponuda" }],
    });
    expect(all.companiesAwaitingApproval).toEqual({ total: 0, companies: [] });
    const refused = await api.request("/api/admin/dashboard");
    expect(refused.status).toBe(401);
  });

  it("queues the legal entities waiting for approval, oldest first, for the customers' role", async () => {
    await database.db
      .update(users)
      .set({ awaitingApproval: true })
      .where(eq(users.email, demoAccounts.company.email));
    try {
      const { companiesAwaitingApproval } = await dashboard(tokens.customers);
      expect(companiesAwaitingApproval?.total).toBe(1);
      expect(companiesAwaitingApproval?.companies).toEqual([
        expect.objectContaining({ email: demoAccounts.company.email }),
      ]);
      expect((await dashboard(tokens.catalogue)).companiesAwaitingApproval).toBeUndefined();
    } finally {
      await database.db
        .update(users)
        .set({ awaitingApproval: false })
        .where(eq(users.email, demoAccounts.company.email));
    }
  });
});
