import {
  apiErrorSchema,
  contactRequestSchema,
  inboxConversationSchema,
  inboxListResponseSchema,
  inquiryRequestSchema,
} from "@dukan/contract";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../accounts/schema.ts";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { products } from "../catalogue/schema.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { createMailTransport, createMailWorker, type MailWorker } from "../mail/index.ts";
import { outboxMails } from "../mail/schema.ts";
import { settingsStore } from "../settings/store.ts";
import { addStaffMember, enrolTotp, staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { contactReplies, inquiries } from "./schema.ts";
import { contactService } from "./service.ts";
import { contactMailComposers } from "./staff-mails.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let clock = new Date("2026-11-27T08:00:00Z");
const tokens = { ana: "", boris: "", orders: "", admin: "" };
const staffIds = { ana: 0, boris: 0, content: 0 };
let customerId = 0;
let itemCode = "";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 3 });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions({ now: () => clock }));
  staffIds.ana = await addStaffMember(database.db, {
    email: "ana@dukan.test",
    password: "Ana-Inbox-2026",
    name: "Ana Kovač",
    roles: ["customers"],
  });
  staffIds.boris = await addStaffMember(database.db, {
    email: "boris@dukan.test",
    password: "Boris-Inbox-2026",
    name: "Boris Babić",
    roles: ["customers", "orders"],
  });
  staffIds.content = await addStaffMember(database.db, {
    email: "sadrzaj@dukan.test",
    password: "Content-Inbox-2026",
    name: "Sanja Sadržaj",
    roles: ["content"],
  });
  tokens.ana = await staffToken(api, { email: "ana@dukan.test", password: "Ana-Inbox-2026" });
  tokens.boris = await staffToken(api, {
    email: "boris@dukan.test",
    password: "Boris-Inbox-2026",
  });
  tokens.orders = await staffToken(api, demoStaff.orders);
  tokens.admin = await staffToken(api, demoStaff.admin);
  await enrolTotp(api, tokens.admin, clock);

  const [person] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.person.email));
  customerId = person?.id ?? 0;
  const [product] = await database.db
    .select({ itemCode: products.itemCode })
    .from(products)
    .limit(1);
  itemCode = product?.itemCode ?? "";

  // The customer's history: a message as a guest a year ago (same address, other case), then as
  // the logged-in customer an inquiry in English and a message in Croatian; a stranger's message.
  const contact = contactService(database.db, { settings: settingsStore(database.db) });
  await contact.sendMessage(
    contactRequestSchema.parse({
      name: "Kupac",
      email: "KUPAC@dukan.demo",
      subject: "Radno vrijeme",
      message: "Radite li subotom?",
      consent: true,
    }),
    "hr",
    null,
  );
  await contact.sendInquiry(
    inquiryRequestSchema.parse({
      item_code: itemCode,
      quantity: 40,
      name: "Demo Kupac",
      email: "kupac@dukan.demo",
      phone: "",
      company: "",
      message: "Price for 40 pieces?",
      consent: true,
    }),
    "en",
    customerId,
  );
  await contact.sendMessage(
    contactRequestSchema.parse({
      name: "Demo Kupac",
      email: "kupac@dukan.demo",
      subject: "Dostava na Brač",
      message: "Dostavljate li na otoke?",
      consent: true,
    }),
    "hr",
    customerId,
  );
  await contact.sendMessage(
    contactRequestSchema.parse({
      name: "Netko Drugi",
      email: "drugi@example.com",
      subject: "Račun",
      message: "Trebam R1 račun.",
      consent: true,
    }),
    "hr",
    null,
  );

  smtp = await startSmtpServer();
  worker = createMailWorker({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Dućan <trgovina@dukan.hr>",
      mailDir: "",
    }),
    composers: contactMailComposers(database.db, "http://shop.test"),
  });
  await worker.deliverDue(); // the staff's own mails about the four
  smtp.received.length = 0;
}, 60_000);
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

