// Several shop processes on one PostgreSQL server (issue 38): what one process does, the others
// see on their next answer, and work meant to happen once happens once. Runs after the production
// build, with a PostgreSQL server (scripts/test.mjs: SHOP_PROCESS_TESTS=1 and TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "../../backend/src/db/client.ts";
import { demoAccounts, seedDemoAccounts } from "../../backend/src/demo/accounts.ts";
import { defaultAuthLimits } from "../../backend/src/accounts/attempt-limits.ts";
import { settingsStore } from "../../backend/src/settings/store.ts";
import { solveChallenge } from "../../backend/src/spam/challenge.ts";
import { createTestDatabase } from "../../backend/src/testing/database.ts";
import { startSmtpServer } from "../../backend/src/testing/smtp-server.ts";
import { logIn, placeOrder, type ShopProcess, startShopProcess } from "./testing/shop-process.ts";
import { openShopDatabase } from "./testing/shop-database.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.SHOP_PROCESS_TESTS === "1" && serverUrl !== undefined;

describe.skipIf(!enabled)("three shop processes on one PostgreSQL server", () => {
  let created: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let shops: ShopProcess[] = [];
  const company = demoAccounts.company;

  const startThree = async () => {
    const env = {
      DATABASE_URL: created.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WORKERS: "1",
    };
    shops = await Promise.all([0, 1, 2].map(() => startShopProcess(env)));
  };
  const stopAll = async () => Promise.all(shops.map((shop) => shop.stop()));
  /** Every mail queued so far has been sent (or given up). */
  const outboxDrained = async () => {
    for (let i = 0; i < 300; i++) {
      const { rows } = await database.pool.query<{ n: string }>(
        "select count(*) as n from outbox_mails where status = 'pending'",
      );
      if (Number(rows[0]?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("mails still pending after 30 s");
  };

  beforeAll(async () => {
    created = await createTestDatabase(serverUrl as string);
    database = await openShopDatabase(created.url, 40);
    await seedDemoAccounts(database.db);
    await database.pool.query("update products set stock = 1000");
    smtp = await startSmtpServer();
    await startThree();
  }, 180_000);

  afterAll(async () => {
    await stopAll();
    await smtp?.close();
    await database?.close();
    await created?.drop();
  });

  it("holds a lockout reached through one process on the others, and refuses a proof spent on another", async () => {
    const [a, b, c] = shops as [ShopProcess, ShopProcess, ShopProcess];
    const login = (shop: ShopProcess, password: string) =>
      fetch(`${shop.origin}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
        body: JSON.stringify({ email: company.email, password }),
      });
    for (let i = 0; i < defaultAuthLimits.loginPerAccountAndIp.max; i++)
      expect((await login(a, `guess ${i}`)).status).toBe(401);
    for (const other of [b, c]) {
      const refused = await login(other, company.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    const challenge = (await (await fetch(`${a.origin}/api/spam/challenge`)).json()) as {
      data: { challenge: string; difficulty: number };
    };
    const proof = solveChallenge(challenge.data.challenge, challenge.data.difficulty);
    const register = (shop: ShopProcess, email: string) =>
      fetch(`${shop.origin}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.8" },
        body: JSON.stringify({
          type: "person",
          name: "Ana Kovač",
          email,
          password: "correct horse battery",
          password_confirmation: "correct horse battery",
          language: "en",
          proof,
        }),
      });
    expect((await register(a, "proved@example.com")).status).toBe(201);
    const replayed = await register(b, "replayed@example.com");
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe(
      "proof_failed",
    );
  });

  it("shows a price changed in the database on another process's next page", async () => {
    const { rows } = await database.pool.query<{ path: string; id: number }>(
      `select '/' || c.slug_hr || '/' || p.slug_hr as path, p.id from products p
         join categories c on c.id = p.category_id where p.active order by p.id limit 1`,
    );
    const product = rows[0] as { path: string; id: number };
    const [, b] = shops as [ShopProcess, ShopProcess, ShopProcess];
    // A visitor's page, which B keeps in its page cache.
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${b.origin}${product.path}`)).status).toBe(200);
    await database.pool.query(
      "update products set retail_price_cents = 432198, sale_retail_price_cents = null where id = $1",
      [product.id],
    );
    const page = await (await fetch(`${b.origin}${product.path}`)).text();
    expect(page).toContain("4.321,98");
  });

  it("places an order through each process and mails each confirmation once", async () => {
    const { rows } = await database.pool.query<{ item_code: string }>(
      "select item_code from products where active order by id limit 3",
    );
    const before = smtp.received.length;
    const placed: string[] = [];
    for (const [n, shop] of shops.entries()) {
      const token = await logIn(shop.origin, company.email, company.password);
      const answer = await placeOrder(
        shop.origin,
        token,
        (rows[n] as { item_code: string }).item_code,
        `processes-${n}-${Date.now()}`,
        { email: company.email, company: "Demo d.o.o." },
      );
      expect(answer.status, answer.body).toBe(201);
      placed.push((JSON.parse(answer.body) as { data: { number: string } }).data.number);
    }
    await outboxDrained();
    const mails = smtp.received.slice(before);
    for (const number of placed)
      expect(mails.filter((mail) => mail.subject.includes(number))).toHaveLength(1);
    expect(mails.filter((mail) => mail.to.includes(company.email))).toHaveLength(placed.length);
  });

  it("runs a scheduled job's work once when three processes start at the same moment", async () => {
    // Stopped gracefully, each process exits 0.
    expect(await stopAll()).toEqual([0, 0, 0]);
    const { holdDays } = await settingsStore(database.db).get("bank_transfers");
    const { rows } = await database.pool.query<{ id: number; number: string; product_id: number }>(
      `select o.id, o.number, min(l.product_id) as product_id from orders o
         join order_lines l on l.order_id = o.id
        where o.payment_method = 'bank_transfer' and o.status = 'received'
        group by o.id order by o.id limit 2`,
    );
    const [remind, cancel] = rows as [(typeof rows)[0], (typeof rows)[0]];
    // One order's hold ends within a day (a reminder is due), the other's has ended (cancelled).
    await database.pool.query(
      `update orders set created_at = now() - make_interval(hours => $2) where id = $1`,
      [remind.id, holdDays * 24 - 12],
    );
    await database.pool.query(
      `update orders set created_at = now() - make_interval(hours => $2) where id = $1`,
      [cancel.id, holdDays * 24 + 1],
    );
    const stockOf = async () =>
      Number(
        (
          await database.pool.query<{ stock: number }>("select stock from products where id = $1", [
            cancel.product_id,
          ])
        ).rows[0]?.stock,
      );
    const stockBefore = await stockOf();
    const before = smtp.received.length;

    await startThree();
    for (let i = 0; i < 300; i++) {
      const { rows: done } = await database.pool.query<{ n: string }>(
        `select (select count(*) from unpaid_order_reminders where order_id = $1)
              + (select count(*) from orders where id = $2 and status = 'cancelled') as n`,
        [remind.id, cancel.id],
      );
      if (Number(done[0]?.n) === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await outboxDrained();
    // A graceful stop waits for each job's round under way: after it, every round has ended, and
    // a mail any of them queued late would still be pending.
    expect(await stopAll()).toEqual([0, 0, 0]);
    const { rows: pending } = await database.pool.query<{ n: string }>(
      "select count(*) as n from outbox_mails where status = 'pending'",
    );
    expect(Number(pending[0]?.n)).toBe(0);

    const mails = smtp.received.slice(before);
    expect(mails.filter((mail) => mail.subject.includes(remind.number))).toHaveLength(1);
    expect(mails.filter((mail) => mail.subject.includes(cancel.number))).toHaveLength(1);
    expect(mails).toHaveLength(2);
    expect(await stockOf()).toBe(stockBefore + 1);
    const history = await database.db.execute(
      sql`select count(*)::int as n from order_status_history where order_id = ${cancel.id} and status = 'cancelled'`,
    );
    expect((history.rows[0] as { n: number }).n).toBe(1);
    await startThree();
  }, 120_000);
});
