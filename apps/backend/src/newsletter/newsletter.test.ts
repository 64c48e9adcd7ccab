import { eq } from "drizzle-orm";
import { myNewsletterResponseSchema, userResponseSchema } from "@dukan/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { createMailTransport, createMailWorker, type MailWorker } from "../mail/index.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { signLink } from "./links.ts";
import { newsletterSubscribers } from "./schema.ts";
import { newsletterMailComposers, sendNewsletter } from "./sending.ts";

const SECRET = testApiOptions().accounts.secret;
const plenty = {
  perAddress: { max: 1000, windowSeconds: 3600 },
  withoutProof: { max: 1000, windowSeconds: 3600 },
};

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let client: ReturnType<typeof accountsClient>;
/** The API's clock: moved by the tests that need a link to expire. */
let clock = new Date("2026-11-25T09:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Dućan <trgovina@dukan.hr>",
    mailDir: "",
  });
  worker = createMailWorker({
    db: database.db,
    transport,
    composers: newsletterMailComposers({ secret: SECRET, siteUrl: "http://shop.test" }),
  });
  const options = {
    ...testApiOptions({ now: () => clock }),
    spam: { limits: { newsletter: plenty, registration: plenty } },
  };
  client = accountsClient(createApi(database, options), database.db);
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});
beforeEach(() => {
  clock = new Date("2026-11-25T09:00:00Z");
});

const subscribe = (email: string, extra: Record<string, unknown> = {}, language = "en") =>
  client.post(
    "/api/newsletter",
    { email, consent: true, ...extra },
    { "accept-language": language },
  );