async function call(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  language = "en",
) {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as unknown };
}
const list = async (query = "", token = tokens.ana) => {
  const answer = await call(token, "GET", `/api/admin/inbox${query}`);
  expect(answer.status).toBe(200);
  return inboxListResponseSchema.parse(answer.json);
};
const conversation = async (id: string, token = tokens.ana) => {
  const answer = await call(token, "GET", `/api/admin/inbox/${id}`);
  expect(answer.status).toBe(200);
  return inboxConversationSchema.parse(answer.json);
};
const idOf = async (subject: string) => {
  const found = (await list()).data.find((row) => row.subject.startsWith(subject));
  if (!found) throw new Error(`no conversation "${subject}"`);
  return found.id;
};
const lastAudit = async () =>
  (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe(`the staff's inbox on ${testDatabaseKind}`, () => {
  it("lists contact messages and inquiries in one list, newest first, with filters and search", async () => {
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.data.map((row) => row.subject)).toEqual([
      "Račun",
      "Dostava na Brač",
      expect.any(String), // the inquiry: the product's name
      "Radno vrijeme",
    ]);
    const inquiry = all.data[2];
    expect(inquiry).toMatchObject({
      kind: "inquiry",
      id: expect.stringMatching(/^inquiry-\d+$/),
      itemCode,
      quantity: 40,
      language: "en",
      status: "new",
      customerId,
      assignedTo: null,
      replies: 0,
      version: 1,
    });
    expect((await list("?kind=inquiry")).data.map((row) => row.kind)).toEqual(["inquiry"]);
    expect((await list("?q=bra%C4%8D")).data.map((row) => row.subject)).toEqual([
      "Dostava na Brač",
    ]);
    expect((await list("?q=R1%20ra%C4%8Dun")).data.map((row) => row.subject)).toEqual(["Račun"]); // the message's text
    expect((await list(`?q=${itemCode.toLowerCase()}`)).total).toBe(1);
    expect((await list(`?customerId=${customerId}`)).total).toBe(2);
    expect((await list("?sort=createdAt&order=ASC&perPage=1&page=2")).data[0]?.id).toBe(
      inquiry?.id,
    );
    expect((await list("?q=100%25")).total).toBe(0); // % is taken literally
    const refused = await call(tokens.ana, "GET", "/api/admin/inbox?status=unknown&perPage=x");
    expect(refused.status).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(refused.json).error.fields ?? {}).sort()).toEqual([
      "perPage",
      "status.0",
    ]);
  });

  it("shows one conversation with its thread and the same customer's other conversations, by account or e-mail", async () => {
    const id = await idOf("Dostava na Brač");
    const shown = await conversation(id);
    expect(shown.message).toBe("Dostavljate li na otoke?");
    expect(shown.thread).toEqual([
      expect.objectContaining({ from: "customer", body: "Dostavljate li na otoke?", staff: null }),
    ]);
    // The inquiry by account, the guest message by its address (written in capitals); not the stranger's.
    expect(shown.history.map((other) => other.subject)).toEqual([
      expect.any(String),
      "Radno vrijeme",
    ]);
    expect(shown.history[0]?.kind).toBe("inquiry");
    expect((await call(tokens.ana, "GET", "/api/admin/inbox/message-999999")).status).toBe(404);
    expect((await call(tokens.ana, "GET", "/api/admin/inbox/order-1")).status).toBe(404);
  });

  it("replies in the conversation's language with the shop's signature through the outbox, keeps the reply in the thread, answers and assigns it, audited", async () => {
    const id = await idOf((await list("?kind=inquiry")).data[0]?.subject ?? "");
    const before = await conversation(id);
    clock = new Date("2026-11-27T09:15:00Z");
    const replied = await call(tokens.ana, "POST", `/api/admin/inbox/${id}/reply`, {
      body: "Dear customer,\nthe price for 40 pieces is 12.50 EUR each.",
      version: before.version,
    });
    expect(replied.status).toBe(200);
    const after = inboxConversationSchema.parse(replied.json);
    expect(after).toMatchObject({
      status: "answered",
      assignedTo: { id: staffIds.ana, name: "Ana Kovač" },
      replies: 1,
      version: before.version + 1,
    });
    expect(after.thread.at(-1)).toEqual({
      from: "staff",
      at: "2026-11-27T09:15:00.000Z",
      body: "Dear customer,\nthe price for 40 pieces is 12.50 EUR each.",
      language: "en",
      staff: { id: staffIds.ana, name: "Ana Kovač" },
    });
    expect(await lastAudit()).toMatchObject({
      staffId: staffIds.ana,
      action: "reply",
      entity: "inquiry",
      entityId: id.replace("inquiry-", ""),
      changes: {
        status: { before: "new", after: "answered" },
        assignedTo: { before: null, after: staffIds.ana },
      },
    });

    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["kupac@dukan.demo"]);
    expect(mail?.subject).toMatch(/^Re: your inquiry about .+ \(.+\)$/);
    expect(mail?.headers.get("reply-to")).toBe("info@dukan.demo");
    expect(mail?.text).toContain("the price for 40 pieces is 12.50 EUR each.");
    expect(mail?.text).toContain("Kind regards,\nAna Kovač\nDućan\nDućan d.o.o. (demo)");
    expect(mail?.text).toContain("Phone: +385 1 555 0000");
    expect(mail?.text).toContain("Web: http://shop.test/en");
    expect(mail?.text).toContain("> Price for 40 pieces?");

    // A Croatian conversation is answered in Croatian, and can be closed with the reply.
    const croatian = await idOf("Dostava na Brač");
    const hr = await conversation(croatian);
    const closed = await call(tokens.boris, "POST", `/api/admin/inbox/${croatian}/reply`, {
      body: "Dostavljamo, uz 5 € naknade.",
      close: true,
      version: hr.version,
    });
    expect(inboxConversationSchema.parse(closed.json)).toMatchObject({
      status: "closed",
      assignedTo: { id: staffIds.boris },
    });
    await worker.deliverDue();
    const hrMail = smtp.received.at(-1);
    expect(hrMail?.subject).toBe("Re: Dostava na Brač");
    expect(hrMail?.text).toContain("Srdačan pozdrav,\nBoris Babić\nDućan");
    expect(hrMail?.text).toContain("Tel.: +385 1 555 0000");
    expect(hrMail?.text).toContain("Vaša poruka od");
    // The customer's own list of inquiries shows the new status.
    const [stored] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.userId, customerId));
    expect(stored?.status).toBe("answered");
  });

  it("refuses a change made from an older version (409): nothing changes, nothing is mailed", async () => {
    const id = await idOf("Račun");
    const read = await conversation(id);
    expect(
      (
        await call(tokens.ana, "PATCH", `/api/admin/inbox/${id}`, {
          assignedTo: staffIds.ana,
          version: read.version,
        })
      ).status,
    ).toBe(200);
    const mailsBefore = (await database.db.select().from(outboxMails)).length;
    const stale = await call(
      tokens.boris,
      "POST",
      `/api/admin/inbox/${id}/reply`,
      {
        body: "Šaljemo R1 račun.",
        version: read.version,
      },
      "hr",
    );
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.json).error).toMatchObject({
      code: "version_conflict",
      message: expect.stringMatching(/^Netko je u međuvremenu promijenio/),
    });
    expect((await database.db.select().from(outboxMails)).length).toBe(mailsBefore);
    const [ref] = [id.replace("message-", "")];
    expect(
      await database.db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.messageId, Number(ref))),
    ).toEqual([]);
    expect((await conversation(id)).status).toBe("new");
  });

  it("assigns to staff who work the inbox (or nobody), closes and reopens, each audited; refuses what makes no sense", async () => {
    const id = await idOf("Radno vrijeme");
    let version = (await conversation(id)).version;
    const assign = async (assignedTo: number | null) =>
      call(tokens.ana, "PATCH", `/api/admin/inbox/${id}`, { assignedTo, version });

    const assignees = await call(tokens.ana, "GET", "/api/admin/inbox-assignees");
    const names = (assignees.json as { data: { id: number; name: string }[] }).data.map(
      (m) => m.name,
    );
    expect(names).toEqual(expect.arrayContaining(["Ana Kovač", "Boris Babić", "Osoblje (demo)"]));
    expect(names).not.toContain("Sanja Sadržaj");
    expect(names).not.toContain("Narudžbe (demo)");

    const wrong = await assign(staffIds.content);
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(wrong.json).error.fields).toHaveProperty("assignedTo");

    const toBoris = await assign(staffIds.boris);
    expect(inboxConversationSchema.parse(toBoris.json).assignedTo?.name).toBe("Boris Babić");
    version += 1;
    expect(await lastAudit()).toMatchObject({
      action: "assign",
      entity: "contact_message",
      changes: { assignedTo: { before: null, after: staffIds.boris } },
    });
    expect((await list(`?assignedTo=${staffIds.boris}`)).data.map((row) => row.id)).toContain(id);
    expect((await list("?assignedTo=me", tokens.boris)).data.map((row) => row.id)).toContain(id);
    expect((await list("?assignedTo=none")).data.map((row) => row.id)).not.toContain(id);
    const toNobody = await assign(null);
    expect(inboxConversationSchema.parse(toNobody.json).assignedTo).toBeNull();
    version += 1;

    const close = await call(tokens.ana, "POST", `/api/admin/inbox/${id}/close`, { version });
    expect(inboxConversationSchema.parse(close.json).status).toBe("closed");
    version += 1;
    expect(await lastAudit()).toMatchObject({
      action: "close",
      changes: { status: { before: "new", after: "closed" } },
    });
    const again = await call(tokens.ana, "POST", `/api/admin/inbox/${id}/close`, { version });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.json).error.code).toBe("conversation_closed");
    expect((await list("?status=closed")).data.map((row) => row.id)).toContain(id);

    const reopened = await call(tokens.ana, "POST", `/api/admin/inbox/${id}/reopen`, { version });
    expect(inboxConversationSchema.parse(reopened.json).status).toBe("new"); // never answered
    version += 1;
    const twice = await call(tokens.ana, "POST", `/api/admin/inbox/${id}/reopen`, { version });
    expect(twice.status).toBe(409);
    expect(apiErrorSchema.parse(twice.json).error.code).toBe("conversation_not_closed");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "contact_message"),
          eq(auditLog.entityId, id.replace("message-", "")),
        ),
      );
    expect(entries.map((entry) => entry.action)).toEqual(["assign", "assign", "close", "reopen"]);
  });

  it("refuses an empty reply naming the field in the caller's language", async () => {
    const id = await idOf("Radno vrijeme");
    const { version } = await conversation(id);
    const empty = await call(
      tokens.ana,
      "POST",
      `/api/admin/inbox/${id}/reply`,
      { body: "  ", version },
      "hr",
    );
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(empty.json).error.fields).toEqual({
      body: "Ovo polje je obavezno",
    });
  });

  it("is for staff with the customers role and admins: orders or content staff are refused (403), no session 401", async () => {
    const id = await idOf("Račun");
    expect((await call(tokens.orders, "GET", "/api/admin/inbox")).status).toBe(403);
    expect((await call(tokens.orders, "GET", `/api/admin/inbox/${id}`)).status).toBe(403);
    expect(
      (await call(tokens.orders, "POST", `/api/admin/inbox/${id}/close`, { version: 1 })).status,
    ).toBe(403);
    expect((await call(null, "GET", "/api/admin/inbox")).status).toBe(401);
    expect((await call(tokens.admin, "GET", "/api/admin/inbox")).status).toBe(200);
    expect((await call(tokens.admin, "GET", `/api/admin/inbox/${id}`)).status).toBe(200);
  });
});
