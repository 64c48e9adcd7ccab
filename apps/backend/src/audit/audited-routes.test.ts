import { count, desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { seedDemoOrders } from "../demo/orders.ts";
import { adminToken } from "../staff/staff-client.testing.ts";
import { adminSamples } from "../testing/admin-samples.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { auditLog } from "./schema.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 40, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  await seedDemoOrders(database.db);
  api = createApi(database, testApiOptions());
  token = await adminToken(api, demoStaff.admin);
}, 60_000);
afterAll(async () => database?.close());

/** The staff's own session and profile are audited as logins and 2FA changes (staff/routes.test.ts). */
const ownSession = /^\/api\/admin\/(session|me|invitation)(\/|$)/;

/**
 * Every write operation under /api/admin/ in the served OpenAPI document, as `METHOD /path`; a POST
 * that only computes an answer from its body (a preview) says so with `x-staff-read-only: true`.
 */
async function adminWrites(): Promise<string[]> {
  const document = (await (await api.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { "x-staff-read-only"?: boolean }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    path.startsWith("/api/admin/") && !ownSession.test(path)
      ? Object.entries(methods)
          .filter(([, operation]) => operation["x-staff-read-only"] !== true)
          .map(([method]) => method)
          .filter((method) => !["get", "head", "options"].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`)
      : [],
  );
}

describe("the audit log", () => {
  it("has an entry for a call of every admin write operation in the OpenAPI document", async () => {
    const operations = await adminWrites();
    expect(operations.length).toBeGreaterThanOrEqual(4);
    const withoutSample = operations.filter((operation) => !adminSamples[operation]);
    expect(
      withoutSample,
      "admin write operations without a sample request in testing/admin-samples.ts",
    ).toEqual([]);

    const unaudited: string[] = [];
    for (const operation of operations) {
      const sample = adminSamples[operation];
      if (!sample) continue;
      const { path, body, form } = await sample({ db: database.db, api, adminToken: token });
      const [before] = await database.db.select({ n: count() }).from(auditLog);
      const response = await api.request(path, {
        method: operation.split(" ")[0],
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(form === undefined ? {} : { body: form }),
      });
      if (response.status >= 300) {
        unaudited.push(
          `${operation}: its sample answered ${response.status} ${await response.text()}`,
        );
        continue;
      }
      const [after] = await database.db.select({ n: count() }).from(auditLog);
      const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      if ((after?.n ?? 0) <= (before?.n ?? 0)) unaudited.push(`${operation}: no audit entry`);
      else if (entry?.staffId === null || entry?.address === undefined)
        unaudited.push(`${operation}: an entry without its member of staff`);
    }
    expect(unaudited).toEqual([]);
  });
});
