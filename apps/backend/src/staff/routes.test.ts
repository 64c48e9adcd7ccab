import { apiErrorSchema, sessionTokensResponseSchema, staffMeSchema } from "@dukan/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { staffMembers, staffSessions } from "./schema.ts";
import {
  addStaffMember,
  enrolTotp,
  sessionCookieOf,
  staffLoginRequest,
  staffToken,
  totpCode,
} from "./staff-client.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
/** The API's clock: tests move it to cross the idle limit and the TOTP time steps. */
let clock = new Date("2026-11-27T08:00:00Z");
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions({ now: () => clock }));
}, 60_000);
afterAll(async () => database?.close());

async function call(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": "en",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: (text ? JSON.parse(text) : null) as unknown,
  };
}
const codeOf = (json: unknown) => apiErrorSchema.parse(json).error.code;

async function lastAudit(email: string) {
  const [member] = await database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  const [entry] = await database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(member?.id ?? email)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe("staff login", () => {
  it("logs the orders' demo member in: StaffMe, an httpOnly SameSite=Strict cookie, audited", async () => {
    const response = await staffLoginRequest(api, demoStaff.orders);
    expect(response.status).toBe(200);
    const me = staffMeSchema.parse(await response.json());
    expect(me).toMatchObject({
      email: "narudzbe@dukan.demo",
      roles: ["orders"],
      totpEnabled: false,
      mustEnrolTotp: false,
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^dukan_staff=staff\./);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    const token = sessionCookieOf(response);
    expect((await call(token, "GET", "/api/admin/me")).json).toEqual(me);
    expect(await lastAudit(demoStaff.orders.email)).toMatchObject({
      action: "login",
      entity: "staff",
      address: "203.0.113.50",
    });
  });

  it("refuses a wrong password and an unknown address alike (401), each audited as a failed login", async () => {
    const wrong = await staffLoginRequest(api, { ...demoStaff.orders, password: "Not-It-2026" });
    expect(wrong.status).toBe(401);
    expect(codeOf(await wrong.json())).toBe("invalid_credentials");
    expect(await lastAudit(demoStaff.orders.email)).toMatchObject({ action: "login_failed" });
    const unknown = await staffLoginRequest(api, { email: "nobody@dukan.demo", password: "x" });
    expect(unknown.status).toBe(401);
    expect(codeOf(await unknown.json())).toBe("invalid_credentials");
    expect(await lastAudit("nobody@dukan.demo")).toMatchObject({
      action: "login_failed",
      staffId: null,
    });
  });

  it("is not the customers' login: a customer cannot log in here, staff cannot log in there", async () => {
    expect((await staffLoginRequest(api, demoAccounts.person)).status).toBe(401);
    const shop = await call(null, "POST", "/api/login", demoStaff.orders);
    expect(shop.status).toBe(401);
  });

  it("locks an account out after repeated wrong passwords from one address (429, Retry-After)", async () => {
    const member = { email: "zakljucan@dukan.test", password: "Locked-Out-2026" };
    await addStaffMember(database.db, { ...member, roles: ["content"] });
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await staffLoginRequest(api, { ...member, password: "wrong" }, "198.51.100.9")).status,
      ).toBe(401);
    const locked = await staffLoginRequest(api, member, "198.51.100.9");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner's own address is not locked out by a stranger's guesses.
    expect((await staffLoginRequest(api, member, "198.51.100.10")).status).toBe(200);
  });

  it("refuses a disabled account even with the right password, and ends its open sessions", async () => {
    const member = { email: "iskljucen@dukan.test", password: "Disabled-2026" };
    const id = await addStaffMember(database.db, { ...member, roles: ["orders"] });
    const token = await staffToken(api, member);
    await database.db
      .update(staffMembers)
      .set({ disabledAt: clock })
      .where(eq(staffMembers.id, id));
    const refused = await staffLoginRequest(api, member);
    expect(refused.status).toBe(403);
    expect(codeOf(await refused.json())).toBe("staff_disabled");
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(401);
  });
});

