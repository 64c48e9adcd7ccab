import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { accountsClient } from "./test-client.ts";

let database: Database;
let client: ReturnType<typeof accountsClient>;
let clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  client = accountsClient(createApi(database, testApiOptions({ now: () => clock })), database.db);
});
afterAll(async () => {
  await database?.close();
});

/** A registered person who asked for a reset link: its token. */
async function resetLinkOf(email: string): Promise<string> {
  const registered = await client.post("/api/register", {
    type: "person",
    name: "Ana Kovač",
    email,
    password: "correct horse battery",
    password_confirmation: "correct horse battery",
  });
  expect(registered.status).toBe(201);
  expect((await client.post("/api/password/forgot", { email })).status).toBe(200);
  return client.linkIn(email, "password-reset?token");
}

const newPassword = (token: string) => ({
  token,
  password: "a brand new one",
  password_confirmation: "a brand new one",
});

describe(`checking a reset link before the new password is typed, on ${testDatabaseKind}`, () => {
  it("says until when an unused link works, and checking it uses nothing up", async () => {
    const token = await resetLinkOf("check@example.com");
    const asked = clock.getTime();
    const checked = await client.post("/api/password/reset/check", { token });
    expect(checked.status).toBe(200);
    const { expires_at } = (checked.json as { data: { expires_at: string } }).data;
    expect(new Date(expires_at).getTime() - asked).toBeGreaterThan(59 * 60_000);
    expect(new Date(expires_at).getTime() - asked).toBeLessThanOrEqual(60 * 60_000);
    expect((await client.post("/api/password/reset/check", { token })).status).toBe(200);
    expect((await client.post("/api/password/reset", newPassword(token))).status).toBe(200);
  });

  it("refuses a used, an expired, a cut and a forged link with invalid_link", async () => {
    const used = await resetLinkOf("used@example.com");
    expect((await client.post("/api/password/reset", newPassword(used))).status).toBe(200);
    const expiring = await resetLinkOf("late@example.com");
    const forged = `${expiring.split(".")[0]}.${"A".repeat(43)}`;
    const cut = expiring.slice(0, -5);
    clock = new Date(Date.now() + 61 * 60_000);
    try {
      for (const token of [used, expiring, forged, cut, "not-a-token"]) {
        const checked = await client.post("/api/password/reset/check", { token });
        expect(checked.status, token).toBe(400);
        expect(client.errorOf(checked.json).code).toBe("invalid_link");
      }
    } finally {
      clock = new Date();
    }
  });

  it("refuses a confirmation link as a reset link, and a missing token at its field", async () => {
    await client.post("/api/register", {
      type: "person",
      name: "Iva",
      email: "confirm@example.com",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    });
    const confirmation = await client.linkIn("confirm@example.com", "login?confirm");
    const checked = await client.post("/api/password/reset/check", { token: confirmation });
    expect(client.errorOf(checked.json).code).toBe("invalid_link");
    const missing = await client.post("/api/password/reset/check", {});
    expect(missing.status).toBe(400);
    expect(client.errorOf(missing.json).fields).toHaveProperty("token");
  });
});
