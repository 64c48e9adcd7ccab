import { adminNewsletterSubscriberListSchema, apiErrorSchema } from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { staffToken } from "../staff/staff-client.testing.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { newsletterSubscribers } from "./schema.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { content: "", catalogue: "" };

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.content = await staffToken(api, demoStaff.content);
  tokens.catalogue = await staffToken(api, demoStaff.catalogue);
  await database.db.insert(newsletterSubscribers).values([
    {
      email: "ana@example.com",
      language: "hr",
      status: "subscribed",
      source: "footer",
      consentAt: new Date("2026-11-01T10:00:00Z"),
      confirmedAt: new Date("2026-11-01T10:05:00Z"),
    },
    {
      email: "andrej@example.com",
      language: "en",
      status: "pending",
      source: "registration",
      // 23:30 UTC on 9 November is 10 November in Zagreb.
      consentAt: new Date("2026-11-09T23:30:00Z"),
    },
    {
      email: "=cmd|' /c calc'!a0@example.com",
      language: "hr",
      status: "unsubscribed",
      source: "profile",
      consentAt: new Date("2026-11-20T10:00:00Z"),
      unsubscribedAt: new Date("2026-11-21T10:00:00Z"),
    },
    {
      email: "+385@example.com",
      language: "en",
      status: "subscribed",
      source: "footer",
      consentAt: new Date("2026-11-22T10:00:00Z"),
      confirmedAt: new Date("2026-11-22T10:00:00Z"),
    },
  ]);
});
afterAll(async () => database?.close());

const get = (path: string, token = tokens.content, language = "en") =>
  api.request(path, { headers: { authorization: `Bearer ${token}`, "accept-language": language } });
const emails = async (query: string) => {
  const response = await get(`/api/admin/newsletter/subscribers?${query}`);
  expect(response.status).toBe(200);
  const list = adminNewsletterSubscriberListSchema.parse(await response.json());
  return { emails: list.data.map((s) => s.email), total: list.total };
};

describe(`the staff's newsletter subscribers on ${testDatabaseKind}`, () => {
  it("filters by status, language, source and consent days (Zagreb), searches by the address's start, pages", async () => {
    expect((await emails("")).total).toBe(4);
    expect((await emails("status=subscribed&sort=consentAt&order=ASC")).emails).toEqual([
      "ana@example.com",
      "+385@example.com",
    ]);
    expect((await emails("language=en&source=registration")).emails).toEqual([
      "andrej@example.com",
    ]);
    expect((await emails("q=AN&sort=consentAt&order=ASC")).emails).toEqual([
      "ana@example.com",
      "andrej@example.com",
    ]);
    // `%` and `_` are letters of the prefix, not wildcards.
    expect((await emails("q=%25")).total).toBe(0);
    expect((await emails("consentFrom=2026-11-10&consentTo=2026-11-20")).emails).toEqual([
      "=cmd|' /c calc'!a0@example.com",
      "andrej@example.com",
    ]);
    expect((await emails("consentTo=2026-11-09")).emails).toEqual(["ana@example.com"]);
    const page = await emails("perPage=1&page=2&sort=consentAt&order=ASC");
    expect(page).toEqual({ emails: ["andrej@example.com"], total: 4 });
  });

  it("refuses bad filters by name, and other roles", async () => {
    const bad = await get("/api/admin/newsletter/subscribers?status=maybe&consentFrom=1.11.2026");
    expect(bad.status).toBe(400);
    const error = apiErrorSchema.parse(await bad.json()).error;
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["consentFrom", "status"]);
    expect((await get("/api/admin/newsletter/subscribers", tokens.catalogue)).status).toBe(403);
  });

  it("exports the filtered list as CSV for Excel with formula cells neutralised", async () => {
    const response = await get(
      "/api/admin/newsletter/subscribers.csv?sort=consentAt&order=DESC",
      tokens.content,
      "hr",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM Excel reads UTF-8 by
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe("E-pošta;Jezik;Status;Izvor;Privola;Potvrđeno;Odjava");
    expect(lines).toHaveLength(5);
    expect(lines[1]).toBe(
      "'+385@example.com;en;Prijavljen;Obrazac;2026-11-22 11:00;2026-11-22 11:00;",
    );
    expect(lines[2]).toBe(
      "'=cmd|' /c calc'!a0@example.com;hr;Odjavljen;Profil;2026-11-20 11:00;;2026-11-21 11:00",
    );
    const filtered = await (
      await get("/api/admin/newsletter/subscribers.csv?status=pending", tokens.content, "en")
    ).text();
    expect(filtered.trimEnd().split("\r\n")).toEqual([
      "E-mail;Language;Status;Source;Consent;Confirmed;Unsubscribed",
      "andrej@example.com;en;Awaiting confirmation;Registration;2026-11-10 00:30;;",
    ]);
  });
});
