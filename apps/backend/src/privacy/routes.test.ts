import { dataExportResponseSchema } from "@dukan/contract/privacy";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../accounts/passwords.ts";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { contactMessages, inquiries } from "../contact/schema.ts";
import type { Database } from "../db/client.ts";
import { customerTerms, sessions, users } from "../accounts/schema.ts";
import { cartLines } from "../cart/schema.ts";
import { products } from "../catalogue/schema.ts";
import { wishlistItems } from "../wishlist/schema.ts";
import { feedKeys } from "../feeds/schema.ts";
import { createMailTransport, createMailWorker, type MailWorker } from "../mail/index.ts";
import { newsletterSubscribers } from "../newsletter/schema.ts";
import { recordOrder } from "../orders/record-order.ts";
import { orders } from "../orders/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { addStaffMember, staffToken } from "../staff/staff-client.testing.ts";
import { auditLog } from "../audit/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { erasedEmail } from "./service.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let api: ReturnType<typeof createApi>;
let client: ReturnType<typeof accountsClient>;
let product: { id: number; itemCode: string; nameHr: string; nameEn: string };

interface Customer {
  id: number;
  email: string;
  password: string;
  orderNumber: string;
}
let ana: Customer;
let boris: Customer;

/** A confirmed customer with an order, a cart line, a wishlist item, an inquiry, a contact message and a newsletter subscription. */
async function customer(
  email: string,
  type: "company" | "person",
  name: string,
): Promise<Customer> {
  const password = `${name} lozinka 2026`;
  const db = database.db;
  const [row] = await db
    .insert(users)
    .values({
      type,
      email,
      name,
      phone: "+385 91 000 0000",
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
      newsletter: true,
      scope: ["customer", type],
      ...(type === "company"
        ? {
            companyName: `${name} d.o.o.`,
            companyOib: "12345678903",
            companyAddress: "Ilica 1",
            companyPlace: "Zagreb",
            companyPostOffice: "10000",
            companyPhone: "01 000 000",
          }
        : {}),
    })
    .returning();
  const id = (row as { id: number }).id;
  const order = await recordOrder(db, {
    userId: id,
    buyerType: type,
    buyerName: name,
    buyerEmail: email,
    delivery: { address: `${name}ova 7`, place: "Osijek", zip: "31000" },
    createdAt: new Date("2026-11-10T10:00:00Z"),
    lines: [
      {
        productId: product.id,
        itemCode: product.itemCode,
        nameHr: product.nameHr,
        nameEn: product.nameEn,
        unitPriceCents: 1000,
        vatRate: 25,
        quantity: 2,
      },
    ],
  });
  await db.insert(cartLines).values({ userId: id, productId: product.id, quantity: 3 });
  await db.insert(wishlistItems).values({ userId: id, productId: product.id });
  await db.insert(inquiries).values({
    userId: id,
    productId: product.id,
    itemCode: product.itemCode,
    productName: product.nameHr,
    quantity: 50,
    name,
    email,
    message: `Ponuda za ${name}`,
    language: "hr",
  });
  await db.insert(contactMessages).values({
    userId: id,
    name,
    email,
    subject: "Pitanje",
    message: `Poruka od ${name}`,
    language: "hr",
  });
  await db
    .insert(newsletterSubscribers)
    .values({ email, language: "hr", status: "subscribed", source: "registration" });
  if (type === "company") {
    await db.insert(feedKeys).values({ userId: id, key: `key-of-${id}-${"x".repeat(30)}` });
    await db.insert(customerTerms).values({ userId: id, days: 30, creditLimitCents: 500_000 });
  }
  return { id, email, password, orderNumber: order.number };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 5, now: new Date("2026-11-01T10:00:00Z") });
  const [first] = await database.db.select().from(products).limit(1);
  product = first as typeof product;
  smtp = await startSmtpServer();
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Dućan <trgovina@dukan.hr>",
    mailDir: "",
  });
  worker = createMailWorker({ db: database.db, transport });
  api = createApi(database, { ...testApiOptions({ callerCacheMs: 0 }), cart: { memoryMs: 0 } });
  client = accountsClient(api, database.db);
  ana = await customer("ana@example.com", "company", "Ana");
  boris = await customer("boris@example.com", "person", "Boris");
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`GET /api/me/data-export on ${testDatabaseKind}`, () => {
  it("gives the caller their own data as a dated JSON file, and nothing of another customer", async () => {
    const { token } = await client.login(ana.email, ana.password);
    const answer = await client.call("GET", "/api/me/data-export", undefined, bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dukan-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = dataExportResponseSchema.parse(answer.json).data;
    expect(data.account).toMatchObject({
      id: ana.id,
      email: ana.email,
      name: "Ana",
      type: "company",
    });
    expect(data.company).toMatchObject({ name: "Ana d.o.o.", oib: "12345678903" });
    expect(data.addresses).toEqual([
      { source: "company", address: "Ilica 1", place: "Zagreb", zip: "10000" },
      { source: "order", address: "Anaova 7", place: "Osijek", zip: "31000" },
    ]);
    expect(data.orders.map((o) => o.number)).toEqual([ana.orderNumber]);
    expect(data.orders[0]?.lines).toEqual([
      expect.objectContaining({ item_code: product.itemCode, quantity: 2 }),
    ]);
    expect(data.cart).toEqual([
      expect.objectContaining({ item_code: product.itemCode, quantity: 3 }),
    ]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.inquiries.map((i) => i.message)).toEqual(["Ponuda za Ana"]);
    expect(data.contact_messages.map((m) => m.message)).toEqual(["Poruka od Ana"]);
    expect(data.newsletter_subscription).toMatchObject({ email: ana.email, status: "subscribed" });
    expect(data.feed_key).toMatchObject({ use_per_day: [] });
    expect(data.payment_terms).toMatchObject({
      days: 30,
      credit_limit_cents: 500_000,
      block_after_overdue_days: 15,
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    // Nothing of Boris anywhere in the file.
    const file = JSON.stringify(answer.json);
    for (const trace of [
      boris.email,
      boris.orderNumber,
      "Poruka od Boris",
      "Ponuda za Boris",
      "Borisova",
    ])
      expect(file).not.toContain(trace);
  });

  it("is refused without a token", async () => {
    expect((await client.call("GET", "/api/me/data-export")).status).toBe(401);
  });
});

describe(`DELETE /api/me on ${testDatabaseKind}`, () => {
  it("refuses a wrong password with an error on the password field, and deletes nothing", async () => {
    const { token } = await client.login(boris.email, boris.password);
    const answer = await client.call(
      "DELETE",
      "/api/me",
      { password: "not the password" },
      bearer(token),
    );
    expect(answer.status).toBe(400);
    expect(client.errorOf(answer.json).fields).toEqual({
      password: "The current password is not correct",
    });
    const missing = await client.call("DELETE", "/api/me", {}, bearer(token));
    expect(missing.status).toBe(400);
    expect(Object.keys(client.errorOf(missing.json).fields ?? {})).toEqual(["password"]);
    expect((await client.call("GET", "/api/me", undefined, bearer(token))).status).toBe(200);
  });

  it("erases the personal data, keeps the orders, ends every session and mails the former address", async () => {
    const first = await client.login(boris.email, boris.password);
    const second = await client.login(boris.email, boris.password);
    const answer = await client.call(
      "DELETE",
      "/api/me",
      { password: boris.password },
      { ...bearer(first.token), "accept-language": "hr" },
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: { message: "Vaš je korisnički račun izbrisan. Poslali smo vam potvrdu e-poštom." },
    });

    const db = database.db;
    const [row] = await db.select().from(users).where(eq(users.id, boris.id));
    expect(row).toMatchObject({
      email: erasedEmail(boris.id),
      name: "",
      phone: "",
      passwordHash: null,
      newsletter: false,
      companyName: null,
      scope: [],
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // Orders stay, with the buyer as they were (bookkeeping documents).
    const [order] = await db.select().from(orders).where(eq(orders.number, boris.orderNumber));
    expect(order).toMatchObject({ userId: boris.id, buyerName: "Boris", buyerEmail: boris.email });
    // Everything else of the account is gone.
    expect(await db.select().from(cartLines).where(eq(cartLines.userId, boris.id))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, boris.id))).toEqual(
      [],
    );
    expect(await db.select().from(inquiries).where(eq(inquiries.email, boris.email))).toEqual([]);
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, boris.email)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, boris.email)),
    ).toEqual([]);
    const open = await db.select().from(sessions).where(eq(sessions.userId, boris.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    // Ana's data is untouched.
    expect(await db.select().from(inquiries).where(eq(inquiries.userId, ana.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, ana.email)),
    ).toHaveLength(1);

    // Both sessions are over: the access tokens and the refresh tokens.
    expect((await client.call("GET", "/api/me", undefined, bearer(first.token))).status).toBe(401);
    expect((await client.call("GET", "/api/me", undefined, bearer(second.token))).status).toBe(401);
    expect(
      (await client.post("/api/refresh", { refresh_token: second.refresh_token })).status,
    ).toBe(401);

    // The confirmation reaches the former address over SMTP, in the customer's language.
    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([boris.email]);
    expect(mail?.subject).toBe("Vaš je korisnički račun izbrisan – Dućan");
    expect(mail?.text).toContain("11 godina");
  });

  it("cannot log in again, and the address can register a new account", async () => {
    const login = await client.post("/api/login", { email: boris.email, password: boris.password });
    expect(login.status).toBe(401);
    const again = await client.post("/api/register", {
      type: "person",
      name: "Boris",
      email: boris.email,
      phone: "",
      password: "a new password 2026",
      password_confirmation: "a new password 2026",
    });
    expect(again.status).toBe(201);
    const fresh = await database.db.select().from(users).where(eq(users.email, boris.email));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.id).not.toBe(boris.id);
    expect(fresh[0]?.deletedAt).toBeNull();
    // The new account sees none of the old one's orders.
    expect(
      await database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, fresh[0]?.id ?? 0)),
    ).toEqual([]);
  });

  it("deletes a legal entity's company data, feed key and payment terms; its export before deletion was its own", async () => {
    const { token } = await client.login(ana.email, ana.password);
    expect(
      (await client.call("DELETE", "/api/me", { password: ana.password }, bearer(token))).status,
    ).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, ana.id));
    expect(row).toMatchObject({
      companyName: null,
      companyOib: null,
      companyAddress: null,
      companyPhone: null,
      email: erasedEmail(ana.id),
    });
    expect(await database.db.select().from(feedKeys).where(eq(feedKeys.userId, ana.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(customerTerms).where(eq(customerTerms.userId, ana.id)),
    ).toEqual([]);
    expect(await database.db.select().from(orders).where(eq(orders.userId, ana.id))).toHaveLength(
      1,
    );
    expect((await client.call("GET", "/api/me/data-export", undefined, bearer(token))).status).toBe(
      401,
    );
  });
});