/** The newest mail the SMTP server received for `to`. */
function lastMailTo(to: string) {
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The link of a mail to the newsletter page, and its `confirm` or `unsubscribe` token. */
function newsletterLink(
  text: string,
  purpose: "confirm" | "unsubscribe",
): { link: URL; token: string } {
  const found = /https?:\/\/\S+\/newsletter\?\S+/.exec(text)?.[0];
  if (!found) throw new Error("no newsletter link in the mail");
  const link = new URL(found);
  const token = link.searchParams.get(purpose);
  if (!token) throw new Error(`the link has no ${purpose} token: ${found}`);
  return { link, token };
}

async function statusOf(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row?.status;
}

describe(`newsletter on ${testDatabaseKind}`, () => {
  it("subscribes by double opt-in: pending, a confirmation mail in the subscriber's language over SMTP, and its link confirms", async () => {
    const answer = await subscribe("Ivana@Example.com", { language: "hr" });
    expect(answer.status).toBe(202);
    expect(await statusOf("ivana@example.com")).toBe("pending");
    expect(await worker.deliverDue()).toBe(1);
    const mail = lastMailTo("ivana@example.com");
    expect(mail.subject).toBe("Potvrdite prijavu na newsletter – Dućan");
    const { link, token } = newsletterLink(mail.text, "confirm");
    expect(`${link.origin}${link.pathname}`).toBe("http://shop.test/newsletter");
    const confirmed = await client.post(
      "/api/newsletter/confirm",
      { token },
      { "accept-language": "hr" },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({
      data: { message: "Prijava na newsletter je potvrđena. Hvala!" },
    });
    expect(await statusOf("ivana@example.com")).toBe("subscribed");
    // The same link again: still subscribed, still fine.
    expect((await client.post("/api/newsletter/confirm", { token })).status).toBe(200);
  });

  it("answers a new and an already subscribed address alike, and mails only the new one", async () => {
    const before = await database.db.select().from(outboxMails);
    const fresh = await subscribe("new@example.com");
    const known = await subscribe("ivana@example.com");
    expect(known.status).toBe(fresh.status);
    expect(known.json).toEqual(fresh.json);
    expect(fresh.json).toEqual({
      data: {
        message:
          "Thank you! Unless the address is already subscribed, we have sent it a message with a link to confirm. The newsletter starts once you confirm.",
      },
    });
    const queued = (await database.db.select().from(outboxMails))
      .slice(before.length)
      .map((m) => m.toAddress);
    expect(queued).toEqual(["new@example.com"]);
    expect(await statusOf("ivana@example.com")).toBe("subscribed");
  });

  it("refuses a malformed address and a missing consent by field, in the request's language, and stores nothing", async () => {
    const malformed = await client.post(
      "/api/newsletter",
      { email: "ivana@", consent: true },
      { "accept-language": "hr" },
    );
    expect(malformed.status).toBe(400);
    expect(client.errorOf(malformed.json).fields).toEqual({
      email: "Upišite valjanu adresu e-pošte, na primjer ime@tvrtka.hr",
    });
    const noConsent = await client.post("/api/newsletter", { email: "someone@example.com" });
    expect(noConsent.status).toBe(400);
    expect(client.errorOf(noConsent.json).fields).toEqual({
      consent: "Tick the box to give your consent",
    });
    const refusedConsent = await client.post("/api/newsletter", {
      email: "someone@example.com",
      consent: false,
    });
    expect(client.errorOf(refusedConsent.json).fields).toEqual({
      consent: "Tick the box to give your consent",
    });
    expect(await statusOf("someone@example.com")).toBeUndefined();
  });

  it("mails one address at most 3 times a day; a further request changes nothing, so the last link still confirms", async () => {
    const before = (await database.db.select().from(outboxMails)).length;
    for (let i = 0; i < 4; i++) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await subscribe("eager@example.com")).status).toBe(202);
    }
    expect((await database.db.select().from(outboxMails)).length - before).toBe(3);
    await worker.deliverDue();
    const { token } = newsletterLink(lastMailTo("eager@example.com").text, "confirm");
    expect((await client.post("/api/newsletter/confirm", { token })).status).toBe(200);
    await client.post("/api/newsletter/unsubscribe", { email: "eager@example.com" }); // out of the later newsletter's count
  });

  it("refuses a filled honeypot without storing or mailing", async () => {
    const answer = await subscribe("bot@example.com", { website: "http://spam.example" });
    expect(answer.status).toBe(400);
    expect(await statusOf("bot@example.com")).toBeUndefined();
  });

  it("refuses a tampered, an expired and an unsubscribe token as a confirmation link", async () => {
    await subscribe("tamper@example.com");
    await worker.deliverDue();
    const { token } = newsletterLink(lastMailTo("tamper@example.com").text, "confirm");
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    const refusedTampered = await client.post("/api/newsletter/confirm", { token: tampered });
    expect(refusedTampered.status).toBe(400);
    expect(client.errorOf(refusedTampered.json).code).toBe("invalid_link");
    // Another subscriber's id with this token's signature.
    const otherId = token.replace(/^c\.(\d+)\./, (_, id: string) => `c.${Number(id) + 1000}.`);
    expect((await client.post("/api/newsletter/confirm", { token: otherId })).status).toBe(400);
    expect((await client.post("/api/newsletter/confirm", { token: "rubbish" })).status).toBe(400);
    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1000);
    const expired = await client.post("/api/newsletter/confirm", { token });
    expect(expired.status).toBe(400);
    expect(client.errorOf(expired.json).code).toBe("invalid_link");
    expect(await statusOf("tamper@example.com")).toBe("pending");
  });

  it("makes an older confirmation link useless once the address asked again, and never re-subscribes one that left", async () => {
    await subscribe("twice@example.com");
    await worker.deliverDue();
    const first = newsletterLink(lastMailTo("twice@example.com").text, "confirm").token;
    clock = new Date(clock.getTime() + 60_000);
    await subscribe("twice@example.com");
    await worker.deliverDue();
    const second = newsletterLink(lastMailTo("twice@example.com").text, "confirm").token;
    expect((await client.post("/api/newsletter/confirm", { token: first })).status).toBe(400);
    expect(
      (await client.post("/api/newsletter/unsubscribe", { email: "twice@example.com" })).status,
    ).toBe(200);
    expect((await client.post("/api/newsletter/confirm", { token: second })).status).toBe(400);
    expect(await statusOf("twice@example.com")).toBe("unsubscribed");
  });

  it("sends a newsletter with an unsubscribe link and List-Unsubscribe headers; the link unsubscribes and the last contact moves", async () => {
    clock = new Date("2026-12-01T10:00:00Z");
    const issue = {
      subject: { hr: "Prosinačke akcije", en: "December offers" },
      paragraphs: { hr: ["Sve tipkovnice 20 % jeftinije."], en: ["All keyboards 20 % off."] },
    };
    const queued = await sendNewsletter(database.db, issue, clock);
    expect(queued).toBe(1); // ivana@example.com is the only confirmed subscriber
    expect(await worker.deliverDue()).toBe(1);
    const mail = lastMailTo("ivana@example.com");
    expect(mail.subject).toBe("Prosinačke akcije");
    expect(mail.text).toContain("Sve tipkovnice 20 % jeftinije.");
    const { link, token } = newsletterLink(mail.text, "unsubscribe");
    expect(mail.headers.get("list-unsubscribe")).toBe(`<${link.href}>`);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ivana@example.com"));
    expect(row?.lastContactAt.toISOString()).toBe("2026-12-01T10:00:00.000Z");

    clock = new Date("2026-12-02T10:00:00Z");
    const left = await client.post("/api/newsletter/unsubscribe", { token });
    expect(left.status).toBe(200);
    expect(left.json).toEqual({
      data: {
        message:
          "The address is unsubscribed from the newsletter. We will not send it to you again.",
      },
    });
    const [after] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ivana@example.com"));
    expect(after?.status).toBe("unsubscribed");
    expect(after?.unsubscribedAt?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(after?.lastContactAt.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    // The link again changes nothing; an unsubscribed address gets no newsletter.
    expect((await client.post("/api/newsletter/unsubscribe", { token })).status).toBe(200);
    expect(await sendNewsletter(database.db, issue, clock)).toBe(0);
  });

  it("refuses a forged unsubscribe link, and unsubscribes a typed address with the same answer whether or not it was subscribed", async () => {
    const [row] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "new@example.com"));
    const forged = signLink("not the shop's secret, but long enough", {
      purpose: "unsubscribe",
      subscriberId: row?.id ?? 0,
      email: "new@example.com",
      expiresAt: 0,
      consentAt: 0,
    });
    expect((await client.post("/api/newsletter/unsubscribe", { token: forged })).status).toBe(400);
    expect((await client.post("/api/newsletter/unsubscribe", {})).status).toBe(400);
    const known = await client.post("/api/newsletter/unsubscribe", { email: "new@example.com" });
    const unknown = await client.post("/api/newsletter/unsubscribe", {
      email: "nobody@example.com",
    });
    expect(known.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(await statusOf("new@example.com")).toBe("unsubscribed");
    expect(await statusOf("nobody@example.com")).toBeUndefined();
  });

  it("lets an unsubscribed address subscribe again by double opt-in", async () => {
    await subscribe("new@example.com");
    expect(await statusOf("new@example.com")).toBe("pending");
    await worker.deliverDue();
    const { token } = newsletterLink(lastMailTo("new@example.com").text, "confirm");
    expect((await client.post("/api/newsletter/confirm", { token })).status).toBe(200);
    expect(await statusOf("new@example.com")).toBe("subscribed");
  });

  it("subscribes at registration with the newsletter box: a pending subscription and its own mail; confirming marks the account", async () => {
    const registered = await client.post("/api/register", {
      type: "person",
      name: "Petra",
      email: "petra@example.com",
      password: "twelve chars!",
      password_confirmation: "twelve chars!",
      newsletter: true,
      language: "en",
    });
    expect(registered.status).toBe(201);
    expect(await statusOf("petra@example.com")).toBe("pending");
    // Not subscribed until the link is followed: the account (profile, the staff's list) says so.
    const [waiting] = await database.db
      .select({ newsletter: users.newsletter })
      .from(users)
      .where(eq(users.email, "petra@example.com"));
    expect(waiting?.newsletter).toBe(false);
    expect(await worker.deliverDue()).toBe(2);
    const subjects = smtp.received
      .filter((m) => m.to.includes("petra@example.com"))
      .map((m) => m.subject);
    expect(subjects).toEqual([
      "Confirm your e-mail address – Dućan",
      "Confirm your newsletter subscription – Dućan",
    ]);
    const { token } = newsletterLink(lastMailTo("petra@example.com").text, "confirm");
    expect((await client.post("/api/newsletter/confirm", { token })).status).toBe(200);
    const [account] = await database.db
      .select({ newsletter: users.newsletter })
      .from(users)
      .where(eq(users.email, "petra@example.com"));
    expect(account?.newsletter).toBe(true);
    await client.post("/api/newsletter/unsubscribe", { email: "petra@example.com" });
    const [after] = await database.db
      .select({ newsletter: users.newsletter })
      .from(users)
      .where(eq(users.email, "petra@example.com"));
    expect(after?.newsletter).toBe(false);
  });

  it("subscribes and unsubscribes with the profile's newsletter box", async () => {
    const accountMail = smtp.received.find(
      (m) => m.to.includes("petra@example.com") && m.subject.startsWith("Confirm your e-mail"),
    );
    const confirm = new URL(
      /https?:\/\/\S+/.exec(accountMail?.text ?? "")?.[0] ?? "http://shop.test/",
    ).searchParams.get("confirm");
    // Confirmed at the test's clock, which the link was mailed at; access tokens are checked
    // against the real clock.
    expect((await client.post("/api/email/confirm", { token: confirm })).status).toBe(200);
    clock = new Date();
    const { token } = await client.login("petra@example.com", "twelve chars!");
    const put = (newsletter: boolean) =>
      client.call("PUT", "/api/me", { newsletter }, { authorization: `Bearer ${token}` });
    /** What the profile reads beside the box (`GET /api/me/newsletter`). */
    const standing = async () => {
      const answer = await client.call("GET", "/api/me/newsletter", undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(answer.status).toBe(200);
      return myNewsletterResponseSchema.parse(answer.json).data;
    };
    expect(await standing()).toEqual({ status: "none", asked_at: null });
    const askedAt = clock;
    const ticked = await put(true);
    expect(ticked.status).toBe(200);
    // Asked for, not yet confirmed: the profile's box shows what the account gets.
    expect(userResponseSchema.parse(ticked.json).data.newsletter).toBe(false);
    expect(await statusOf("petra@example.com")).toBe("pending");
    await worker.deliverDue();
    expect(lastMailTo("petra@example.com").subject).toBe(
      "Confirm your newsletter subscription – Dućan",
    );
    // A save that leaves the (unticked) box as it is keeps the subscription waiting for its link.
    expect((await put(false)).status).toBe(200);
    expect(await statusOf("petra@example.com")).toBe("pending");
    // The profile says it waits for the link, and since when, while the link is valid (7 days).
    expect(await standing()).toEqual({ status: "pending", asked_at: askedAt.toISOString() });
    const { token: link } = newsletterLink(lastMailTo("petra@example.com").text, "confirm");
    expect((await client.post("/api/newsletter/confirm", { token: link })).status).toBe(200);
    // Confirmed: now the account shows it at once — the caller remembered by the reads above is
    // read anew after the link's change — and leaving by the newsletter page shows at once too.
    const gets = async () => {
      const me = await client.call("GET", "/api/me", undefined, {
        authorization: `Bearer ${token}`,
      });
      return userResponseSchema.parse(me.json).data.newsletter;
    };
    expect(await gets()).toBe(true);
    expect(await standing()).toEqual({ status: "subscribed", asked_at: null });
    const left = await client.post("/api/newsletter/unsubscribe", { email: "petra@example.com" });
    expect(left.status).toBe(200);
    expect(await gets()).toBe(false);
    expect(await standing()).toEqual({ status: "none", asked_at: null });
    // Ticked and confirmed again, then unticking ends it.
    expect((await put(true)).status).toBe(200);
    await worker.deliverDue();
    const again = newsletterLink(lastMailTo("petra@example.com").text, "confirm").token;
    expect((await client.post("/api/newsletter/confirm", { token: again })).status).toBe(200);
    expect(await gets()).toBe(true);
    expect((await put(false)).status).toBe(200);
    expect(await statusOf("petra@example.com")).toBe("unsubscribed");
    expect(await standing()).toEqual({ status: "none", asked_at: null });
    // Asked for again more than 7 days ago: the link has expired, so nothing waits for it.
    clock = new Date(Date.now() - 7 * 86_400_000 - 60_000);
    expect((await put(true)).status).toBe(200);
    expect(await statusOf("petra@example.com")).toBe("pending");
    clock = new Date();
    expect(await standing()).toEqual({ status: "none", asked_at: null });
    // It reads only the caller's own address: without a token there is no answer.
    const anonymous = await client.call("GET", "/api/me/newsletter");
    expect(anonymous.status).toBe(401);
  });

  it("registers without the box: no subscription", async () => {
    await client.post("/api/register", {
      type: "person",
      name: "Luka",
      email: "luka@example.com",
      password: "twelve chars!",
      password_confirmation: "twelve chars!",
      newsletter: false,
    });
    expect(await statusOf("luka@example.com")).toBeUndefined();
  });
});