describe("TOTP", () => {
  it("makes the demo admin enrol before anything else, then asks for a code at login; a code is accepted once, a recovery code once", async () => {
    const token = await staffToken(api, demoStaff.admin);
    const me = staffMeSchema.parse((await call(token, "GET", "/api/admin/me")).json);
    expect(me).toMatchObject({ roles: ["admin"], totpEnabled: false, mustEnrolTotp: true });
    const blocked = await call(token, "GET", "/api/admin/settings");
    expect(blocked.status).toBe(403);
    expect(blocked.json).toMatchObject({
      mustEnrolTotp: true,
      error: { code: "totp_enrolment_required" },
    });

    // Enrolment: a secret, its otpauth URL and an SVG QR code; a wrong code does not confirm it.
    const started = await call(token, "POST", "/api/admin/me/totp");
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({
      otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=/),
      qrSvg: expect.stringMatching(/^<svg[\s\S]*<\/svg>\s*$/),
    });
    const wrong = await call(token, "PUT", "/api/admin/me/totp", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(wrong.json).error.fields).toHaveProperty("code");
    await call(token, "POST", "/api/admin/me/totp"); // a second start replaces the pending secret
    const { secret, recoveryCodes } = await enrolTotp(api, token, clock);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(await lastAudit(demoStaff.admin.email)).toMatchObject({ action: "totp_enabled" });
    // The same session goes on, now past the rule.
    expect((await call(token, "GET", "/api/admin/settings")).status).toBe(200);
    // Admins must keep their second factor.
    expect(
      (await call(token, "DELETE", "/api/admin/me/totp", { code: await totpCode(secret, clock) }))
        .status,
    ).toBe(403);

    // Login now needs a code: without one 401 with `secondFactor: true`; the code used at enrolment is spent.
    const noCode = await staffLoginRequest(api, demoStaff.admin);
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toMatchObject({
      secondFactor: true,
      error: { code: "second_factor_required" },
    });
    const replayed = await staffLoginRequest(api, {
      ...demoStaff.admin,
      code: await totpCode(secret, clock),
    });
    expect(replayed.status).toBe(401);
    later(30_000);
    const code = await totpCode(secret, clock);
    const accepted = await staffLoginRequest(api, { ...demoStaff.admin, code });
    expect(accepted.status).toBe(200);
    expect(staffMeSchema.parse(await accepted.json())).toMatchObject({
      totpEnabled: true,
      mustEnrolTotp: false,
    });
    expect((await staffLoginRequest(api, { ...demoStaff.admin, code })).status).toBe(401);

    // A recovery code (any case, with or without its hyphen) works once.
    const recovery = recoveryCodes[0] as string;
    const first = await staffLoginRequest(api, {
      ...demoStaff.admin,
      code: recovery.toUpperCase().replace("-", ""),
    });
    expect(first.status).toBe(200);
    expect(await lastAudit(demoStaff.admin.email)).toMatchObject({
      action: "login",
      changes: { secondFactor: { before: null, after: "recovery" } },
    });
    const again = await staffLoginRequest(api, { ...demoStaff.admin, code: recovery });
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ secondFactor: true });
    expect(
      (await staffLoginRequest(api, { ...demoStaff.admin, code: recoveryCodes[1] })).status,
    ).toBe(200);
  });

  it("lets staff without admin turn TOTP on and off with a code", async () => {
    const member = { email: "sadrzaj2@dukan.test", password: "Content-2026" };
    await addStaffMember(database.db, { ...member, roles: ["content"] });
    const token = await staffToken(api, member);
    const { secret } = await enrolTotp(api, token, clock);
    later(30_000);
    expect((await call(token, "DELETE", "/api/admin/me/totp", { code: "123456" })).status).toBe(
      400,
    );
    const off = await call(token, "DELETE", "/api/admin/me/totp", {
      code: await totpCode(secret, clock),
    });
    expect(off.status).toBe(204);
    expect(await lastAudit(member.email)).toMatchObject({ action: "totp_disabled" });
    expect((await staffLoginRequest(api, member)).status).toBe(200);
  });
});

