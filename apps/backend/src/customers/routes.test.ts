import {
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  apiErrorSchema,
  cartResponseSchema,
  feedKeySchema,
  productListResponseSchema,
  userResponseSchema,
} from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { outboxMails } from "../mail/schema.ts";
import { newsletterSubscribers } from "../newsletter/schema.ts";
import { addStaffMember, adminToken, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { users } from "../accounts/schema.ts";
import { accountsClient } from "../accounts/test-client.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let client: ReturnType<typeof accountsClient>;
const staff = { customers: "", orders: "", admin: "" };

const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 12, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  const unlimited = { max: 1000, windowSeconds: 3600 };
  api = createApi(database, {
    ...testApiOptions({ limits: { registerPerIp: unlimited } }),
    spam: { limits: { registration: { perAddress: unlimited, withoutProof: unlimited } } },
    cart: { memoryMs: 60_000 },
  });
  client = accountsClient(api, database.db);
  await addStaffMember(database.db, {
    email: "kupci@dukan.demo",
    password: "Staff-Customers-2026",
    roles: ["customers"],
  });
  staff.customers = await staffToken(api, {
    email: "kupci@dukan.demo",
    password: "Staff-Customers-2026",
  });
  staff.orders = await staffToken(api, demoStaff.orders);
  staff.admin = await adminToken(api, demoStaff.admin);
  // Three companies and two persons beside the demo's, with known names and OIBs.
  const passwordHash = await hashPassword(PASSWORD);
  await database.db
    .insert(users)
    .values([
      company("alfa@firma.hr", "Alfa Trgovina d.o.o.", "12345678901"),
      company("beta@firma.hr", "Beta Alati d.o.o.", "12399999999"),
      company("gama@firma.hr", "Gama Vijci j.d.o.o.", "98765432109"),
      person("ana.anic@mail.hr", "Ana Anić", true),
      person("marko@mail.hr", "Marko Marić", false),
    ]);

  function company(email: string, name: string, oib: string) {
    return {
      type: "company" as const,
      email,
      name: `Kontakt ${name}`,
      passwordHash,
      emailConfirmedAt: new Date(),
      scope: ["customer", "company"],
      companyName: name,
      companyOib: oib,
      companyAddress: "Ilica 1",
      companyPlace: "Zagreb",
      companyPostOffice: "10000",
    };
  }
  function person(email: string, name: string, newsletter: boolean) {
    return {
      type: "person" as const,
      email,
      name,
      newsletter,
      passwordHash: newsletter ? passwordHash : null,
      emailConfirmedAt: new Date(),
      scope: ["customer", "person"],
    };
  }
});
afterAll(async () => {
  await database?.close();
});

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await api.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      "accept-language": "en",
      "x-forwarded-for": "198.51.100.9",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

const dataOf = (json: unknown) => (json as { data: unknown }).data;

const list = async (query: string) => {
  const answer = await call(staff.customers, "GET", `/api/admin/customers?${query}`);
  expect(answer.status).toBe(200);
  return adminCustomerListSchema.parse(answer.json);
};
const emails = async (query: string) => (await list(query)).data.map((c) => c.email).sort();

