import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { categories, products } from "../catalogue/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { createMailTransport, createMailWorker, type MailWorker } from "../mail/index.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { contactMessages, inquiries } from "./schema.ts";
import { contactMailComposers } from "./staff-mails.ts";

const STAFF = "osoblje@dukan.test";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let product: {
  itemCode: string;
  nameHr: string;
  nameEn: string;
  slugHr: string;
  slugEn: string;
  categoryHr: string;
  categoryEn: string;
};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 3 });
  const [row] = await database.db
    .select({
      itemCode: products.itemCode,
      nameHr: products.nameHr,
      nameEn: products.nameEn,
      slugHr: products.slugHr,
      slugEn: products.slugEn,
      categoryHr: categories.slugHr,
      categoryEn: categories.slugEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error("no product");
  product = row;
  smtp = await startSmtpServer();
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Dućan <trgovina@dukan.hr>",
    mailDir: "",
  });
  worker = createMailWorker({
    db: database.db,
    transport,
    composers: contactMailComposers(database.db, "http://shop.test"),
  });
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.execute(
    sql`truncate contact_messages, inquiries, contact_replies, outbox_mails, rate_limit_windows, spent_challenges`,
  );
  smtp.received.length = 0;
});

/** A fresh API (each test starts with no counters and no spent challenges): proof of work 8 bits, the staff's mailbox set. */
const shop = () =>
  accountsClient(
    createApi(database, { ...testApiOptions(), spam: { difficulty: 8 }, staffEmail: STAFF }),
    database.db,
  );

const message = (over: Record<string, unknown> = {}) => ({
  name: "Ivana Marić",
  email: "Ivana.Maric@Example.com",
  subject: "Dostava na otok",
  message: "Dostavljate li na Brač?\nHvala!",
  consent: true,
  ...over,
});
const inquiry = (over: Record<string, unknown> = {}) => ({
  item_code: product.itemCode.toLowerCase(),
  quantity: "500",
  message: "Molim ponudu za 500 komada.",
  name: "Marko Horvat",
  email: "nabava@tvrtka.example",
  phone: "091 234 5678",
  company: "Tvrtka d.o.o.",
  consent: true,
  ...over,
});
const nothingStored = async () => ({
  messages: (await database.db.select().from(contactMessages)).length,
  inquiries: (await database.db.select().from(inquiries)).length,
  mails: (await database.db.select().from(outboxMails)).length,
});

