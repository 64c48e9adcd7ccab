import { sessionTokensResponseSchema, userResponseSchema } from "@dukan/contract";
import { eq } from "drizzle-orm";
import { sign } from "hono/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiEnv, createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { accountLinks, users } from "./schema.ts";
import { outboxMails } from "../mail/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { accountsClient } from "./test-client.ts";

let database: Database;
let client: ReturnType<typeof accountsClient>;
let clock = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  // Every customer of this file registers from the test client's one address, without a proof of work.
  const unlimited = { max: 1000, windowSeconds: 3600 };
  const api = createApi(database, {
    ...testApiOptions({
      now: () => clock,
      limits: {
        loginPerAccountAndIp: { max: 3, windowSeconds: 900 },
        resetPerAccount: { max: 2, windowSeconds: 3600 },
        registerPerIp: unlimited,
      },
    }),
    spam: { limits: { registration: { perAddress: unlimited, withoutProof: unlimited } } },
  });
  client = accountsClient(api, database.db);
});
afterAll(async () => {
  await database?.close();
});

const company = {
  name: "Demo d.o.o.",
  oib: "33392005961",
  address: "Ilica 1",
  place: "Zagreb",
  post_office: "10000",
  phone: "+385 1 555 0100",
};
function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    type: "company",
    name: "Ivana Horvat",
    email,
    phone: "+385 91 555 0101",
    password: "correct horse battery",
    password_confirmation: "correct horse battery",
    newsletter: true,
    company,
    ...overrides,
  };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`accounts API on ${testDatabaseKind}`, () => {
  it("runs the whole cycle: register, confirm, login, me, refresh, logout, and the old refresh token no longer works", async () => {
    const email = "Cycle@Example.com";
    const registered = await client.post("/api/register", registration(email));
    expect(registered.status).toBe(201);
    expect(registered.json).toEqual({
      data: { message: "Thank you, registration successful, confirmation mail sent" },
    });

    const early = await client.post("/api/login", { email, password: "correct horse battery" });
    expect(early.status).toBe(403);
    expect(client.errorOf(early.json).code).toBe("email_not_confirmed");

    const link = await client.linkIn("cycle@example.com", "login?confirm");
    expect((await client.post("/api/email/confirm", { token: link })).status).toBe(200);
    expect((await client.post("/api/email/confirm", { token: link })).status).toBe(400);

    const tokens = await client.login("cycle@EXAMPLE.com", "correct horse battery");
    const me = await client.call("GET", "/api/me", undefined, bearer(tokens.token));
    expect(me.status).toBe(200);
    const user = userResponseSchema.parse(me.json).data;
    expect(user).toMatchObject({
      email: "cycle@example.com",
      type: "company",
      scope: ["customer", "company"],
      // Asked for at registration, not yet confirmed by its own mailed link (double opt-in).
      newsletter: false,
    });
    expect(user.company).toEqual(company);
    expect(JSON.stringify(me.json)).not.toMatch(/password|hash/i);

    const refreshed = await client.post("/api/refresh", { refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    const next = sessionTokensResponseSchema.parse(refreshed.json).data;
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client.call("GET", "/api/me", undefined, bearer(next.token))).status).toBe(200);

    expect((await client.post("/api/logout", { refresh_token: next.refresh_token })).status).toBe(
      200,
    );
    const afterLogout = await client.post("/api/refresh", { refresh_token: next.refresh_token });
    expect(afterLogout.status).toBe(401);
    expect(client.errorOf(afterLogout.json).message).toBe(
      "Please log in again: your session has expired or is not valid.",
    );
    // The access token of a logged-out session is revoked with it.
    expect((await client.call("GET", "/api/me", undefined, bearer(next.token))).status).toBe(401);
  });

  it("ends the whole session when a replaced refresh token is used again later (a stolen copy)", async () => {
    const tokens = await loggedInCustomer("stolen@example.com");
    const first = sessionTokensResponseSchema.parse(
      (await client.post("/api/refresh", { refresh_token: tokens.refresh_token })).json,
    ).data;
    // Within seconds the old token is a race between two requests of one browser: refused (409), session kept.
    const raced = await client.post("/api/refresh", { refresh_token: tokens.refresh_token });
    expect(raced.status).toBe(409);
    expect(client.errorOf(raced.json).code).toBe("refresh_conflict");
    expect((await client.call("GET", "/api/me", undefined, bearer(first.token))).status).toBe(200);
    // Later it is a copy: the session ends for everyone holding it.
    clock = new Date(clock.getTime() + 60_000);
    expect(
      (await client.post("/api/refresh", { refresh_token: tokens.refresh_token })).status,
    ).toBe(401);
    expect((await client.post("/api/refresh", { refresh_token: first.refresh_token })).status).toBe(
      401,
    );
    clock = new Date();
  });

  it("answers 401 without a token and with an expired, forged or malformed one", async () => {
    const tokens = await loggedInCustomer("tokens@example.com");
    const claims = JSON.parse(
      Buffer.from(tokens.token.split(".")[1] as string, "base64url").toString(),
    ) as Record<string, unknown>;
    const secret = testApiOptions().accounts.secret;
    const expired = await sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 5 },
      secret,
      "HS256",
    );
    const forged = await sign(claims, "another-secret-another-secret-another-secret", "HS256");
    for (const headers of [
      {},
      bearer(expired),
      bearer(forged),
      bearer("not-a-token"),
      { authorization: "Basic abc" },
    ]) {
      const answer = await client.call("GET", "/api/me", undefined, headers);
      expect(answer.status).toBe(401);
      expect(client.errorOf(answer.json).code).toBe("unauthorized");
    }
    expect((await client.post("/api/refresh", { refresh_token: "x".repeat(5000) })).status).toBe(
      401,
    );
    expect((await client.post("/api/refresh", {})).status).toBe(400);
  });

  it("refuses a customer imported from the old shop until the password is reset, then logs them in with the reset", async () => {
    await database.db.insert(users).values({
      type: "person",
      email: "legacy@example.com",
      name: "Ana",
      mustResetPassword: true,
      emailConfirmedAt: new Date(),
    });
    const refused = await client.post("/api/login", {
      email: "legacy@example.com",
      password: "anything at all",
    });
    expect(refused.status).toBe(403);
    expect(client.errorOf(refused.json)).toMatchObject({ code: "password_reset_required" });
    expect(client.errorOf(refused.json).message).toMatch(/set a new password/);

    const forgot = await client.post("/api/password/forgot", { email: "legacy@example.com" });
    expect(forgot.json).toEqual({ data: { message: "Password reset link sent to your email." } });
    const token = await client.linkIn("legacy@example.com", "password-reset?token");
    const reset = await client.post("/api/password/reset", {
      token,
      password: "brand new secret",
      password_confirmation: "brand new secret",
    });
    expect(reset.status).toBe(200);
    const tokens = sessionTokensResponseSchema.parse(reset.json).data;
    expect((await client.call("GET", "/api/me", undefined, bearer(tokens.token))).status).toBe(200);
    await client.login("legacy@example.com", "brand new secret");
    // Single use.
    const again = await client.post("/api/password/reset", {
      token,
      password: "another new one",
      password_confirmation: "another new one",
    });
    expect(again.status).toBe(400);
    expect(client.errorOf(again.json).code).toBe("invalid_link");
  });

  it("lets a reset link expire after an hour", async () => {
    await loggedInCustomer("expiry@example.com");
    await client.post("/api/password/forgot", { email: "expiry@example.com" });
    const token = await client.linkIn("expiry@example.com", "password-reset?token");
    clock = new Date(Date.now() + 61 * 60_000);
    const late = await client.post("/api/password/reset", {
      token,
      password: "too late now",
      password_confirmation: "too late now",
    });
    clock = new Date();
    expect(late.status).toBe(400);
    expect(client.errorOf(late.json).code).toBe("invalid_link");
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect(
      (
        await client.post("/api/password/reset", {
          token: forged,
          password: "x".repeat(10),
          password_confirmation: "x".repeat(10),
        })
      ).status,
    ).toBe(400);
  });

  it("answers 'forgot password' the same for unknown addresses and sends them nothing", async () => {
    const before = await database.db.select().from(outboxMails);
    const answer = await client.post("/api/password/forgot", { email: "nobody@example.com" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { message: "Password reset link sent to your email." } });
    expect(await database.db.select().from(outboxMails)).toHaveLength(before.length);
  });

  it("refuses a wrong password and an unknown address with the same answer", async () => {
    await loggedInCustomer("same@example.com");
    const wrong = await client.post("/api/login", {
      email: "same@example.com",
      password: "not the password",
    });
    const unknown = await client.post("/api/login", {
      email: "nobody-here@example.com",
      password: "not the password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  it("rate-limits failed logins per account and address and 'forgot password' per account, with Retry-After", async () => {
    await loggedInCustomer("limited@example.com");
    for (let i = 0; i < 3; i++)
      expect(
        (await client.post("/api/login", { email: "limited@example.com", password: "guess " + i }))
          .status,
      ).toBe(401);
    const blocked = await client.post("/api/login", {
      email: "limited@example.com",
      password: "correct horse battery",
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(client.errorOf(blocked.json).message).toBe(
      "Too many attempts. Please try again in a few minutes.",
    );

    for (let i = 0; i < 2; i++)
      expect(
        (await client.post("/api/password/forgot", { email: "limited@example.com" })).status,
      ).toBe(200);
    const tooMany = await client.post("/api/password/forgot", { email: "limited@example.com" });
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("rate-limits logins per client address", async () => {
    const api = createApi(
      database,
      testApiOptions({ limits: { loginPerIp: { max: 2, windowSeconds: 60 } } }),
    );
    const other = accountsClient(api, database.db);
    const from = (ip: string) =>
      other.post(
        "/api/login",
        { email: "x@example.com", password: "whatever1" },
        { "x-forwarded-for": ip },
      );
    expect((await from("198.51.100.1")).status).toBe(401);
    expect((await from("198.51.100.1")).status).toBe(401);
    expect((await from("198.51.100.1")).status).toBe(429);
    expect((await from("198.51.100.2")).status).toBe(401);
  });

  it("counts by the address the storefront passes beside the request, never a header the client made up", async () => {
    const api = createApi(
      database,
      testApiOptions({ limits: { loginPerIp: { max: 1, windowSeconds: 60 } } }),
    );
    const login = (clientAddress: string | undefined, forwarded: string) =>
      api.request(
        "/api/login",
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
          body: JSON.stringify({ email: "x@example.com", password: "whatever1" }),
        },
        { clientAddress } satisfies ApiEnv,
      );
    expect((await login("203.0.113.10", "198.51.100.21")).status).toBe(401);
    expect((await login("203.0.113.10", "198.51.100.22")).status).toBe(429);
    expect((await login("203.0.113.11", "198.51.100.22")).status).toBe(401);
  });

  it("names every refused registration field in the request's language", async () => {
    const answer = await client.post(
      "/api/register",
      {
        type: "company",
        name: "x".repeat(10_000),
        email: "not-an-email",
        password: "short",
        phone: "nemam",
        password_confirmation: "different",
        company: { ...company, oib: "33392005962", name: "", phone: "091" },
      },
      { "accept-language": "hr" },
    );
    expect(answer.status).toBe(400);
    expect(client.errorOf(answer.json)).toEqual({
      code: "validation_failed",
      message: "Neka polja nisu ispravno ispunjena",
      fields: {
        name: "Tekst je predug: najviše 200 znakova",
        email: "Upišite valjanu adresu e-pošte, na primjer ime@tvrtka.hr",
        password: "Lozinka mora imati najmanje 8 znakova",
        password_confirmation: "Lozinke se ne podudaraju",
        "company.name": "Ovo polje je obavezno",
        "company.oib": "OIB mora imati 11 znamenki i ispravnu kontrolnu znamenku",
        phone:
          "Upišite broj telefona od 6 do 15 znamenki, na primjer 091 234 5678 ili +385 1 234 5678",
        "company.phone":
          "Upišite broj telefona od 6 do 15 znamenki, na primjer 091 234 5678 ili +385 1 234 5678",
      },
    });
  });

  it("refuses a company postcode that is not a Croatian postal code, in the request's language, as checkout does", async () => {
    for (const [postOffice, language, message] of [
      ["abc", "hr", "Poštanski broj ima točno 5 znamenki, na primjer 10000"],
      ["abc", "en", "A zip code has exactly 5 digits, for example 10000"],
      ["2100", "hr", "Poštanski broj ima točno 5 znamenki, na primjer 10000"],
      ["10000 Zagreb", "en", "A zip code has exactly 5 digits, for example 10000"],
    ] as const) {
      const answer = await client.post(
        "/api/register",
        registration(`zip-${language}-${postOffice.length}@example.com`, {
          company: { ...company, post_office: postOffice },
        }),
        { "accept-language": language },
      );
      expect(answer.status).toBe(400);
      expect(client.errorOf(answer.json).fields).toEqual({ "company.post_office": message });
    }
    const spaced = await client.post(
      "/api/register",
      registration("zip-spaced@example.com", { company: { ...company, post_office: " 21000 " } }),
    );
    expect(spaced.status).toBe(201);

    // The profile keeps the same rule.
    const here = await loggedInCustomer("zip-profile@example.com", "company");
    const refused = await client.call(
      "PUT",
      "/api/me",
      { company: { ...company, post_office: "abc" } },
      { ...bearer(here.token), "accept-language": "hr" },
    );
    expect(refused.status).toBe(400);
    expect(client.errorOf(refused.json).fields).toEqual({
      "company.post_office": "Poštanski broj ima točno 5 znamenki, na primjer 10000",
    });
    const saved = await client.call(
      "PUT",
      "/api/me",
      { company: { ...company, post_office: "21000 " } },
      bearer(here.token),
    );
    expect(userResponseSchema.parse(saved.json).data.company?.post_office).toBe("21000");
  });

  it("refuses an unknown type, a company without company data and a body that is not JSON; a taken e-mail is answered like a new one", async () => {
    const unknownType = await client.post(
      "/api/register",
      registration("type@example.com", { type: "robot" }),
    );
    expect(client.errorOf(unknownType.json).fields).toEqual({
      type: "Choose legal entity or person",
    });
    const noCompany = await client.post(
      "/api/register",
      registration("nocompany@example.com", { company: undefined }),
    );
    expect(Object.keys(client.errorOf(noCompany.json).fields ?? {}).sort()).toEqual(
      [
        "company.address",
        "company.name",
        "company.oib",
        "company.phone",
        "company.place",
        "company.post_office",
      ].sort(),
    );
    const first = await client.post("/api/register", registration("twice@example.com"));
    expect(first.status).toBe(201);
    const twice = await client.post("/api/register", registration("TWICE@example.com"));
    expect(twice.status).toBe(201);
    expect(twice.json).toEqual(first.json);
    const garbage = await client.post("/api/register", "{not json");
    expect(garbage.status).toBe(400);
    // A person needs no company data; whatever is sent is ignored.
    const person = await client.post(
      "/api/register",
      registration("person@example.com", { type: "person", company: { oib: "123" } }),
    );
    expect(person.status).toBe(201);
  });

  it("changes the profile and the password; a password change ends the other sessions", async () => {
    const here = await loggedInCustomer("profile@example.com", "company");
    const elsewhere = await client.login("profile@example.com", "correct horse battery");
    const updated = await client.call(
      "PUT",
      "/api/me",
      { name: "Ivana H.", newsletter: false, company: { ...company, place: "Split" } },
      bearer(here.token),
    );
    expect(updated.status).toBe(200);
    expect(userResponseSchema.parse(updated.json).data).toMatchObject({
      name: "Ivana H.",
      newsletter: false,
      company: { place: "Split" },
    });
    const badOib = await client.call(
      "PUT",
      "/api/me",
      { company: { ...company, oib: "12345678900" } },
      bearer(here.token),
    );
    expect(client.errorOf(badOib.json).fields).toEqual({ "company.oib": expect.any(String) });

    const wrongOld = await client.call(
      "PUT",
      "/api/me/password",
      { old_password: "nope", password: "a new password", password_confirmation: "a new password" },
      bearer(here.token),
    );
    expect(client.errorOf(wrongOld.json).fields).toEqual({
      old_password: "The current password is not correct",
    });
    const same = await client.call(
      "PUT",
      "/api/me/password",
      {
        old_password: "correct horse battery",
        password: "correct horse battery",
        password_confirmation: "correct horse battery",
      },
      bearer(here.token),
    );
    expect(client.errorOf(same.json).fields).toEqual({
      password: "The new password must differ from the current one",
    });
    expect((await client.call("GET", "/api/me", undefined, bearer(elsewhere.token))).status).toBe(
      200,
    );
    const changed = await client.call(
      "PUT",
      "/api/me/password",
      {
        old_password: "correct horse battery",
        password: "a new password",
        password_confirmation: "a new password",
      },
      bearer(here.token),
    );
    expect(changed.status).toBe(200);
    expect((await client.call("GET", "/api/me", undefined, bearer(here.token))).status).toBe(200);
    expect((await client.call("GET", "/api/me", undefined, bearer(elsewhere.token))).status).toBe(
      401,
    );
    expect(
      (await client.post("/api/refresh", { refresh_token: elsewhere.refresh_token })).status,
    ).toBe(401);
    await client.login("profile@example.com", "a new password");
  });

  it("checks the scope on guarded endpoints, as a list or as an object", async () => {
    const tokens = await loggedInCustomer("scope@example.com");
    const me = () => client.call("GET", "/api/me", undefined, bearer(tokens.token));
    // Scope written straight to the database, as the back office will: it shows once the caller cache lets go.
    const setScope = async (scope: string[] | Record<string, boolean>) => {
      await database.db.update(users).set({ scope }).where(eq(users.email, "scope@example.com"));
      clock = new Date(clock.getTime() + 10_001);
    };
    expect((await me()).status).toBe(200);
    await setScope({ customer: true });
    expect((await me()).status).toBe(200);
    await setScope({ customer: false });
    const refused = await me();
    expect(refused.status).toBe(403);
    expect(client.errorOf(refused.json).code).toBe("forbidden");
    await setScope(["company"]);
    expect((await me()).status).toBe(403);
    clock = new Date();
  });

  it("remembers a caller for a moment, but a logout or a profile change through the shop shows at once", async () => {
    const tokens = await loggedInCustomer("remembered@example.com");
    const me = () => client.call("GET", "/api/me", undefined, bearer(tokens.token));
    expect((await me()).status).toBe(200);
    await database.db
      .update(users)
      .set({ scope: [] })
      .where(eq(users.email, "remembered@example.com"));
    // A change made elsewhere: the embedded database's one process answers from memory for a
    // moment; processes sharing a PostgreSQL server read the caller afresh (docs/operations.md).
    expect((await me()).status).toBe(testDatabaseKind === "pglite" ? 200 : 403);
    await database.db
      .update(users)
      .set({ scope: ["customer", "person"] })
      .where(eq(users.email, "remembered@example.com"));
    expect(
      (await client.call("PUT", "/api/me", { name: "Renamed" }, bearer(tokens.token))).status,
    ).toBe(200);
    expect(((await me()).json as { data: { name: string } }).data.name).toBe("Renamed");
    await client.post("/api/logout", { refresh_token: tokens.refresh_token });
    expect((await me()).status).toBe(401);
  });

  it("keeps only hashes of refresh tokens and mailed links", async () => {
    const tokens = await loggedInCustomer("hashes@example.com");
    const secret = tokens.refresh_token.split(".")[1] as string;
    const links = await database.db.select().from(accountLinks);
    expect(JSON.stringify(links)).not.toContain(secret);
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "hashes@example.com"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

/** A registered, confirmed customer with the password "correct horse battery", logged in. */
async function loggedInCustomer(email: string, type: "person" | "company" = "person") {
  expect((await client.post("/api/register", registration(email, { type }))).status).toBe(201);
  await client.post("/api/email/confirm", { token: await client.linkIn(email, "login?confirm") });
  return client.login(email, "correct horse battery");
}