async function idOf(email: string): Promise<number> {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

async function auditCount(entityId: number, action: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
  return row?.n ?? 0;
}

describe("the staff's customers", () => {
  it("search by a prefix of the OIB, the name, the e-mail or the company name, and filter", async () => {
    expect(await emails("q=123")).toEqual(["alfa@firma.hr", "beta@firma.hr"]);
    expect(await emails("q=1234")).toEqual(["alfa@firma.hr"]);
    expect(await emails("q=gama")).toEqual(["gama@firma.hr"]);
    expect(await emails("q=ana%20an")).toEqual(["ana.anic@mail.hr"]);
    expect(await emails("q=beta%20alati")).toEqual(["beta@firma.hr"]);
    // A LIKE wildcard is searched for literally.
    expect(await emails("q=%25")).toEqual([]);
    const persons = await emails("type=person");
    expect(persons).toContain("ana.anic@mail.hr");
    expect(persons).not.toContain("alfa@firma.hr");
    // The legacy demo customer has no password yet either.
    expect(await emails("type=person&registered=false")).toEqual([
      "marko@mail.hr",
      "stari.kupac@dukan.demo",
    ]);
    expect(await emails("newsletter=true&type=person&q=a")).toEqual(["ana.anic@mail.hr"]);
    expect(await emails("hasOrders=true")).toEqual([]);
    expect(await emails("hasOrders=false&q=alfa")).toEqual(["alfa@firma.hr"]);
    const page = await list("perPage=2&page=1&sort=email&order=ASC");
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.data[0]?.email).toBe("alfa@firma.hr");
  });

  it("refuses bad filters naming the field, other roles and customers", async () => {
    const bad = await call(
      staff.customers,
      "GET",
      "/api/admin/customers?blocked=maybe&perPage=500",
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json).error.fields ?? {}).sort()).toEqual([
      "blocked",
      "perPage",
    ]);
    expect((await call(staff.orders, "GET", "/api/admin/customers")).status).toBe(403);
    const customer = await client.login(demoAccounts.person.email, demoAccounts.person.password);
    expect((await call(customer.token, "GET", "/api/admin/customers")).status).toBe(401);
    expect((await call(staff.admin, "GET", "/api/admin/customers")).status).toBe(200);
  });

  it("shows one customer with company data, orders and logins; an edit names its version (409 when it moved) and is audited", async () => {
    const id = await idOf("alfa@firma.hr");
    await client.login("alfa@firma.hr", PASSWORD);
    const shown = adminCustomerDetailSchema.parse(
      (await call(staff.customers, "GET", `/api/admin/customers/${id}`)).json,
    );
    expect(shown.company?.oib).toBe("12345678901");
    expect(shown.orders).toEqual({ count: 0, totalGrossCents: 0, lastAt: null });
    expect(shown.logins[0]?.address).toBe("203.0.113.7");
    const edited = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: shown.version,
      phone: "+385 1 222 3333",
    });
    expect(edited.status).toBe(200);
    expect(adminCustomerDetailSchema.parse(edited.json).version).toBe(shown.version + 1);
    const stale = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: shown.version,
      name: "Lost change",
    });
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.json).error.code).toBe("version_conflict");
    // The company's postcode is a Croatian postal code here too, as at registration and checkout.
    const badPostcode = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: shown.version + 1,
      company: {
        name: shown.company?.name,
        oib: "33392005961",
        address: shown.company?.address,
        place: shown.company?.place,
        postOffice: "abc",
        phone: shown.company?.phone,
      },
    });
    expect(badPostcode.status).toBe(400);
    expect(apiErrorSchema.parse(badPostcode.json).error.fields).toEqual({
      "company.postOffice": "A zip code has exactly 5 digits, for example 10000",
    });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "customer.edit")));
    expect(entry?.changes).toEqual({ phone: { before: "", after: "+385 1 222 3333" } });
    expect((await call(staff.customers, "GET", "/api/admin/customers/999999")).status).toBe(404);
  });

  it("the newsletter switch mails the customer the link that subscribes, never subscribes them itself; switched off, the address leaves", async () => {
    const id = await idOf("marko@mail.hr");
    const detailOf = async () =>
      adminCustomerDetailSchema.parse(
        (await call(staff.customers, "GET", `/api/admin/customers/${id}`)).json,
      );
    const before = await detailOf();
    expect(before.newsletter).toBe(false);
    const asked = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: before.version,
      newsletter: true,
    });
    expect(asked.status).toBe(200);
    // Not subscribed until the customer follows the mailed link (double opt-in).
    expect(adminCustomerDetailSchema.parse(asked.json).newsletter).toBe(false);
    const [pending] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "marko@mail.hr"));
    expect(pending).toMatchObject({ status: "pending", source: "staff" });
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, "marko@mail.hr"))
      .orderBy(sql`${outboxMails.id} desc`)
      .limit(1);
    const link = decodeURIComponent(
      /\/newsletter\?confirm=([^\s]+)/.exec(mail?.textBody ?? "")?.[1] ?? "",
    );
    expect((await client.post("/api/newsletter/confirm", { token: link })).status).toBe(200);
    const subscribed = await detailOf();
    expect(subscribed.newsletter).toBe(true);
    const off = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: subscribed.version,
      newsletter: false,
    });
    expect(adminCustomerDetailSchema.parse(off.json).newsletter).toBe(false);
    const [left] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "marko@mail.hr"));
    expect(left?.status).toBe("unsubscribed");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "customer.edit")));
    expect(entries.at(-1)?.changes).toEqual({ newsletter: { before: true, after: false } });
  });

  it("gives a legal entity payment terms, changes and takes them away, each audited; a person has none", async () => {
    const id = await idOf("beta@firma.hr");
    const read = async () =>
      adminCustomerDetailSchema.parse(
        (await call(staff.customers, "GET", `/api/admin/customers/${id}`)).json,
      );
    const before = await read();
    expect(before.terms).toBeNull();
    const terms = { days: 30, creditLimitCents: 500_000, blockAfterOverdueDays: 15 };
    const given = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: before.version,
      terms,
    });
    expect(given.status).toBe(200);
    expect(adminCustomerDetailSchema.parse(given.json).terms).toEqual(terms);
    const bad = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: before.version + 1,
      terms: { days: 121, creditLimitCents: -1, blockAfterOverdueDays: 15 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(bad.json).error.fields ?? {}).sort()).toEqual([
      "terms.creditLimitCents",
      "terms.days",
    ]);
    const changed = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: before.version + 1,
      terms: { ...terms, days: 45 },
    });
    expect(adminCustomerDetailSchema.parse(changed.json).terms?.days).toBe(45);
    const removed = await call(staff.customers, "PATCH", `/api/admin/customers/${id}`, {
      version: before.version + 2,
      terms: null,
    });
    expect(adminCustomerDetailSchema.parse(removed.json).terms).toBeNull();
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "customer.edit")))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.changes)).toEqual([
      { terms: { before: null, after: terms } },
      { terms: { before: terms, after: { ...terms, days: 45 } } },
      { terms: { before: { ...terms, days: 45 }, after: null } },
    ]);
    // A person pays in advance: terms sent for one are not kept.
    const personId = await idOf("marko@mail.hr");
    const person = adminCustomerDetailSchema.parse(
      (await call(staff.customers, "GET", `/api/admin/customers/${personId}`)).json,
    );
    const ignored = await call(staff.customers, "PATCH", `/api/admin/customers/${personId}`, {
      version: person.version,
      terms,
    });
    expect(adminCustomerDetailSchema.parse(ignored.json).terms).toBeNull();
  });

  it("block ends the sessions at once (even a remembered caller and cart), refuses login, ordering and the feed key; unblock lets them in again", async () => {
    const id = await idOf("beta@firma.hr");
    const tokens = await client.login("beta@firma.hr", PASSWORD);
    const bearer = { authorization: `Bearer ${tokens.token}` };
    // Remembered by this process: the caller (10 s) and the cart (60 s here).
    expect((await client.call("GET", "/api/cart", undefined, bearer)).status).toBe(200);
    const key = feedKeySchema.parse(
      dataOf((await client.call("GET", "/api/me/feed-key", undefined, bearer)).json),
    ).key;
    const feed = (language: string) =>
      api.request(`/api/b2b/availability.json?key=${key}`, {
        headers: { "accept-language": language },
      });
    // The key's holder is remembered too (a second).
    expect((await feed("hr")).status).toBe(200);
    const blocked = await call(staff.customers, "POST", `/api/admin/customers/${id}/block`, {});
    expect(blocked.status).toBe(200);
    expect(adminCustomerDetailSchema.parse(blocked.json).blocked).toBe(true);
    expect((await client.call("GET", "/api/cart", undefined, bearer)).status).toBe(401);
    expect((await client.call("POST", "/api/checkout/preview", {}, bearer)).status).toBe(401);
    expect(
      (await client.post("/api/refresh", { refresh_token: tokens.refresh_token })).status,
    ).toBe(401);
    const login = await client.post("/api/login", { email: "beta@firma.hr", password: PASSWORD });
    expect(login.status).toBe(403);
    expect(client.errorOf(login.json).code).toBe("account_blocked");
    expect(await emails("blocked=true")).toEqual(["beta@firma.hr"]);
    expect(await auditCount(id, "customer.block")).toBe(1);
    for (const [language, message] of [
      ["hr", "Ovaj je korisnički račun blokiran. Obratite se trgovini."],
      ["en", "This account is blocked. Please contact the shop."],
    ]) {
      const refused = await feed(language ?? "hr");
      expect(refused.status).toBe(403);
      expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
        code: "account_blocked",
        message,
      });
    }

    const unblocked = await call(staff.customers, "POST", `/api/admin/customers/${id}/unblock`, {});
    expect(adminCustomerDetailSchema.parse(unblocked.json).blocked).toBe(false);
    expect(
      (await client.post("/api/login", { email: "beta@firma.hr", password: PASSWORD })).status,
    ).toBe(200);
    // The same key works again.
    expect((await feed("hr")).status).toBe(200);
  });

  it("sends the shop's password-reset mail on the staff's request, audited", async () => {
    const id = await idOf("marko@mail.hr");
    const sent = await call(
      staff.customers,
      "POST",
      `/api/admin/customers/${id}/password-reset`,
      {},
    );
    expect(sent.status).toBe(200);
    expect(await client.linkIn("marko@mail.hr", "password-reset?token")).toBeTruthy();
    expect(await auditCount(id, "customer.password_reset_link")).toBe(1);
  });

  it("mails a link to the address a customer asked staff to move to; the address changes when the customer uses it, audited", async () => {
    const [ivan] = await database.db
      .insert(users)
      .values({
        type: "person",
        email: "ivan@mail.hr",
        name: "Ivan Ivić",
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
        scope: ["customer", "person"],
      })
      .returning({ id: users.id });
    const id = ivan?.id ?? 0;
    const path = `/api/admin/customers/${id}/email-change`;
    // Refused: a bad address (named in the staff's language), the same address, a role without customers.
    const bad = await call(staff.customers, "POST", path, { email: "ivan@" });
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(bad.json).error.fields).toHaveProperty("email");
    const same = await call(staff.customers, "POST", path, { email: "ivan@mail.hr" });
    expect(same.status).toBe(400);
    expect(apiErrorSchema.parse(same.json).error.fields).toEqual({
      email: "This is the customer's address already",
    });
    expect((await call(staff.orders, "POST", path, { email: "ivan.novi@mail.hr" })).status).toBe(
      403,
    );

    const sent = await call(staff.customers, "POST", path, { email: "Ivan.Novi@mail.hr" });
    expect(sent.status).toBe(200);
    // Nothing changes until the customer, logged in with the current address, opens the link.
    expect(adminCustomerDetailSchema.parse(sent.json).email).toBe("ivan@mail.hr");
    const link = await client.linkIn("ivan.novi@mail.hr", "profile?email-change");
    const { token } = await client.login("ivan@mail.hr", PASSWORD);
    const confirmed = await client.post(
      "/api/me/email/confirm",
      { token: link },
      { authorization: `Bearer ${token}` },
    );
    expect(confirmed.status).toBe(200);
    await client.login("ivan.novi@mail.hr", PASSWORD);
    expect(await auditCount(id, "customer.email_change_link")).toBe(1);
  });

  it("with the setting on, a new legal entity sees retail prices and waits; approval mails it in its language and wholesale prices follow at once", async () => {
    const put = await call(staff.admin, "PUT", "/api/admin/settings/customers", {
      approve_new_companies: true,
    });
    expect(put.status).toBe(200);
    const email = "nova@tvrtka.hr";
    const registered = await client.post("/api/register", {
      type: "company",
      name: "Nova Tvrtka",
      email,
      phone: "+385 91 555 0101",
      password: PASSWORD,
      password_confirmation: PASSWORD,
      newsletter: false,
      language: "en",
      company: {
        name: "Nova Tvrtka d.o.o.",
        oib: "33392005961",
        address: "Ilica 2",
        place: "Zagreb",
        post_office: "10000",
        phone: "+385 1 555 0100",
      },
    });
    expect(registered.status).toBe(201);
    await client.post("/api/email/confirm", {
      token: await client.linkIn(email, "login?confirm"),
    });
    const tokens = await client.login(email, PASSWORD);
    const bearer = { authorization: `Bearer ${tokens.token}` };
    const me = userResponseSchema.parse(
      (await client.call("GET", "/api/me", undefined, bearer)).json,
    );
    expect(me.data.awaiting_approval).toBe(true);
    const prices = async () =>
      productListResponseSchema.parse(
        (await client.call("GET", "/api/products?per_page=12", undefined, bearer)).json,
      ).data[0]?.your_price_includes_vat;
    expect(await prices()).toBe(true);
    expect(
      cartResponseSchema.parse((await client.call("GET", "/api/cart", undefined, bearer)).json).data
        .prices_include_vat,
    ).toBe(true);
    expect(await emails("awaitingApproval=true")).toEqual([email]);

    const id = await idOf(email);
    const approved = await call(staff.customers, "POST", `/api/admin/customers/${id}/approve`, {});
    expect(adminCustomerDetailSchema.parse(approved.json).awaitingApproval).toBe(false);
    expect(await prices()).toBe(false);
    expect(
      cartResponseSchema.parse((await client.call("GET", "/api/cart", undefined, bearer)).json).data
        .prices_include_vat,
    ).toBe(false);
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.toAddress, email),
          eq(outboxMails.subject, "Your business account is approved – Dućan"),
        ),
      );
    expect(mail).toBeTruthy();
    expect(await auditCount(id, "customer.approve")).toBe(1);

    // Off again (the default): the next company sees wholesale prices at once.
    await call(staff.admin, "PUT", "/api/admin/settings/customers", {
      approve_new_companies: false,
    });
  });

  it("with the setting off, a legal entity registering with another account's OIB waits for the staff; a new OIB does not", async () => {
    const register = async (email: string, oib: string) => {
      const registered = await client.post("/api/register", {
        type: "company",
        name: "Netko Drugi",
        email,
        phone: "+385 91 555 0102",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        company: {
          name: "Demo Informatika d.o.o.",
          oib,
          address: "Ilica 9",
          place: "Zagreb",
          post_office: "10000",
          phone: "+385 1 555 0199",
        },
      });
      expect(registered.status).toBe(201);
      await client.post("/api/email/confirm", {
        token: await client.linkIn(email, "login?confirm"),
      });
      const { token } = await client.login(email, PASSWORD);
      const me = await client.call("GET", "/api/me", undefined, {
        authorization: `Bearer ${token}`,
      });
      return userResponseSchema.parse(me.json).data.awaiting_approval;
    };
    // The demo company's OIB (a customer of the shop): retail prices until the staff approve.
    expect(await register("lazna.tvrtka@firma.hr", "33392005961")).toBe(true);
    expect(await emails("awaitingApproval=true")).toContain("lazna.tvrtka@firma.hr");
    // An OIB no account has: wholesale prices at once, as before.
    expect(await register("prava.nova@firma.hr", "72915546282")).toBe(false);
  });

  it("revokes and regenerates a legal entity's feed key; a person has none", async () => {
    const id = await idOf("gama@firma.hr");
    const tokens = await client.login("gama@firma.hr", PASSWORD);
    const key = await client.call("GET", "/api/me/feed-key", undefined, {
      authorization: `Bearer ${tokens.token}`,
    });
    expect(key.status).toBe(200);
    const before = adminCustomerDetailSchema.parse(
      (await call(staff.customers, "GET", `/api/admin/customers/${id}`)).json,
    );
    expect(before.feedKey).not.toBeNull();
    const revoked = await call(staff.customers, "POST", `/api/admin/customers/${id}/feed-key`, {
      action: "revoke",
    });
    expect(adminCustomerDetailSchema.parse(revoked.json).feedKey).toBeNull();
    const regenerated = await call(staff.customers, "POST", `/api/admin/customers/${id}/feed-key`, {
      action: "regenerate",
    });
    expect(adminCustomerDetailSchema.parse(regenerated.json).feedKey).not.toBeNull();
    const person = await idOf("ana.anic@mail.hr");
    expect(
      (
        await call(staff.customers, "POST", `/api/admin/customers/${person}/feed-key`, {
          action: "revoke",
        })
      ).status,
    ).toBe(403);
  });
});
