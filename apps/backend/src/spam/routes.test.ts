import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { users } from "../accounts/schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { solveChallenge } from "./challenge.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A fresh API (its own counters and spent challenges), its proof of work 8 bits. */
const shop = () =>
  accountsClient(
    createApi(database, { ...testApiOptions(), spam: { difficulty: 8 } }),
    database.db,
  );

const person = (email: string) => ({
  type: "person",
  name: "Ana Kovač",
  email,
  password: "correct horse battery",
  password_confirmation: "correct horse battery",
  language: "hr",
});
const stored = async (email: string) => ({
  users: (await database.db.select().from(users).where(eq(users.email, email))).length,
  mails: (await database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email)))
    .length,
});

describe(`the public forms' spam check, on registration, on ${testDatabaseKind}`, () => {
  it("hands out a fresh signed challenge that is never cached", async () => {
    const client = shop();
    const first = await client.call("GET", "/api/spam/challenge");
    const second = await client.call("GET", "/api/spam/challenge");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.json).toMatchObject({
      data: { difficulty: 8, challenge: expect.stringMatching(/^v1\.\d+\.8\.[\w-]+\.[\w-]+$/) },
    });
    expect(first.json).not.toEqual(second.json);
    const expires = Date.parse((first.json as { data: { expires_at: string } }).data.expires_at);
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it("registers with a proof; the same proof again, a forged or a made-up one is refused and nothing is stored", async () => {
    const client = shop();
    const proof = await client.proof();
    expect(
      (await client.post("/api/register", { ...person("proof@example.com"), proof })).status,
    ).toBe(201);
    const { challenge } = (await client.call("GET", "/api/spam/challenge")).json.data as {
      challenge: string;
    };
    const forged = solveChallenge(challenge.replace(/\.[\w-]+$/, ".Zm9yZ2Vk"), 8);
    for (const [email, bad] of [
      ["reused@example.com", proof],
      ["forged@example.com", forged],
      ["made-up@example.com", "v1.9999999999.8.abc.def:42"],
      ["unsolved@example.com", `${challenge}:x`],
    ] as const) {
      const refused = await client.post(
        "/api/register",
        { ...person(email), proof: bad },
        { "accept-language": "hr" },
      );
      expect(refused.status).toBe(400);
      expect(client.errorOf(refused.json)).toEqual({
        code: "proof_failed",
        message:
          "Automatska provjera obrasca nije uspjela ili je istekla. Molimo pošaljite obrazac ponovno.",
      });
      expect(await stored(email)).toEqual({ users: 0, mails: 0 });
    }
  });

  it("refuses a filled honeypot, naming the field in the request's language, and stores nothing", async () => {
    const client = shop();
    const refused = await client.post("/api/register", {
      ...person("bot@example.com"),
      website: "https://cheap.example",
    });
    expect(refused.status).toBe(400);
    expect(client.errorOf(refused.json)).toEqual({
      code: "honeypot_filled",
      message: "The form was not sent: a field that must stay empty was filled in.",
      fields: { website: "Leave this field empty" },
    });
    expect(await stored("bot@example.com")).toEqual({ users: 0, mails: 0 });
  });

  it("takes registrations without a proof (no JavaScript) under a stricter limit per address, with Retry-After", async () => {
    const client = shop();
    const from = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < 10; i++)
      expect(
        (await client.post("/api/register", person(`nojs${i}@example.com`), from)).status,
      ).toBe(201);
    const limited = await client.post("/api/register", person("nojs-more@example.com"), from);
    expect(limited.status).toBe(429);
    expect(client.errorOf(limited.json).code).toBe("too_many_requests");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(await stored("nojs-more@example.com")).toEqual({ users: 0, mails: 0 });
    // The same address with a proof, and another address without one, still register.
    expect(
      (
        await client.post(
          "/api/register",
          { ...person("withjs@example.com"), proof: await client.proof() },
          from,
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await client.post("/api/register", person("elsewhere@example.com"), {
          "x-forwarded-for": "198.51.100.78",
        })
      ).status,
    ).toBe(201);
  });
});
