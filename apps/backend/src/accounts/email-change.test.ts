import { userResponseSchema } from "@dukan/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { users } from "./schema.ts";
import { accountsClient } from "./test-client.ts";

let database: Database;
let client: ReturnType<typeof accountsClient>;
let clock = new Date();
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  database = await openTestDatabase();
  const unlimited = { max: 1000, windowSeconds: 3600 };
  const api = createApi(database, {
    ...testApiOptions({
      now: () => clock,
      limits: { resetPerAccount: { max: 3, windowSeconds: 3600 } },
    }),
    spam: { limits: { registration: { perAddress: unlimited, withoutProof: unlimited } } },
  });
  client = accountsClient(api, database.db);
});
afterAll(async () => {
  await database?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered, confirmed person with the password PASSWORD, logged in; their access token. */
async function customer(email: string, newsletter = false): Promise<string> {
  const registered = await client.post("/api/register", {
    type: "person",
    name: "Ivana Horvat",
    email,
    phone: "+385 91 555 0101",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    newsletter,
  });
  expect(registered.status).toBe(201);
  await client.post("/api/email/confirm", { token: await client.linkIn(email, "login?confirm") });
  return (await client.login(email, PASSWORD)).token;
}

const ask = (token: string, body: unknown) =>
  client.call("PUT", "/api/me/email", body, bearer(token));
const confirm = (token: string, link: string) =>
  client.post("/api/me/email/confirm", { token: link }, bearer(token));

describe(`moving an account to a new e-mail address on ${testDatabaseKind}`, () => {
  it("changes the address only once the link mailed to the new one is used, and tells the old one", async () => {
    const token = await customer("stara@example.com");
    const asked = await ask(token, { email: " Nova@Example.com ", password: PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({
      data: { message: expect.stringContaining("We have sent a link to the new address") },
    });
    // Nothing changed yet: the old address still logs in, the new one does not.
    await client.login("stara@example.com", PASSWORD);
    expect(
      (await client.post("/api/login", { email: "nova@example.com", password: PASSWORD })).status,
    ).toBe(401);

    const link = await client.linkIn("nova@example.com", "profile?email-change");
    const done = await confirm(token, link);
    expect(done.status).toBe(200);
    expect(userResponseSchema.parse(done.json).data.email).toBe("nova@example.com");
    await client.login("nova@example.com", PASSWORD);
    expect(
      (await client.post("/api/login", { email: "stara@example.com", password: PASSWORD })).status,
    ).toBe(401);
    // The same link works once.
    expect((await confirm(token, link)).status).toBe(400);

    const [told] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, "stara@example.com"))
      .orderBy(desc(outboxMails.id))
      .limit(1);
    expect(told?.subject).toContain("e-mail address has changed");
    expect(told?.textBody).toContain("no…@example.com");
    expect(told?.textBody).not.toContain("nova@example.com");
  });

  it("refuses a wrong password, the same address, another account's link, and an address taken meanwhile", async () => {
    const token = await customer("prvi@example.com");
    const other = await customer("drugi@example.com");

    const wrong = await ask(token, { email: "novi@example.com", password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(client.errorOf(wrong.json).fields).toEqual({
      password: "The current password is not correct",
    });
    const same = await ask(token, { email: "prvi@example.com", password: PASSWORD });
    expect(client.errorOf(same.json).fields).toEqual({
      email: "This is your account's address already",
    });
    expect(
      client.errorOf((await ask(token, { email: "not an address", password: PASSWORD })).json)
        .fields,
    ).toHaveProperty("email");

    expect((await ask(token, { email: "novi@example.com", password: PASSWORD })).status).toBe(200);
    const link = await client.linkIn("novi@example.com", "profile?email-change");
    // Logged in as someone else, the link is nobody's.
    const stolen = await confirm(other, link);
    expect(stolen.status).toBe(400);
    expect(client.errorOf(stolen.json).code).toBe("invalid_link");

    // Another account registered the address before the link was used: nothing changes.
    await customer("novi@example.com");
    const taken = await confirm(token, link);
    expect(taken.status).toBe(409);
    expect(client.errorOf(taken.json)).toMatchObject({
      code: "email_in_use",
      message:
        "That e-mail address now belongs to another account, so your address has not been changed.",
    });
    const [row] = await database.db.select().from(users).where(eq(users.email, "prvi@example.com"));
    expect(row).toBeDefined();
  });

  it("lets a link expire after 24 hours and limits how often a change is asked for", async () => {
    const token = await customer("rok@example.com");
    expect((await ask(token, { email: "rok2@example.com", password: PASSWORD })).status).toBe(200);
    const link = await client.linkIn("rok2@example.com", "profile?email-change");
    const asked = clock;
    clock = new Date(asked.getTime() + 25 * 3_600_000);
    try {
      expect((await confirm(token, link)).status).toBe(400);
    } finally {
      clock = asked;
    }
    expect((await ask(token, { email: "rok3@example.com", password: PASSWORD })).status).toBe(200);
    expect((await ask(token, { email: "rok4@example.com", password: PASSWORD })).status).toBe(200);
    expect((await ask(token, { email: "rok5@example.com", password: PASSWORD })).status).toBe(429);
  });

  it("asks the new address to confirm the newsletter, which the old one no longer gets", async () => {
    const token = await customer("vijesti@example.com", true);
    const newsletterToken = async (to: string) => {
      const [mail] = await database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.toAddress, to))
        .orderBy(desc(outboxMails.id))
        .limit(1);
      const found = /https?:\/\/\S+\/newsletter\?confirm=([^\s&]+)/.exec(mail?.textBody ?? "");
      return decodeURIComponent(found?.[1] ?? "");
    };
    const me = async () =>
      userResponseSchema.parse((await client.call("GET", "/api/me", undefined, bearer(token))).json)
        .data;
    expect(
      (
        await client.post("/api/newsletter/confirm", {
          token: await newsletterToken("vijesti@example.com"),
        })
      ).status,
    ).toBe(200);
    expect((await me()).newsletter).toBe(true);

    expect((await ask(token, { email: "vijesti2@example.com", password: PASSWORD })).status).toBe(
      200,
    );
    const done = await confirm(
      token,
      await client.linkIn("vijesti2@example.com", "profile?email-change"),
    );
    expect(userResponseSchema.parse(done.json).data.newsletter).toBe(false);
    // The new address confirms its own subscription (consent is per address); then it is on.
    const newToken = await newsletterToken("vijesti2@example.com");
    expect((await client.post("/api/newsletter/confirm", { token: newToken })).status).toBe(200);
    expect((await me()).newsletter).toBe(true);
  });
});
