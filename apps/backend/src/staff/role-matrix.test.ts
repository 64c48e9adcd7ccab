import {
  feedKeyResponseSchema,
  holdsScope,
  sessionTokensResponseSchema,
  type StaffRole,
  staffRoles,
} from "@dukan/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { addStaffMember, adminToken, staffToken } from "./staff-client.testing.ts";

/**
 * The role matrix: every operation of the OpenAPI document that names an `x-staff-scope`, called by
 * a member of every role, a customer's token, a B2B feed key and no token. Exactly the callers whose
 * roles hold the scope get past the staff guard (`staff`: any member): each of them gets an answer
 * that is none of the guard's refusals (nor a 500), every other member 403 `forbidden`, and every
 * caller that is no member 401 `unauthorized`. Operations added later are checked as
 * soon as they declare their scope with `staffRoute(scope)`; an `/api/admin/` operation without one
 * fails the test.
 */
let database: Database;
let api: ReturnType<typeof createApi>;
const callers: { name: string; roles: StaffRole[] | null; token: string | null }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  callers.push({ name: "admin", roles: ["admin"], token: await adminToken(api, demoStaff.admin) });
  for (const role of staffRoles.filter((r) => r !== "admin")) {
    const member = { email: `uloga.${role}@dukan.test`, password: `Uloga-${role}-2026` };
    await addStaffMember(database.db, { ...member, roles: [role] });
    callers.push({ name: role, roles: [role], token: await staffToken(api, member) });
  }
  const login = await api.request("/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoAccounts.company),
  });
  const customer = sessionTokensResponseSchema.parse(await login.json()).data.token;
  callers.push({ name: "customer's token", roles: null, token: customer });
  const key = await api.request("/api/me/feed-key", {
    method: "POST",
    headers: { authorization: `Bearer ${customer}`, "content-type": "application/json" },
    body: "{}",
  });
  callers.push({
    name: "feed key",
    roles: null,
    token: feedKeyResponseSchema.parse(await key.json()).data.key,
  });
  callers.push({ name: "no token", roles: null, token: null });
}, 60_000);
afterAll(async () => database?.close());

interface Operation {
  method: string;
  path: string;
  scope: string | undefined;
}

async function adminOperations(): Promise<Operation[]> {
  const document = (await (await api.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { "x-staff-scope"?: string; security?: unknown[] }>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    path.startsWith("/api/admin/")
      ? Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          scope: operation["x-staff-scope"],
          public: !operation.security,
        }))
      : [],
  );
  // Logging in and accepting an invitation are public; logging out goes last (it ends the session).
  return operations
    .filter((operation) => !operation.public)
    .sort(
      (a, b) => Number(a.path === "/api/admin/session") - Number(b.path === "/api/admin/session"),
    );
}

describe("the role matrix", () => {
  it("lets exactly the roles holding each admin operation's scope past the guard, and refuses the rest", async () => {
    const operations = await adminOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(
      operations.filter((o) => !o.scope).map((o) => `${o.method} ${o.path}`),
      "admin operations without x-staff-scope",
    ).toEqual([]);
    // The staff guard's own refusals: any other answer (a 400 naming a field, a 404 for id 1, a
    // domain 403 such as `feed_key_not_for_persons`) means the caller got past it to the route.
    const guardRefusals = [
      "unauthorized",
      "forbidden",
      "totp_enrolment_required",
      "csrf_header_missing",
    ];
    const wrong: string[] = [];
    let reachedCalls = 0;
    for (const operation of operations) {
      const path = operation.path.replace(/\{[^}]+\}/g, "1");
      for (const caller of callers) {
        const response = await api.request(path, {
          method: operation.method,
          headers: {
            ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
            ...(operation.method === "GET" ? {} : { "content-type": "application/json" }),
          },
          ...(operation.method === "GET" ? {} : { body: "{}" }),
        });
        const text = await response.text();
        const code = /^\{"error":\{"code":"([a-z_]+)"/.exec(text)?.[1] ?? null;
        const scope = operation.scope as string;
        const allowed =
          caller.roles !== null &&
          (scope === "staff" || holdsScope(caller.roles, scope as StaffRole));
        // Not staff: 401 `unauthorized`; staff without the scope: 403 `forbidden`; staff with it:
        // past the guard, and never a 500.
        const expected = allowed
          ? null
          : caller.roles === null
            ? { status: 401, code: "unauthorized" }
            : { status: 403, code: "forbidden" };
        const right = expected
          ? response.status === expected.status && code === expected.code
          : response.status < 500 &&
            !(response.status === 401 || (code !== null && guardRefusals.includes(code)));
        if (allowed && right) reachedCalls++;
        if (!right)
          wrong.push(
            `${operation.method} ${operation.path} (${scope}) × ${caller.name}: ${response.status} ${code ?? ""}`,
          );
      }
    }
    // Every operation was reached by at least the admin (and each by every role holding its scope).
    expect(reachedCalls).toBeGreaterThanOrEqual(operations.length);
    expect(wrong).toEqual([]);
  });
});