describe("staff sessions", () => {
  it("end after 8 hours without a request, stay open while used, and end at logout", async () => {
    const token = await staffToken(api, demoStaff.orders);
    later(7 * 3_600_000);
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(200);
    later(7 * 3_600_000); // 14 h after login, 7 h after the last request
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(200);
    later(8 * 3_600_000);
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(401);

    const other = await staffToken(api, demoStaff.orders);
    expect((await call(other, "DELETE", "/api/admin/session")).status).toBe(204);
    expect((await call(other, "GET", "/api/admin/me")).status).toBe(401);
    expect(await lastAudit(demoStaff.orders.email)).toMatchObject({ action: "logout" });
  });

  it("end 7 days after login however busy", async () => {
    const token = await staffToken(api, demoStaff.orders);
    for (let hour = 0; hour < 7 * 24; hour += 4) {
      later(4 * 3_600_000);
      if (hour + 4 < 7 * 24) expect((await call(token, "GET", "/api/admin/me")).status).toBe(200);
    }
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(401);
  });

  it("change their own password: the current one checked, other sessions end, this one goes on", async () => {
    const member = { email: "lozinka@dukan.test", password: "Password-Old-2026" };
    await addStaffMember(database.db, { ...member, roles: ["customers"] });
    const kept = await staffToken(api, member);
    const ended = await staffToken(api, member);
    const wrong = await call(kept, "PUT", "/api/admin/me/password", {
      currentPassword: "nope",
      newPassword: "Password-New-2026",
    });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(wrong.json).error.fields).toHaveProperty("currentPassword");
    const short = await call(kept, "PUT", "/api/admin/me/password", {
      currentPassword: member.password,
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    const same = await call(kept, "PUT", "/api/admin/me/password", {
      currentPassword: member.password,
      newPassword: member.password,
    });
    expect(apiErrorSchema.parse(same.json).error.fields).toEqual({
      newPassword: "The new password must differ from the current one",
    });
    expect((await call(ended, "GET", "/api/admin/me")).status).toBe(200);
    const changed = await call(kept, "PUT", "/api/admin/me/password", {
      currentPassword: member.password,
      newPassword: "Password-New-2026",
    });
    expect(changed.status).toBe(204);
    expect((await call(kept, "GET", "/api/admin/me")).status).toBe(200);
    expect((await call(ended, "GET", "/api/admin/me")).status).toBe(401);
    expect((await staffLoginRequest(api, member)).status).toBe(401);
    expect(
      (await staffLoginRequest(api, { ...member, password: "Password-New-2026" })).status,
    ).toBe(200);
    expect(await lastAudit(member.email)).toMatchObject({ action: "login" });
  });

  it("with the cookie, a change needs X-Requested-With: dukan-admin (CSRF); a read does not, nor a bearer token", async () => {
    const token = await staffToken(api, demoStaff.orders);
    const cookie = { cookie: `dukan_staff=${token}` };
    expect((await call(null, "GET", "/api/admin/me", undefined, cookie)).status).toBe(200);
    const forged = await call(null, "DELETE", "/api/admin/session", undefined, cookie);
    expect(forged.status).toBe(403);
    expect(codeOf(forged.json)).toBe("csrf_header_missing");
    expect((await call(null, "GET", "/api/admin/me", undefined, cookie)).status).toBe(200);
    const [open] = await database.db
      .select({ endedAt: staffSessions.endedAt })
      .from(staffSessions)
      .where(eq(staffSessions.id, token.split(".")[1] as string));
    expect(open?.endedAt).toBeNull();
    const out = await call(null, "DELETE", "/api/admin/session", undefined, {
      ...cookie,
      "x-requested-with": "dukan-admin",
    });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/dukan_staff=;.*Max-Age=0/i);
    expect((await call(null, "GET", "/api/admin/me", undefined, cookie)).status).toBe(401);
  });

  it("refuse a customer's tokens, forged tokens and no token on every staff route of the OpenAPI document", async () => {
    const login = await call(null, "POST", "/api/login", demoAccounts.company);
    const tokens = sessionTokensResponseSchema.parse(login.json).data;
    const document = (await call(null, "GET", "/api/openapi.json")).json as {
      paths: Record<string, Record<string, { "x-staff-scope"?: string }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation["x-staff-scope"])
        .map(([method, operation]) => ({
          path: path.replace(/\{[^}]+\}/g, "1"),
          method,
          operation,
        })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const refused: string[] = [];
    for (const { path, method } of operations)
      for (const token of [
        tokens.token,
        tokens.refresh_token,
        `staff.${tokens.refresh_token}`,
        "staff.00000000-0000-0000-0000-000000000000.aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        null,
      ]) {
        const answer = await call(
          token,
          method.toUpperCase(),
          path,
          method === "get" ? undefined : {},
        );
        if (answer.status !== 401) refused.push(`${method} ${path}: ${answer.status}`);
        const cookie = token
          ? await call(null, method.toUpperCase(), path, undefined, {
              cookie: `dukan_staff=${token}`,
              "x-requested-with": "dukan-admin",
            })
          : answer;
        if (cookie.status !== 401) refused.push(`${method} ${path} (cookie): ${cookie.status}`);
      }
    expect(refused).toEqual([]);
  });
});