describe(`contact messages on ${testDatabaseKind}`, () => {
  it("stores the message and mails it to the staff over SMTP, Reply-To the sender; the sender is thanked in their language", async () => {
    const client = shop();
    const sent = await client.post(
      "/api/contact",
      { ...message(), proof: await client.proof() },
      { "accept-language": "hr" },
    );
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({
      data: { message: "Hvala na poruci! Odgovorit ćemo vam unutar jednog radnog dana." },
    });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      name: "Ivana Marić",
      email: "ivana.maric@example.com",
      language: "hr",
      userId: null,
    });
    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([STAFF]);
    expect(mail?.subject).toBe("Kontakt: Dostava na otok – Ivana Marić");
    expect(mail?.headers.get("reply-to")).toBe("ivana.maric@example.com");
    expect(mail?.text).toContain("E-mail: ivana.maric@example.com");
    expect(mail?.text).toContain("Jezik: hrvatski");
    expect(mail?.text).toContain("Dostavljate li na Brač?\nHvala!");

    const english = await client.post("/api/contact", message({ subject: "Opening hours" }), {
      "accept-language": "en",
    });
    expect(english.json).toEqual({
      data: { message: "Thank you for your message! We will answer within one working day." },
    });
    await worker.deliverDue();
    expect(smtp.received.at(-1)?.text).toContain("Jezik: engleski");
  });

  it("names every refused field in the request's language, and stores and mails nothing", async () => {
    const client = shop();
    const refused = await client.post(
      "/api/contact",
      { email: "not-an-address", subject: " ", message: "x".repeat(5001), consent: false },
      { "accept-language": "hr" },
    );
    expect(refused.status).toBe(400);
    expect(client.errorOf(refused.json)).toEqual({
      code: "validation_failed",
      message: "Neka polja nisu ispravno ispunjena",
      fields: {
        name: "Ovo polje je obavezno",
        email: "Upišite valjanu adresu e-pošte, na primjer ime@tvrtka.hr",
        subject: "Ovo polje je obavezno",
        message: "Tekst je predug: najviše 5.000 znakova",
        consent: expect.any(String),
      },
    });
    const english = await client.post("/api/contact", message({ message: "" }), {
      "accept-language": "en",
    });
    expect(client.errorOf(english.json).fields).toEqual({ message: "This field is required" });
    expect(await nothingStored()).toEqual({ messages: 0, inquiries: 0, mails: 0 });
  });

  it("refuses a 1 MB message with 413 while reading it, and a 100 KB one naming the field; never a 500", async () => {
    const client = shop();
    const huge = await client.post("/api/contact", message({ message: "a".repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(client.errorOf(huge.json).code).toBe("payload_too_large");
    const long = await client.post("/api/contact", message({ message: "a".repeat(100_000) }));
    expect(long.status).toBe(400);
    expect(client.errorOf(long.json).fields).toEqual({
      message: "This text is too long: at most 5,000 characters",
    });
    expect(await nothingStored()).toEqual({ messages: 0, inquiries: 0, mails: 0 });
  });

  it("refuses a filled honeypot and a reused, forged or expired proof, with no mail and nothing stored", async () => {
    const client = shop();
    const honey = await client.post("/api/contact", message({ website: "http://buy.example" }));
    expect(honey.status).toBe(400);
    expect(client.errorOf(honey.json)).toMatchObject({
      code: "honeypot_filled",
      fields: { website: "Leave this field empty" },
    });
    const proof = await client.proof();
    expect((await client.post("/api/contact", message({ proof }))).status).toBe(201);
    await database.db.execute(sql`truncate contact_messages, contact_replies, outbox_mails`);
    const reused = await client.post("/api/contact", message({ proof }));
    expect(reused.status).toBe(400);
    expect(client.errorOf(reused.json).code).toBe("proof_failed");
    const forged = await client.post(
      "/api/contact",
      message({ proof: proof.replace(/\.[\w-]+:/, ".Zm9yZ2Vk:") }),
    );
    expect(client.errorOf(forged.json).code).toBe("proof_failed");
    const expired = `v1.${Math.floor(Date.now() / 1000) - 10}.8.${"a".repeat(22)}.${"b".repeat(43)}:1`;
    expect(
      client.errorOf((await client.post("/api/contact", message({ proof: expired }))).json).code,
    ).toBe("proof_failed");
    expect(await nothingStored()).toEqual({ messages: 0, inquiries: 0, mails: 0 });
  });

  it("takes messages without a proof 5 an hour per address, then 429 with Retry-After; with a proof 10", async () => {
    const client = shop();
    const from = { "x-forwarded-for": "198.51.100.20" };
    for (let i = 0; i < 5; i++)
      expect((await client.post("/api/contact", message(), from)).status).toBe(201);
    const limited = await client.post("/api/contact", message(), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(client.errorOf(limited.json).code).toBe("too_many_requests");
    for (let i = 0; i < 4; i++)
      expect(
        (await client.post("/api/contact", message({ proof: await client.proof() }), from)).status,
      ).toBe(201);
    const over = await client.post("/api/contact", message({ proof: await client.proof() }), from);
    expect(over.status).toBe(429);
    expect((await database.db.select().from(contactMessages)).length).toBe(9);
  });
});

describe(`inquiries on ${testDatabaseKind}`, () => {
  it("stores the inquiry with the product's code and name and mails the staff its code and link in the inquiry's language", async () => {
    const client = shop();
    const sent = await client.post(
      "/api/inquiries",
      { ...inquiry(), proof: await client.proof() },
      { "accept-language": "en" },
    );
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ data: { message: "Inquiry sent" } });
    const [stored] = await database.db.select().from(inquiries);
    expect(stored).toMatchObject({
      itemCode: product.itemCode,
      productName: product.nameEn,
      quantity: 500,
      language: "en",
      status: "new",
    });
    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual([STAFF]);
    expect(mail?.subject).toBe(`Upit za ponudu: ${product.itemCode}, 500 kom – Marko Horvat`);
    expect(mail?.headers.get("reply-to")).toBe("nabava@tvrtka.example");
    expect(mail?.text).toContain(`Šifra artikla: ${product.itemCode}`);
    expect(mail?.text).toContain(
      `Poveznica: http://shop.test/en/${product.categoryEn}/${product.slugEn}`,
    );
    expect(mail?.text).toContain("Tvrtka: Tvrtka d.o.o.");

    const croatian = await client.post("/api/inquiries", inquiry({ message: "" }), {
      "accept-language": "hr",
    });
    expect(croatian.json).toEqual({ data: { message: "Upit je poslan" } });
    await worker.deliverDue();
    expect(smtp.received.at(-1)?.text).toContain(
      `Poveznica: http://shop.test/${product.categoryHr}/${product.slugHr}`,
    );
    expect(smtp.received.at(-1)?.text).toContain("(bez poruke)");
  });

  it("refuses an unknown product, a bad quantity and missing fields, and stores and mails nothing", async () => {
    const client = shop();
    const unknown = await client.post("/api/inquiries", inquiry({ item_code: "NO-SUCH-CODE" }));
    expect(unknown.status).toBe(400);
    expect(client.errorOf(unknown.json)).toMatchObject({
      code: "wrong_item_code",
      message: "Wrong item code",
    });
    const bad = await client.post("/api/inquiries", {
      item_code: product.itemCode,
      quantity: 0,
      consent: "yes",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(client.errorOf(bad.json).fields ?? {}).sort()).toEqual([
      "consent",
      "email",
      "name",
      "quantity",
    ]);
    const honey = await client.post("/api/inquiries", inquiry({ website: "x" }));
    expect(client.errorOf(honey.json).code).toBe("honeypot_filled");
    expect(await nothingStored()).toEqual({ messages: 0, inquiries: 0, mails: 0 });
  });

  it("lists a customer's own inquiries only, newest first; a visitor's inquiry belongs to nobody", async () => {
    const client = shop();
    const ana = await customer(client, "ana@example.com");
    const ivo = await customer(client, "ivo@example.com");
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await client.post("/api/inquiries", inquiry({ quantity: 10 }), as(ana))).status).toBe(
      201,
    );
    expect((await client.post("/api/inquiries", inquiry({ quantity: 20 }), as(ana))).status).toBe(
      201,
    );
    expect((await client.post("/api/inquiries", inquiry({ quantity: 30 }), as(ivo))).status).toBe(
      201,
    );
    expect((await client.post("/api/inquiries", inquiry({ quantity: 40 }))).status).toBe(201);
    const mine = await client.call("GET", "/api/me/inquiries", undefined, as(ana));
    expect(mine.status).toBe(200);
    const list = (
      mine.json as {
        data: { quantity: number; item_code: string; status: string; created_at: string }[];
      }
    ).data;
    expect(list.map((i) => i.quantity)).toEqual([20, 10]);
    expect(list[0]).toMatchObject({
      item_code: product.itemCode,
      status: "new",
      created_at: expect.any(String),
    });
    const his = await client.call("GET", "/api/me/inquiries", undefined, as(ivo));
    expect((his.json as { data: { quantity: number }[] }).data.map((i) => i.quantity)).toEqual([
      30,
    ]);
    expect((await client.call("GET", "/api/me/inquiries")).status).toBe(401);
  });
});

/** A confirmed, logged-in customer's access token. */
async function customer(client: ReturnType<typeof accountsClient>, email: string): Promise<string> {
  const password = "correct horse battery";
  const registered = await client.post(
    "/api/register",
    {
      type: "person",
      name: "Kupac",
      email,
      password,
      password_confirmation: password,
      proof: await client.proof(),
    },
    { "x-forwarded-for": `198.51.100.${email.length}` },
  );
  expect(registered.status).toBe(201);
  await client.post("/api/email/confirm", { token: await client.linkIn(email, "login?confirm") });
  return (await client.login(email, password)).token;
}
