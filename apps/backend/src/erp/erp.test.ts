import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  erpDeliveryListSchema,
  erpDeliveryResponseSchema,
  erpSendingSchema,
  erpOrderPageSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { products } from "../catalogue/schema.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { users } from "../accounts/schema.ts";
import { recordOrder } from "../orders/record-order.ts";
import { orders } from "../orders/schema.ts";
import { changeOrderStatus } from "../orders/transitions.ts";
import { settingsStore } from "../settings/store.ts";
import { adminToken, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { erpDeliveries } from "./schema.ts";
import { verifySignature } from "./signature.ts";
import { createErpWorker } from "./worker.ts";

const SECRET = "test-webhook-secret-0123456789";
const PULL_KEY = "test-pull-key-0123456789abcdef";

/** A real HTTP receiver on a free local port: answers with the next queued status (200 when none), keeps what it got. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl = "";
const received: Received[] = [];
const answers: number[] = [];

let database: Database;
let api: ReturnType<typeof createApi>;
let staff = "";
let customer = "";
let customerId = 0;
let productId = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end(response.statusCode < 300 ? "ok" : "ERP is down");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dukan-orders`;

  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 6, now: new Date("2026-11-01T00:00:00Z") });
  await seedDemoAccounts(database.db);
  await database.db.update(products).set({ stock: 1_000 });
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .limit(1);
  productId = product?.id ?? 0;
  api = createApi(database, testApiOptions());
  staff = await staffToken(api, demoStaff.orders);
  const login = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(demoAccounts.company),
    headers: { "content-type": "application/json" },
  });
  customer = sessionTokensResponseSchema.parse(await login.json()).data.token;
  const [user] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccounts.company.email));
  customerId = user?.id ?? 0;
}, 300_000);
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await database?.close();
});

const asStaff = (extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${staff}`,
  ...extra,
});

/** Places an order through the checkout as the demo company: its number. */
async function placeOrder(key: string): Promise<string> {
  await database.db.insert(cartLines).values({ userId: customerId, productId, quantity: 2 });
  const response = await api.request("/api/orders", {
    method: "POST",
    body: JSON.stringify({
      buyer: {
        name: "Ivana Horvat",
        email: "ivana@example.com",
        phone: "",
        company: {
          name: "Demo Informatika d.o.o.",
          oib: "33392005961",
          address: "Ilica 1",
          place: "Zagreb",
        },
      },
      delivery_method: "personal_pickup",
      payment_method: "bank_transfer",
      note: "",
    }),
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${customer}`,
      "idempotency-key": key,
    },
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { number: string } };
  return data.number;
}

describe("orders to the ERP's webhook", () => {
  it("are queued with the order, posted signed, retried with back-off after a failure, and shown in the log", async () => {
    const settings = settingsStore(database.db);
    await settings.set("erp", {
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      pullKey: PULL_KEY,
    });
    let clock = new Date(Date.now() + 1_000);
    const worker = createErpWorker({
      db: database.db,
      settings,
      now: () => clock,
      backoff: (attempts) => 60_000 * attempts,
    });

    const number = await placeOrder("erp-webhook-1");
    const [queued] = await database.db.select().from(erpDeliveries);
    expect(queued).toMatchObject({ status: "pending", attempts: 0 });

    // The ERP is down: the attempt is logged with its answer, and retried only once the back-off has passed.
    answers.push(503);
    expect(await worker.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
    let log = erpDeliveryListSchema.parse(
      await (await api.request("/api/admin/erp/deliveries", { headers: asStaff() })).json(),
    );
    expect(log.data[0]).toMatchObject({
      orderNumber: number,
      status: "pending",
      attempts: 1,
      lastStatus: 503,
      lastError: "HTTP 503: ERP is down",
    });
    clock = new Date(clock.getTime() + 59_000);
    expect(await worker.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
    clock = new Date(clock.getTime() + 2_000);
    expect(await worker.deliverDue()).toBe(1);
    expect(received).toHaveLength(2);

    // Signed: the receiver recomputes the HMAC of "timestamp.body" with the secret.
    const post = received[1];
    if (!post) throw new Error("no post");
    const nowS = Math.floor(clock.getTime() / 1000);
    const header = {
      signature: String(post.headers["x-dukan-signature"]),
      timestamp: String(post.headers["x-dukan-timestamp"]),
    };
    expect(header.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(SECRET, header, post.body, nowS)).toBe(true);
    expect(verifySignature("another-secret-0123456789", header, post.body, nowS)).toBe(false);
    expect(verifySignature(SECRET, header, post.body.replace("Ilica", "Ilicа"), nowS)).toBe(false);
    expect(verifySignature(SECRET, header, post.body, nowS + 301)).toBe(false); // a replay, later
    const payload = JSON.parse(post.body) as {
      event: string;
      order: { number: string; lines: { item_code: string; quantity: number }[] };
    };
    expect(payload.event).toBe("order.placed");
    expect(payload.order.number).toBe(number);
    expect(payload.order.lines[0]).toMatchObject({ quantity: 2, item_code: expect.any(String) });

    log = erpDeliveryListSchema.parse(
      await (
        await api.request("/api/admin/erp/deliveries?status=delivered", { headers: asStaff() })
      ).json(),
    );
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({
      orderNumber: number,
      status: "delivered",
      attempts: 2,
      lastStatus: 200,
      lastError: null,
    });

    // Resend: queued again at once, audited; the next round posts it again.
    const id = log.data[0]?.id ?? 0;
    const resent = await api.request(`/api/admin/erp/deliveries/${id}/resend`, {
      method: "POST",
      headers: asStaff(),
    });
    expect(resent.status).toBe(200);
    expect(erpDeliveryResponseSchema.parse(await resent.json()).data).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "erp_delivery"));
    expect(entry).toMatchObject({ action: "erp_delivery.resend", entityId: String(id) });
    clock = new Date(Date.now() + 1_000);
    expect(await worker.deliverDue()).toBe(1);
    expect(received).toHaveLength(3);
    expect(
      (
        await api.request("/api/admin/erp/deliveries/999999/resend", {
          method: "POST",
          headers: asStaff(),
        })
      ).status,
    ).toBe(404);
  });

  it("carry an order's changes too: one post of the order as it is now, however many changes came before it", async () => {
    const settings = settingsStore(database.db);
    await settings.set("erp", {
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      pullKey: PULL_KEY,
    });
    const worker = createErpWorker({
      db: database.db,
      settings,
      now: () => new Date(Date.now() + 1_000),
    });
    const number = await placeOrder("erp-change-1");
    await worker.deliverDue();
    const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
    const id = order?.id ?? 0;
    const before = received.length;

    // Confirmed, then cancelled, before the worker's next round: one delivery, of the order cancelled.
    for (const status of ["confirmed", "cancelled"] as const)
      await database.db.transaction((tx) => changeOrderStatus(tx, id, { status, mail: false }));
    // A note changes nothing the ERP is told of.
    await database.db.update(orders).set({ note: "nazvati kupca" }).where(eq(orders.id, id));
    expect(await worker.deliverDue()).toBe(1);
    expect(received).toHaveLength(before + 1);
    const payload = JSON.parse(received.at(-1)?.body ?? "{}") as {
      event: string;
      order: { number: string; status: string };
    };
    expect(payload).toMatchObject({
      event: "order.changed",
      order: { number, status: "cancelled" },
    });
    expect(await worker.deliverDue()).toBe(0);

    const log = erpDeliveryListSchema.parse(
      await (await api.request("/api/admin/erp/deliveries", { headers: asStaff() })).json(),
    );
    expect(log.data.filter((d) => d.orderNumber === number).map((d) => d.event)).toEqual([
      "order.changed",
      "order.placed",
    ]);
  });

  it("queue no second change for an order whose change waits to be posted", async () => {
    const settings = settingsStore(database.db);
    await settings.set("erp", {
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      pullKey: PULL_KEY,
    });
    // A clock a minute behind the database's: what the worker queues is not due in its rounds.
    const worker = createErpWorker({
      db: database.db,
      settings,
      now: () => new Date(Date.now() - 60_000),
    });
    const number = await placeOrder("erp-change-waiting");
    const [order] = await database.db.select().from(orders).where(eq(orders.number, number));
    const id = order?.id ?? 0;
    const changes = () =>
      database.db
        .select({ status: erpDeliveries.status, attempts: erpDeliveries.attempts })
        .from(erpDeliveries)
        .where(and(eq(erpDeliveries.orderId, id), eq(erpDeliveries.event, "order.changed")));

    await database.db.transaction((tx) =>
      changeOrderStatus(tx, id, { status: "confirmed", mail: false }),
    );
    expect(await worker.deliverDue()).toBe(0);
    expect(await changes()).toEqual([{ status: "pending", attempts: 0 }]);
    await database.db.transaction((tx) =>
      changeOrderStatus(tx, id, { status: "cancelled", mail: false }),
    );
    expect(await worker.deliverDue()).toBe(0);
    expect(await changes()).toEqual([{ status: "pending", attempts: 0 }]);
    // The mark is cleared all the same: the post waiting carries the order as it is when sent.
    const [marked] = await database.db
      .select({ erpChangedAt: orders.erpChangedAt })
      .from(orders)
      .where(eq(orders.id, id));
    expect(marked?.erpChangedAt).toBeNull();
    // Not due to the tests after this one.
    await database.db.delete(erpDeliveries).where(eq(erpDeliveries.orderId, id));
  });

  it("gives up after the last attempt, and posts nothing without a webhook", async () => {
    const settings = settingsStore(database.db);
    await settings.set("erp", { webhookUrl: "", webhookSecret: SECRET, pullKey: PULL_KEY });
    let clock = new Date(Date.now() + 1_000);
    const worker = createErpWorker({
      db: database.db,
      settings,
      now: () => clock,
      maxAttempts: 2,
      backoff: () => 1_000,
    });
    await placeOrder("erp-webhook-2");
    const before = received.length;
    expect(await worker.deliverDue()).toBe(0);
    expect(received).toHaveLength(before);
    await settings.set("erp", {
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      pullKey: PULL_KEY,
    });
    answers.push(500, 500);
    await worker.deliverDue();
    clock = new Date(clock.getTime() + 1_000);
    await worker.deliverDue();
    clock = new Date(clock.getTime() + 1_000);
    await worker.deliverDue();
    expect(received).toHaveLength(before + 2);
    const log = erpDeliveryListSchema.parse(
      await (
        await api.request("/api/admin/erp/deliveries?status=failed", { headers: asStaff() })
      ).json(),
    );
    expect(log.data[0]).toMatchObject({ status: "failed", attempts: 2, lastStatus: 500 });
  });
});

describe("the erp setting", () => {
  it("takes https (http to localhost only), keeps the secret and key out of the audit log", async () => {
    const admin = await adminToken(api, demoStaff.admin);
    const put = (body: unknown) =>
      api.request("/api/admin/settings/erp", {
        method: "PUT",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      });
    const refused = await put({
      webhook_url: "http://erp.example.com/in",
      webhook_secret: "short",
      pull_key: PULL_KEY,
    });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields).sort()).toEqual(["webhook_secret", "webhook_url"]);
    const saved = await put({
      webhook_url: "https://erp.example.com/in",
      webhook_secret: SECRET,
      pull_key: null,
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: unknown }).data).toEqual({
      webhook_url: "https://erp.example.com/in",
      webhook_secret: SECRET,
      pull_key: "",
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, "erp"));
    expect(JSON.stringify(entry?.changes)).not.toContain(SECRET);
    expect(JSON.stringify(entry?.changes)).not.toContain(PULL_KEY);
    expect(entry?.changes).toMatchObject({ pullKey: { before: "(secret)", after: null } });
    // The orders staff see whether sending is on (their deliveries screen warns when it is off).
    const sending = async () =>
      erpSendingSchema.parse(
        await (await api.request("/api/admin/erp/sending", { headers: asStaff() })).json(),
      ).sending;
    expect(await sending()).toBe(true);
    // As the next tests expect it (the API's settings store keeps what it wrote).
    expect((await put({ webhook_url: "", webhook_secret: "", pull_key: PULL_KEY })).status).toBe(
      200,
    );
    expect(await sending()).toBe(false);
  });
});

describe("GET /api/erp/orders", () => {
  const pull = (query: string, headers: Record<string, string> = { "x-erp-key": PULL_KEY }) =>
    api.request(`/api/erp/orders${query}`, { headers });

  it("answers only the ERP's key", async () => {
    await settingsStore(database.db).set("erp", {
      webhookUrl: "",
      webhookSecret: "",
      pullKey: PULL_KEY,
    });
    expect((await pull("", {})).status).toBe(401);
    expect((await pull("?since=yesterday", {})).status).toBe(401);
    expect((await pull("", { "x-erp-key": `${PULL_KEY}x` })).status).toBe(401);
    expect((await pull("", { authorization: `Bearer ${PULL_KEY}` })).status).toBe(200);
    expect((await pull("?since=yesterday")).status).toBe(400);
  });

  it("lists orders placed since a time, a page at a time, as JSON and XML", async () => {
    await settingsStore(database.db).set("erp", {
      webhookUrl: "",
      webhookSecret: "",
      pullKey: PULL_KEY,
    });
    const line = {
      productId: null,
      itemCode: "KAB-001",
      nameHr: "Kabel & utikač",
      nameEn: "Cable",
      unitPriceCents: 1_000,
      vatRate: 25,
      quantity: 3,
    };
    const made = [];
    for (const day of ["2026-10-01", "2026-10-02", "2026-10-03"])
      made.push(
        await recordOrder(database.db, {
          userId: customerId,
          buyerType: "company",
          buyerName: "Ivana <Horvat>",
          buyerEmail: "ivana@example.com",
          companyName: "Demo d.o.o.",
          companyOib: "33392005961",
          createdAt: new Date(`${day}T10:00:00Z`),
          lines: [line],
        }),
      );
    // After the orders the checkout placed in the tests above: from the one before this test's first.
    const before = (made[0]?.id ?? 1) - 1;
    const first = erpOrderPageSchema.parse(
      await (await pull(`?since=2026-10-02T00:00:00Z&limit=1&cursor=${before}`)).json(),
    );
    expect(first.data.map((o) => o.number)).toEqual([made[1]?.number]);
    expect(first.data[0]?.lines).toEqual([
      expect.objectContaining({
        position: 1,
        item_code: "KAB-001",
        quantity: 3,
        unit_price_cents: 1_000,
      }),
    ]);
    const second = erpOrderPageSchema.parse(
      await (await pull(`?since=2026-10-02T00:00:00Z&limit=1&cursor=${first.next_cursor}`)).json(),
    );
    expect(second.data.map((o) => o.number)).toEqual([made[2]?.number]);
    const xmlAnswer = await pull(`?since=2026-10-01T00:00:00Z&limit=2&cursor=${before}`, {
      "x-erp-key": PULL_KEY,
      accept: "application/xml",
    });
    expect(xmlAnswer.headers.get("content-type")).toContain("application/xml");
    const xml = await xmlAnswer.text();
    expect(xml).toContain("<buyer>");
    expect(xml).toContain("Ivana &lt;Horvat&gt;");
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "order" || name === "line",
    }).parse(xml) as {
      orders: {
        "@_next_cursor": string;
        order: { number: string; lines: { line: { item_code: string }[] } }[];
      };
    };
    expect(parsed.orders.order.map((o) => o.number)).toEqual([made[0]?.number, made[1]?.number]);
    expect(parsed.orders.order[0]?.lines.line[0]?.item_code).toBe("KAB-001");
    expect(
      (await pull("?format=xml&since=2026-10-03T00:00:00Z")).headers.get("content-type"),
    ).toContain("xml");

    // A line withdrawn from before the order was paid or sent is cancelled: not to be sent, so not
    // given; the rest keep their positions.
    const twoLines = await recordOrder(database.db, {
      userId: customerId,
      buyerType: "company",
      buyerName: "Ivana Horvat",
      buyerEmail: "ivana@example.com",
      createdAt: new Date("2026-10-04T10:00:00Z"),
      lines: [line, { ...line, itemCode: "KAB-002" }],
    });
    await database.db.execute(
      sql`update order_lines set cancelled_at = now() where order_id = ${twoLines.id} and item_code = 'KAB-001'`,
    );
    const withCancelled = erpOrderPageSchema.parse(
      await (await pull(`?since=2026-10-04T00:00:00Z&cursor=${before}`)).json(),
    );
    expect(withCancelled.data.find((o) => o.number === twoLines.number)?.lines).toEqual([
      expect.objectContaining({ position: 2, item_code: "KAB-002" }),
    ]);
  });
});

describe("GET /api/erp/orders/changes", () => {
  const pullChanges = (
    query: string,
    headers: Record<string, string> = { "x-erp-key": PULL_KEY },
  ) => api.request(`/api/erp/orders/changes${query}`, { headers });
  const page = async (cursor: string | null) =>
    erpOrderPageSchema.parse(
      await (await pullChanges(cursor === null ? "" : `?cursor=${cursor}`)).json(),
    );
  /** What 5 s do: the changes made so far are old enough to be listed. */
  const settle = () =>
    database.db.execute(sql`update orders set changed_at = changed_at - interval '10 seconds'`);

  it("answers only the ERP's key and refuses a cursor that is not a number", async () => {
    await settingsStore(database.db).set("erp", {
      webhookUrl: "",
      webhookSecret: "",
      pullKey: PULL_KEY,
    });
    expect((await pullChanges("", {})).status).toBe(401);
    expect((await pullChanges("?cursor=-1", {})).status).toBe(401);
    expect((await pullChanges("?cursor=-1")).status).toBe(400);
    expect((await pullChanges("?cursor=1e9")).status).toBe(400);
    expect((await pullChanges("", { authorization: `Bearer ${PULL_KEY}` })).status).toBe(200);
  });

  it("lists each order when placed and again after a change, never a change before it settled", async () => {
    await settingsStore(database.db).set("erp", {
      webhookUrl: "",
      webhookSecret: "",
      pullKey: PULL_KEY,
    });
    await settle();
    const start = await page(null);
    let cursor = start.next_cursor;
    // Asked again from its cursor, the feed has nothing new.
    expect((await page(cursor)).data).toEqual([]);

    const line = {
      productId: null,
      itemCode: "KAB-009",
      nameHr: "Kabel",
      nameEn: "Cable",
      unitPriceCents: 1_000,
      vatRate: 25,
      quantity: 1,
    };
    const placed = [];
    for (const buyerName of ["Prva Kupka", "Drugi Kupac"])
      placed.push(
        await recordOrder(database.db, {
          userId: customerId,
          buyerType: "company",
          buyerName,
          buyerEmail: "ivana@example.com",
          createdAt: new Date(),
          lines: [line],
        }),
      );
    const [first, second] = placed;
    if (!first || !second) throw new Error("orders not recorded");

    // Placed this very moment: left for the next call, the cursor stays.
    const young = await page(cursor);
    expect(young.data).toEqual([]);
    expect(young.next_cursor).toBe(cursor);

    await settle();
    const both = await page(cursor);
    expect(both.data.map((o) => [o.number, o.status])).toEqual([
      [first.number, "received"],
      [second.number, "received"],
    ]);
    cursor = both.next_cursor;

    // A note is not a change the ERP is told of; a cancellation is, after its 5 s.
    await database.db.update(orders).set({ note: "nazvati" }).where(eq(orders.id, second.id));
    await database.db.transaction((tx) =>
      changeOrderStatus(tx, first.id, { status: "cancelled", mail: false }),
    );
    expect((await page(cursor)).data).toEqual([]);
    await settle();
    const changed = await page(cursor);
    expect(changed.data.map((o) => [o.number, o.status])).toEqual([[first.number, "cancelled"]]);
    expect(Number(changed.next_cursor)).toBeGreaterThan(Number(cursor));
    expect((await page(changed.next_cursor)).data).toEqual([]);

    // A page at a time, and as XML.
    const onePage = erpOrderPageSchema.parse(
      await (await pullChanges(`?cursor=${cursor}&limit=1`)).json(),
    );
    expect(onePage.data).toHaveLength(1);
    const xml = await (
      await pullChanges(`?cursor=${cursor}`, { "x-erp-key": PULL_KEY, accept: "application/xml" })
    ).text();
    expect(xml).toContain(`<orders next_cursor="${changed.next_cursor}">`);
    expect(xml).toContain(`<number>${first.number}</number>`);
  });
});
