import { feedKeyResponseSchema, productListResponseSchema } from "@dukan/contract";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsClient } from "../accounts/test-client.ts";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { storefrontKey } from "../changes/storefront-key.ts";
import type { Database } from "../db/client.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { outboxBacklog } from "../mail/index.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { capturedLog } from "./captured-log.testing.ts";
import { metricsAnswer } from "./metrics-answer.ts";
import { requestLog } from "./request-log.ts";
import { observe } from "./metrics.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const logged = capturedLog("debug");
const options = testApiOptions();

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 20, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, { ...options, log: logged.log });
  observe({ pool: database.pool, outbox: () => outboxBacklog(database.db) });
}, 60_000);
afterAll(async () => database?.close());

const linesOf = (requestId: string) =>
  logged.entries.filter((entry) => entry.requestId === requestId);

describe(`request ids and log lines on ${testDatabaseKind}`, () => {
  it("answers the well-formed X-Request-Id it came with, and every line of the request repeats it", async () => {
    const response = await api.request("/api/health/live", {
      headers: { "x-request-id": "edge-7f3a.12:9" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("edge-7f3a.12:9");
    const lines = linesOf("edge-7f3a.12:9");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      route: "/api/health/live",
      path: "/api/health/live",
      status: 200,
    });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
  });

  it("writes the lines of the quiet routes (the change feed's poll) at debug level", async () => {
    const app = new Hono()
      .use(requestLog(logged.log, { debugRoutes: ["/quiet"] }))
      .get("/quiet", (c) => c.body(null, 204));
    await app.request("/quiet", { headers: { "x-request-id": "quiet-one" } });
    expect(linesOf("quiet-one")).toMatchObject([{ level: 20, route: "/quiet", status: 204 }]);
  });

  it("makes an id when none or a malformed one comes", async () => {
    for (const header of [undefined, "two words", "x".repeat(129), "<script>"]) {
      const response = await api.request("/api/health/live", {
        headers: header === undefined ? {} : { "x-request-id": header },
      });
      const id = response.headers.get("x-request-id") ?? "";
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(id)).toHaveLength(1);
    }
  });

  it("names the route pattern, not the address, and never the query", async () => {
    const list = productListResponseSchema.parse(
      await (await api.request("/api/products?page=1&per_page=1")).json(),
    );
    const slug = list.data[0]?.slug_hr ?? "";
    const response = await api.request(`/api/products/${slug}?key=not-for-the-log`, {
      headers: { "x-request-id": "product-line" },
    });
    expect(response.status).toBe(200);
    const [line] = linesOf("product-line");
    expect(line?.route).toBe("/api/products/:slug");
    expect(line?.path).toBe(`/api/products/${slug}`);
    const missing = await api.request("/api/nothing-here", {
      headers: { "x-request-id": "missing-line" },
    });
    expect(missing.status).toBe(404);
    expect(linesOf("missing-line")[0]).toMatchObject({ route: "/api/*", status: 404 });
    expect(logged.text()).not.toContain("not-for-the-log");
  });

  it("never logs a password, token, feed key, cookie or the storefront's key", async () => {
    const client = accountsClient(api, database.db);
    const person = await client.login(demoAccounts.person.email, demoAccounts.person.password);
    const company = await client.login(demoAccounts.company.email, demoAccounts.company.password);
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const feedKey = feedKeyResponseSchema.parse(
      (await client.call("GET", "/api/me/feed-key", undefined, bearer(company.token))).json,
    ).data.key;
    const feed = await api.request(`/api/b2b/products.json?key=${encodeURIComponent(feedKey)}`);
    expect(feed.status).toBe(200);
    await feed.arrayBuffer();
    const cookie = "dukan_token=cookie-secret-value; dukan_refresh=other-cookie-secret";
    await client.call("GET", "/api/me", undefined, { ...bearer(person.token), cookie });
    const key = storefrontKey(options.accounts.secret);
    await api.request("/api/changes?since=0", { headers: { "x-storefront-key": key } });
    await client.post("/api/password/forgot", { email: demoAccounts.legacy.email });
    const resetToken = await client.linkIn(demoAccounts.legacy.email, "password-reset?token");
    const reset = await client.post("/api/password/reset", {
      token: resetToken,
      password: "Novo-Geslo-Za-Test-2026",
      password_confirmation: "Novo-Geslo-Za-Test-2026",
    });
    expect(reset.status).toBe(200);
    // Lines that carry headers have them redacted.
    logged.log.info({ req: { headers: { authorization: "Bearer sneaky", cookie } } }, "headers");

    const text = logged.text();
    expect(text).toContain('"route":"/api/password/reset"');
    for (const secret of [
      demoAccounts.person.password,
      demoAccounts.company.password,
      "Novo-Geslo-Za-Test-2026",
      person.token,
      person.refresh_token,
      company.token,
      company.refresh_token,
      feedKey,
      encodeURIComponent(feedKey),
      resetToken,
      "cookie-secret-value",
      "other-cookie-secret",
      "sneaky",
      key,
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('"authorization":"[redacted]"');
  });
});

describe(`GET /metrics on ${testDatabaseKind}`, () => {
  const token = "metrics-token-for-the-test";
  const scrape = (headers: Record<string, string>, configured: string | null = token) =>
    metricsAnswer(new Request("http://shop.test/metrics", { headers }), configured ?? undefined);

  it("does not exist without METRICS_TOKEN, nor for a missing or wrong bearer", async () => {
    expect((await scrape({ authorization: `Bearer ${token}` }, null)).status).toBe(404);
    expect((await scrape({})).status).toBe(404);
    expect((await scrape({ authorization: "Bearer metrics-token-for-the-tesT" })).status).toBe(404);
    expect((await scrape({ authorization: token })).status).toBe(404);
  });

  it("answers the bearer the requests, orders, outbox, pool and event loop", async () => {
    const client = accountsClient(api, database.db);
    const person = await client.login(demoAccounts.person.email, demoAccounts.person.password);
    const as = { authorization: `Bearer ${person.token}`, "idempotency-key": "metrics-0001" };
    const body = {
      buyer: { name: "Marko Kupac", email: "marko@example.com", phone: "" },
      delivery_method: "personal_pickup",
      payment_method: "bank_transfer",
      note: "",
    };
    const refused = await client.post("/api/orders", body, as);
    expect(refused.status).toBe(409);
    const list = productListResponseSchema.parse(
      await (await api.request("/api/products?in_stock=true&per_page=1")).json(),
    );
    await client.post(
      "/api/cart/lines",
      { product_id: list.data[0]?.id, quantity: 1 },
      { authorization: as.authorization },
    );
    const placed = await client.post("/api/orders", body, {
      ...as,
      "idempotency-key": "metrics-0002",
    });
    expect(placed.status).toBe(201);
    await client.post("/api/orders", body, { ...as, "idempotency-key": "metrics-0002" }); // a replay

    const response = await scrape({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^dukan_orders_placed_total [1-9]\d*$/m);
    expect(text).toMatch(/^dukan_orders_refused_total\{reason="empty_cart"\} [1-9]\d*$/m);
    expect(text).toMatch(/^dukan_mail_outbox_pending [1-9]\d*$/m);
    expect(text).toMatch(/^dukan_mail_outbox_oldest_pending_age_seconds \d/m);
    expect(text).toMatch(/^dukan_db_pool_in_use \d+$/m);
    expect(text).toMatch(/^dukan_db_pool_waiting \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^dukan_page_cache_hits_total \d+$/m);
  });
});
