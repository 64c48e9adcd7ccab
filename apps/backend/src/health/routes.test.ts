import {
  apiErrorSchema,
  healthLiveResponseSchema,
  healthReadyResponseSchema,
} from "@dukan/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { onApiError } from "../http/errors.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { healthRoutes } from "./routes.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

/** The health routes alone over `database`, refusals answered as the API does. */
const healthOf = (of: Pick<Database, "pool" | "kind">, timeoutMs?: number) =>
  apiRoutes()
    .route("/", healthRoutes(of as Database, timeoutMs))
    .onError(onApiError);

describe(`health on ${testDatabaseKind}`, () => {
  it("is live and ready while the database answers", async () => {
    const app = healthOf(database);
    const live = await app.request("/health/live");
    expect(live.status).toBe(200);
    expect(healthLiveResponseSchema.parse(await live.json())).toEqual({ data: { status: "ok" } });
    const ready = await app.request("/health/ready");
    expect(ready.status).toBe(200);
    expect(healthReadyResponseSchema.parse(await ready.json())).toEqual({
      data: { status: "ok", database: testDatabaseKind },
    });
  });

  it("is live but not ready once the pool is ended", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
    await pool.end();
    const app = healthOf({ pool, kind: "postgresql" });
    expect((await app.request("/health/live")).status).toBe(200);
    const ready = await app.request("/health/ready", { headers: { "accept-language": "en" } });
    expect(ready.status).toBe(503);
    expect(apiErrorSchema.parse(await ready.json()).error.code).toBe("service_unavailable");
  });

  it("is not ready when the database's round trip outlasts the timeout", async () => {
    const stuck = { query: () => new Promise(() => {}) } as unknown as pg.Pool;
    const app = healthOf({ pool: stuck, kind: "postgresql" }, 50);
    const started = performance.now();
    expect((await app.request("/health/ready")).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
