// A rolling restart of the shop's workers under load (issue 38): each worker is replaced by a new
// one that listens before the old one stops, and the old one finishes what it is answering. Runs
// after the production build, with a PostgreSQL server (scripts/test.mjs).
import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../backend/src/db/client.ts";
import { createTestDatabase } from "../../backend/src/testing/database.ts";
import {
  browserFetch,
  logIn,
  placeOrder,
  retriedRequests,
  type ShopProcess,
  startShopProcess,
} from "./testing/shop-process.ts";
import { insertCompanyBuyers, openShopDatabase } from "./testing/shop-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.SHOP_PROCESS_TESTS === "1" && serverUrl !== undefined;

const BUYERS = 8;
const BROWSERS = 8;
const PASSWORD = "rolling-restart-password";
const buyerEmail = (n: number) => `restart-buyer-${n}@dukan.test`;
const METRICS_TOKEN = "metrics-token-of-the-restart-test";

describe.skipIf(!enabled)("a rolling restart of two workers under load", () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let shop: ShopProcess | undefined;

  beforeAll(async () => {
    created = await createTestDatabase(serverUrl as string);
    database = await openShopDatabase(created.url, 40);
    await database.pool.query("update products set stock = 100000");
    await insertCompanyBuyers(database, {
      count: BUYERS,
      email: buyerEmail,
      name: "Restart",
      password: PASSWORD,
    });
    shop = await startShopProcess({
      DATABASE_URL: created.url,
      WORKERS: "2",
      METRICS_TOKEN: METRICS_TOKEN,
      MAIL_DIR: `${process.env.TMPDIR ?? "/tmp"}/dukan-restart-mail-${process.pid}`,
    });
    await shop.printed(/Dućan runs 2 workers/);
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await database?.close();
    await created?.drop();
  });

  it("counts every worker's requests in one scrape of /metrics", async () => {
    const { origin } = shop as ShopProcess;
    const liveCount = async () => {
      const scrape = await fetch(`${origin}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const text = await scrape.text();
      expect(scrape.status).toBe(200);
      // The outbox's backlog is read from the one database: once, not once per worker.
      expect(text.match(/^dukan_mail_outbox_pending /gm)).toHaveLength(1);
      const line =
        /^http_requests_total\{[^}]*route="\/api\/health\/live"[^}]*status="200"[^}]*\} (\d+)$/m.exec(
          text,
        );
      return Number(line?.[1] ?? 0);
    };
    const before = await liveCount();
    // Each on a connection of its own (no keep-alive), which the primary hands to the workers in turn.
    for (let i = 0; i < 20; i++)
      expect(await statusOnNewConnection(`${origin}/api/health/live`)).toBe(200);
    expect(await liveCount()).toBe(before + 20);
  });

  it("loses no request and no order while every worker is replaced", async () => {
    const running = shop as ShopProcess;
    const { origin } = running;
    const { rows: products } = await database.pool.query<{ item_code: string; path: string }>(
      `select p.item_code, '/' || c.slug_hr || '/' || p.slug_hr as path from products p
         join categories c on c.id = p.category_id where p.active order by p.id limit 20`,
    );
    const { rows: stockRows } = await database.pool.query<{ total: string }>(
      "select sum(stock) as total from products",
    );
    const stockBefore = Number(stockRows[0]?.total);
    const failures: string[] = [];
    let requests = 0;
    let placed = 0;
    let stopping = false;

    const browse = async (n: number) => {
      const paths = ["/", "/en", ...products.map((p) => p.path), "/api/products?per_page=12"];
      for (let i = n; !stopping; i++) {
        const path = paths[i % paths.length] as string;
        try {
          const response = await browserFetch(`${origin}${path}`);
          await response.arrayBuffer();
          requests += 1;
          if (response.status !== 200) failures.push(`GET ${path}: ${response.status}`);
        } catch (error) {
          failures.push(`GET ${path}: ${String((error as Error).cause ?? error)}`);
        }
      }
    };
    const buy = async (n: number) => {
      const token = await logIn(origin, buyerEmail(n), PASSWORD);
      for (let i = 0; !stopping; i++) {
        const item = products[(n + i) % products.length] as { item_code: string };
        try {
          const answer = await placeOrder(origin, token, item.item_code, `restart-${n}-${i}`, {
            email: buyerEmail(n),
            company: `Restart ${n} d.o.o.`,
          });
          requests += 2;
          if (answer.status === 201) placed += 1;
          else failures.push(`order: ${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          failures.push(`order: ${String((error as Error).cause ?? error)}`);
        }
      }
    };

    const load = [
      ...Array.from({ length: BROWSERS }, (_, n) => browse(n)),
      ...Array.from({ length: BUYERS }, (_, n) => buy(n)),
    ];
    // Under load for a moment, then every worker replaced one by one, then a moment more.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const restarted = running.printed(/restarted every worker/);
    running.child.kill("SIGHUP");
    await restarted;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stopping = true;
    await Promise.all(load);

    expect(failures).toEqual([]);
    // What a browser would have sent again on a new connection, for the record (bench/RESULTS.md).
    process.stdout.write(
      `rolling restart: ${requests} requests, ${placed} orders, ${retriedRequests()} sent again`,
    );
    expect(requests).toBeGreaterThan(100);
    expect(placed).toBeGreaterThan(10);
    // Every order answered 201 is in the database, each with its one line taken from the stock.
    const { rows: orderRows } = await database.pool.query<{ n: string; pieces: string }>(
      `select count(distinct o.id) as n, coalesce(sum(l.quantity), 0) as pieces
         from orders o join order_lines l on l.order_id = o.id
         join users u on u.id = o.user_id where u.email like 'restart-buyer-%'`,
    );
    expect(Number(orderRows[0]?.n)).toBe(placed);
    const { rows: after } = await database.pool.query<{ total: string }>(
      "select sum(stock) as total from products",
    );
    expect(stockBefore - Number(after[0]?.total)).toBe(Number(orderRows[0]?.pieces));
  }, 120_000);
});

/** A GET on a new connection, closed after its answer: its status. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}