describe(`a customer's rights asked of the staff on ${testDatabaseKind}`, () => {
  it("gives the customer's own file to the staff, then erases them as their own deletion does; audited, 404 after", async () => {
    const cvita = await customer("cvita@example.com", "person", "Cvita");
    await addStaffMember(database.db, {
      email: "podrska@dukan.example",
      password: "Podrska-lozinka-2026",
      roles: ["customers"],
    });
    await addStaffMember(database.db, {
      email: "skladiste@dukan.example",
      password: "Skladiste-lozinka-2026",
      roles: ["orders"],
    });
    const support = bearer(
      await staffToken(api, { email: "podrska@dukan.example", password: "Podrska-lozinka-2026" }),
    );
    const warehouse = bearer(
      await staffToken(api, {
        email: "skladiste@dukan.example",
        password: "Skladiste-lozinka-2026",
      }),
    );
    const path = `/api/admin/customers/${cvita.id}`;

    expect((await client.call("GET", `${path}/data-export`, undefined, warehouse)).status).toBe(
      403,
    );
    const file = await client.call("GET", `${path}/data-export`, undefined, support);
    expect(file.status).toBe(200);
    const data = dataExportResponseSchema.parse(file.json).data;
    expect(data.account.email).toBe("cvita@example.com");
    expect(data.orders.map((order) => order.number)).toEqual([cvita.orderNumber]);

    expect((await client.call("POST", `${path}/erase`, {}, warehouse)).status).toBe(403);
    const erased = await client.call(
      "POST",
      `${path}/erase`,
      {},
      { ...support, "accept-language": "en" },
    );
    expect(erased.status).toBe(200);
    expect(erased.json).toEqual({
      data: {
        message: "The customer's personal data is erased; a confirmation was mailed to them.",
      },
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, cvita.id));
    expect(row).toMatchObject({ email: erasedEmail(cvita.id), name: "", passwordHash: null });
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.number, cvita.orderNumber));
    expect(order?.userId).toBe(cvita.id);
    const mails = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, "cvita@example.com"));
    expect(mails).toHaveLength(1);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(cvita.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "customer.data_export",
      "customer.erase",
    ]);
    expect((await client.call("POST", `${path}/erase`, {}, support)).status).toBe(404);
    expect((await client.call("GET", `${path}/data-export`, undefined, support)).status).toBe(404);
  });
});
