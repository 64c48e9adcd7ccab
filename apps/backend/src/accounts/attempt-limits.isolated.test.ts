import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { defaultAuthLimits } from "./attempt-limits.ts";
import type * as passwords from "./passwords.ts";
import { hashPassword } from "./passwords.ts";
import { accountsClient } from "./test-client.ts";

// The real hash, counted: registration must pay for it whether or not the address is taken.
vi.mock("./passwords.ts", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/**
 * A fresh API with the shop's default limits, as one shop process has it: its counters are in the
 * file's database, shared with every other API made here (tests keep apart by address and account).
 */
function shop() {
  return accountsClient(createApi(database, testApiOptions()), database.db);
}

const PASSWORD = "correct horse battery";
const person = (email: string, language: "hr" | "en" = "en", password = PASSWORD) => ({
  type: "person",
  name: "Ana Kovač",
  email,
  password,
  password_confirmation: password,
  language,
});

/** A confirmed customer, registered through `client`. */
async function customer(
  client: ReturnType<typeof shop>,
  email: string,
  language: "hr" | "en" = "en",
) {
  expect(
    (
      await client.post("/api/register", person(email, language), {
        "x-forwarded-for": "192.0.2.1",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await client.post("/api/email/confirm", {
        token: await client.linkIn(email, "login?confirm"),
      })
    ).status,
  ).toBe(200);
}

const login = (client: ReturnType<typeof shop>, email: string, password: string, from: string) =>
  client.post("/api/login", { email, password }, { "x-forwarded-for": from });

async function mailsTo(email: string) {
  return database.db
    .select()
    .from(outboxMails)
    .where(eq(outboxMails.toAddress, email))
    .orderBy(outboxMails.id);
}

describe(`login limits on ${testDatabaseKind}`, () => {
  it("counts failed logins per account and address: a stranger's ten guesses do not lock the owner out of another address", async () => {
    const client = shop();
    await customer(client, "owner@example.com");
    const stranger = "198.51.100.66";
    for (let i = 0; i < defaultAuthLimits.loginPerAccountAndIp.max; i++)
      expect((await login(client, "owner@example.com", `guess ${i}`, stranger)).status).toBe(401);

    const refused = await login(client, "owner@example.com", PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(client.errorOf(refused.json).code).toBe("too_many_requests");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(defaultAuthLimits.loginPerAccountAndIp.windowSeconds);

    const owner = await login(client, "owner@example.com", PASSWORD, "203.0.113.20");
    expect(owner.status).toBe(200);
  });

  it("still stops guessing spread over many addresses, the right password included, with Retry-After", async () => {
    const client = shop();
    await customer(client, "sprayed@example.com");
    const { max } = defaultAuthLimits.loginPerAccount;
    const perAddress = defaultAuthLimits.loginPerAccountAndIp.max - 1;
    for (let i = 0; i < max; i++) {
      const from = `198.51.100.${Math.floor(i / perAddress) + 1}`;
      expect((await login(client, "sprayed@example.com", `guess ${i}`, from)).status).toBe(401);
    }
    const refused = await login(client, "sprayed@example.com", PASSWORD, "203.0.113.99");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(defaultAuthLimits.loginPerAccountAndIp.windowSeconds);
    expect(retryAfter).toBeLessThanOrEqual(defaultAuthLimits.loginPerAccount.windowSeconds);
    // Other accounts are not concerned.
    await customer(client, "neighbour@example.com");
    expect((await login(client, "neighbour@example.com", PASSWORD, "203.0.113.99")).status).toBe(
      200,
    );
  });

  it("keeps the per-address limit on attempts over all accounts", async () => {
    const client = shop();
    const from = "198.51.100.200";
    for (let i = 0; i < defaultAuthLimits.loginPerIp.max; i++)
      expect((await login(client, `nobody${i}@example.com`, "whatever1", from)).status).toBe(401);
    const refused = await login(client, "nobody-else@example.com", "whatever1", from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe(`limits shared by processes on ${testDatabaseKind}`, () => {
  it("locks an account out on every process and after a restart, and refuses a proof spent on another process", async () => {
    const first = shop();
    await customer(first, "shared@example.com");
    const stranger = "198.51.100.77";
    for (let i = 0; i < defaultAuthLimits.loginPerAccountAndIp.max; i++) {
      // The guesses spread over two processes behind one load balancer.
      const worker = i % 2 === 0 ? first : shop();
      expect((await login(worker, "shared@example.com", `guess ${i}`, stranger)).status).toBe(401);
    }
    const second = shop();
    const refused = await login(second, "shared@example.com", PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A restart (a new process, nothing in memory) still refuses, and the owner's address still logs in.
    const restarted = shop();
    expect((await login(restarted, "shared@example.com", PASSWORD, stranger)).status).toBe(429);
    expect((await login(restarted, "shared@example.com", PASSWORD, "203.0.113.30")).status).toBe(
      200,
    );

    const proof = await first.proof();
    const registration = (email: string) => ({ ...person(email), proof });
    const from = { "x-forwarded-for": "198.51.100.78" };
    expect(
      (await first.post("/api/register", registration("proved@example.com"), from)).status,
    ).toBe(201);
    const again = await second.post("/api/register", registration("replayed@example.com"), from);
    expect(again.status).toBe(400);
    expect(second.errorOf(again.json).code).toBe("proof_failed");
  });
});

describe(`registration limits on ${testDatabaseKind}`, () => {
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  it("answers a taken address exactly like a new one, hashes the password anyway, and tells the owner by mail in their language", async () => {
    const client = shop();
    await customer(client, "taken@example.com", "hr");
    vi.mocked(hashPassword).mockClear();

    const fresh = await client.post(
      "/api/register",
      person("fresh@example.com", "en", "another password"),
    );
    const taken = await client.post(
      "/api/register",
      person("Taken@Example.com", "en", "another password"),
    );
    expect(taken.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(taken.json).toEqual(fresh.json);
    expect(taken.json).toEqual({
      data: { message: "Thank you, registration successful, confirmation mail sent" },
    });
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(2);

    const [, notice] = await mailsTo("taken@example.com");
    expect(notice?.subject).toBe("Pokušaj registracije s vašom adresom – Dućan");
    const lines = notice?.textBody.split("\n") ?? [];
    expect(lines).toContain("http://shop.test/login");
    expect(lines).toContain("http://shop.test/password-reset");
    expect(notice?.textBody).not.toMatch(/confirm=|token=/);
    // Nothing about the account changed: the old password still works, the one just typed does not.
    expect((await login(client, "taken@example.com", "another password", "192.0.2.1")).status).toBe(
      401,
    );
    expect((await login(client, "taken@example.com", PASSWORD, "192.0.2.1")).status).toBe(200);
  });

  it("sends the owner of a taken address a few such mails a day, not one per attempt", async () => {
    const client = shop();
    await customer(client, "flooded@example.com");
    const before = (await mailsTo("flooded@example.com")).length;
    for (let i = 0; i < defaultAuthLimits.registerMailPerAccount.max + 2; i++) {
      const answer = await client.post("/api/register", person("flooded@example.com"), {
        "x-forwarded-for": `198.51.100.${i + 1}`,
      });
      expect(answer.status).toBe(201);
    }
    const notices = await database.db
      .select()
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.toAddress, "flooded@example.com"),
          eq(outboxMails.subject, "Someone tried to register with your address – Dućan"),
        ),
      );
    expect(notices).toHaveLength(defaultAuthLimits.registerMailPerAccount.max);
    expect((await mailsTo("flooded@example.com")).length).toBe(
      before + defaultAuthLimits.registerMailPerAccount.max,
    );
  });

  it("rate-limits registrations per client address, taken and new addresses alike, with Retry-After", async () => {
    const client = shop();
    const from = "198.51.100.150";
    const { max, windowSeconds } = defaultAuthLimits.registerPerIp;
    for (let i = 0; i < max; i++) {
      const email = i % 2 === 0 ? `burst${i}@example.com` : "taken@example.com";
      // With a proof of work, as the shop's form sends it (without one a stricter limit applies: spam/routes.test.ts).
      const proof = await client.proof();
      expect(
        (
          await client.post(
            "/api/register",
            { ...person(email), proof },
            { "x-forwarded-for": from },
          )
        ).status,
      ).toBe(201);
    }
    const refused = await client.post("/api/register", person("one-more@example.com"), {
      "x-forwarded-for": from,
    });
    expect(refused.status).toBe(429);
    expect(client.errorOf(refused.json).code).toBe("too_many_requests");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await mailsTo("one-more@example.com")).toHaveLength(0);
    // Refused before the password is hashed.
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(max);

    expect(
      (
        await client.post("/api/register", person("one-more@example.com"), {
          "x-forwarded-for": "198.51.100.151",
        })
      ).status,
    ).toBe(201);
  });
});
