import { adminCampaignSchema, apiErrorSchema } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { createMailTransport, createMailWorker } from "../mail/index.ts";
import { outboxMails } from "../mail/schema.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { campaignMailComposers } from "./campaign-sending.ts";
import { newsletterSubscribers } from "./schema.ts";

const SECRET = testApiOptions().accounts.secret;
const SITE = "http://shop.test";

let database: Database;
let api: ReturnType<typeof createApi>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let token = "";
/** The API's and the mail worker's clock. */
let clock = new Date("2026-12-01T10:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  smtp = await startSmtpServer();
  api = createApi(database, testApiOptions({ now: () => clock }));
  token = await staffToken(api, demoStaff.content);
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

function worker() {
  return createMailWorker({
    db: database.db,
    transport: createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "Dućan <trgovina@dukan.hr>",
      mailDir: "",
    }),
    composers: campaignMailComposers(database.db, { secret: SECRET, siteUrl: SITE }),
    now: () => clock,
  });
}

const call = async (method: string, path: string, body?: unknown, language = "en") => {
  const response = await api.request(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      "accept-language": language,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
};
const campaignOf = (json: unknown) => adminCampaignSchema.parse(json);
const errorOf = (json: unknown) => apiErrorSchema.parse(json).error;

const draft = {
  subject: { hr: "Prosinačke akcije", en: "December offers" },
  html: {
    hr: '<h2>Akcije</h2><p>Sve <strong>tipkovnice</strong> 20 % jeftinije. <a href="/akcije">Pogledajte</a></p><script>alert(1)</script><p onclick="x()">Do Božića.</p><p><img src="/api/media/files/pages/akcije.png" alt="Akcije"></p>',
    en: '<p>All keyboards 20 % off. <a href="javascript:alert(1)">Look</a></p><p style="display:none">Hidden</p>',
  },
  ratePerMinute: 1,
};

describe(`newsletter campaigns on ${testDatabaseKind}`, () => {
  it("is not sent while no subscriber has confirmed: refused with the reason, it stays a draft", async () => {
    await database.db.insert(newsletterSubscribers).values({
      email: "nepotvrdena@example.com",
      language: "hr",
      status: "pending",
      source: "footer",
    });
    const created = campaignOf((await call("POST", "/api/admin/newsletter/campaigns", draft)).json);
    const refused = await call(
      "POST",
      `/api/admin/newsletter/campaigns/${created.id}/send`,
      { version: 1 },
      "hr",
    );
    expect(refused.status).toBe(409);
    expect(errorOf(refused.json)).toMatchObject({
      code: "newsletter_no_subscribers",
      message:
        "Još nijedan pretplatnik nije potvrdio pretplatu, pa nema kome poslati. Newsletter ostaje nacrt.",
    });
    const after = campaignOf(
      (await call("GET", `/api/admin/newsletter/campaigns/${created.id}`)).json,
    );
    expect(after).toMatchObject({ status: "draft", version: 1 });
    await call("DELETE", `/api/admin/newsletter/campaigns/${created.id}`);
    await database.db
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "nepotvrdena@example.com"));
  });

  it("sends a newsletter to two confirmed subscribers in their languages, at its rate, with one-click unsubscribe links, once", async () => {
    await database.db.insert(newsletterSubscribers).values([
      {
        email: "ana@example.com",
        language: "hr",
        status: "subscribed",
        source: "footer",
        confirmedAt: clock,
      },
      {
        email: "ben@example.com",
        language: "en",
        status: "subscribed",
        source: "registration",
        confirmedAt: clock,
      },
      {
        email: "cvita@example.com",
        language: "hr",
        status: "unsubscribed",
        source: "profile",
        unsubscribedAt: clock,
      },
    ]);

    const created = await call("POST", "/api/admin/newsletter/campaigns", draft);
    expect(created.status).toBe(201);
    const campaign = campaignOf(created.json);
    // Sanitised on the server as the information pages are.
    expect(campaign.html.hr).toBe(
      '<h2>Akcije</h2><p>Sve <strong>tipkovnice</strong> 20 % jeftinije. <a href="/akcije">Pogledajte</a></p><p>Do Božića.</p><p><img src="/api/media/files/pages/akcije.png" alt="Akcije" /></p>',
    );
    expect(campaign.html.en).toBe("<p>All keyboards 20 % off. <a>Look</a></p><p>Hidden</p>");
    expect(campaign).toMatchObject({ status: "draft", audience: 2, progress: null, version: 1 });

    // A test to oneself, in Croatian only: to the member's address, marked, counted nowhere.
    const test = await call("POST", `/api/admin/newsletter/campaigns/${campaign.id}/test`, {
      language: "hr",
    });
    expect(test).toEqual({
      status: 202,
      json: { to: demoStaff.content.email, languages: ["hr"] },
    });
    expect(await worker().deliverDue()).toBe(1);
    const testMail = smtp.received.at(-1);
    expect(testMail?.to).toEqual([demoStaff.content.email]);
    expect(testMail?.subject).toBe("[PROBA] Prosinačke akcije");
    expect(testMail?.text).toContain(
      "Sve tipkovnice 20 % jeftinije. Pogledajte (http://shop.test/akcije)",
    );
    // A picture of the shop's media is fetched by the mail client from the shop's address.
    expect(testMail?.html).toContain('src="http://shop.test/api/media/files/pages/akcije.png"');

    // Edited with the version read; an old version is 409.
    const edited = await call("PATCH", `/api/admin/newsletter/campaigns/${campaign.id}`, {
      version: 1,
      subject: { hr: "Prosinačke akcije", en: "December deals" },
    });
    expect(edited.status).toBe(200);
    expect(campaignOf(edited.json).version).toBe(2);
    const stale = await call("PATCH", `/api/admin/newsletter/campaigns/${campaign.id}`, {
      version: 1,
      ratePerMinute: 5,
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale.json).code).toBe("version_conflict");

    const sent = await call("POST", `/api/admin/newsletter/campaigns/${campaign.id}/send`, {
      version: 2,
    });
    expect(sent.status).toBe(200);
    expect(campaignOf(sent.json)).toMatchObject({
      status: "sent",
      sentAt: clock.toISOString(),
      progress: { queued: 2, waiting: 2, sent: 0, failed: 0, withdrawn: 0, unsubscribedSince: 0 },
    });
    // Sending twice is refused, and so is editing a sent campaign.
    const again = await call("POST", `/api/admin/newsletter/campaigns/${campaign.id}/send`, {
      version: 3,
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.json).code).toBe("newsletter_already_sent");
    expect(
      (
        await call("PATCH", `/api/admin/newsletter/campaigns/${campaign.id}`, {
          version: 3,
          ratePerMinute: 2,
        })
      ).status,
    ).toBe(409);

    // One a minute: the first now, the second not before a minute has passed.
    const received = smtp.received.length;
    expect(await worker().deliverDue()).toBe(1);
    clock = new Date("2026-12-01T10:00:59Z");
    expect(await worker().deliverDue()).toBe(0);
    clock = new Date("2026-12-01T10:01:00Z");
    expect(await worker().deliverDue()).toBe(1);
    const mails = smtp.received.slice(received);
    expect(mails.map((m) => [m.to[0], m.subject])).toEqual([
      ["ana@example.com", "Prosinačke akcije"],
      ["ben@example.com", "December deals"],
    ]);
    const [ana, ben] = mails;
    expect(ana?.text).toContain("Sve tipkovnice 20 % jeftinije.");
    expect(ana?.text).not.toContain("alert");
    expect(ben?.text).toContain("All keyboards 20 % off.");
    for (const mail of mails) {
      const header = mail.headers.get("list-unsubscribe") ?? "";
      expect(header).toMatch(
        /^<http:\/\/shop\.test(\/en)?\/newsletter\?unsubscribe=u\.\d+\.0\.[\w-]+>$/,
      );
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain(header.slice(1, -1));
    }
    expect(ben?.headers.get("list-unsubscribe")).toContain("http://shop.test/en/newsletter?");

    // The one-click POST of Ben's mail client reaches the newsletter page, whose action posts the token.
    const link = new URL((ben?.headers.get("list-unsubscribe") ?? "").slice(1, -1));
    const left = await api.request("/api/newsletter/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: link.searchParams.get("unsubscribe") }),
    });
    expect(left.status).toBe(200);
    const progress = campaignOf(
      (await call("GET", `/api/admin/newsletter/campaigns/${campaign.id}`)).json,
    );
    expect(progress.progress).toEqual({
      queued: 2,
      waiting: 0,
      sent: 2,
      failed: 0,
      withdrawn: 0,
      unsubscribedSince: 1,
    });
    expect(progress.audience).toBe(1);

    const entries = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "newsletter"), eq(auditLog.entityId, String(campaign.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(["create", "send", "test", "update"]);
  });

  it("does not mail a subscriber who unsubscribes before their turn", async () => {
    clock = new Date("2026-12-01T12:00:00Z");
    await database.db.insert(newsletterSubscribers).values([
      {
        email: "dora@example.com",
        language: "hr",
        status: "subscribed",
        source: "footer",
        confirmedAt: clock,
      },
    ]);
    const created = campaignOf((await call("POST", "/api/admin/newsletter/campaigns", draft)).json);
    const sent = campaignOf(
      (await call("POST", `/api/admin/newsletter/campaigns/${created.id}/send`, { version: 1 }))
        .json,
    );
    expect(sent.progress?.queued).toBe(2); // ana and dora, one a minute
    clock = new Date("2026-12-01T12:00:30Z");
    await database.db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: clock })
      .where(eq(newsletterSubscribers.email, "dora@example.com"));
    const received = smtp.received.length;
    clock = new Date("2026-12-01T12:05:00Z");
    expect(await worker().deliverDue()).toBe(1);
    expect(smtp.received.slice(received).map((m) => m.to[0])).toEqual(["ana@example.com"]);
    const after = campaignOf(
      (await call("GET", `/api/admin/newsletter/campaigns/${created.id}`)).json,
    );
    expect(after.progress).toMatchObject({ queued: 2, sent: 1, waiting: 0, withdrawn: 1 });
    const left = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.about, `newsletter:${created.id}`));
    expect(left).toHaveLength(1);
  });

  it("refuses bad drafts by their fields in the request's language", async () => {
    const bad = await call(
      "POST",
      "/api/admin/newsletter/campaigns",
      { subject: { hr: "", en: "x".repeat(201) }, html: { hr: "<p>a</p>" }, ratePerMinute: 0 },
      "hr",
    );
    expect(bad.status).toBe(400);
    const error = errorOf(bad.json);
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      "html.en",
      "ratePerMinute",
      "subject.en",
      "subject.hr",
    ]);
    expect((await call("GET", "/api/admin/newsletter/campaigns/999999")).status).toBe(404);
    expect(
      (await call("POST", "/api/admin/newsletter/campaigns/999999/send", { version: 1 })).status,
    ).toBe(404);
  });
});
