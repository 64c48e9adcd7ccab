import { drizzle } from "drizzle-orm/node-postgres";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/postgres.mjs";
import { onApiError } from "./errors.ts";

// A pool whose server is not there (a free port nobody listens on): the driver's real errors.
const pool = new pg.Pool({
  connectionString: `postgres://shop@127.0.0.1:${await freePort()}/dukan`,
  connectionTimeoutMillis: 2000,
});
const db = drizzle(pool);
const app = new Hono()
  .get("/products", async (c) => c.json({ data: (await db.execute(sql`select 1`)).rows }))
  .get("/broken", () => {
    throw new Error("a bug");
  });
app.onError(onApiError);
afterAll(() => pool.end());

describe("a request while the database is unreachable", () => {
  it("is answered 503 with Retry-After, in the request's language, at once", async () => {
    const started = Date.now();
    const english = await app.request("/products", { headers: { "accept-language": "en" } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(english.status).toBe(503);
    expect(english.headers.get("retry-after")).toBe("5");
    expect(await english.json()).toEqual({
      error: {
        code: "service_unavailable",
        message: "The shop is temporarily unavailable. Please try again shortly.",
      },
    });
    const croatian = await app.request("/products");
    expect(croatian.status).toBe(503);
    expect(((await croatian.json()) as { error: { message: string } }).error.message).toMatch(
      /privremeno nedostupna/,
    );
  });

  it("leaves any other error a 500", async () => {
    expect((await app.request("/broken")).status).toBe(500);
  });
});
