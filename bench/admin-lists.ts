// Issue 34's list figures, through the staff's API at 16 connections (p95 ≤ 50 ms): the customers
// list with 50,000 customers searched by an OIB prefix, and the orders list with 100,000 orders
// filtered by status and date sorted by date, and searched by number or customer. Alone:
// `node --import tsx bench/admin-lists.ts [--database-url URL]` (by default a PGlite folder,
// var/bench-lists, written once and reused). The API runs in a process of its own.
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import type { Db } from "../apps/backend/src/db/client.ts";
import { staffMembers } from "../apps/backend/src/staff/schema.ts";
import { startApiProcess } from "./api-process.ts";
import { type BenchTarget, openBenchDatabase } from "./catalogue.ts";
import { type Measurement, measureRequests } from "./measure.ts";
import { requiredStaffSession } from "./staff-session.ts";

export const LIST_CUSTOMERS = 50_000;
export const LIST_ORDERS = 100_000;
/** The bench's orders are numbered in a year of their own, apart from every other order. */
const YEAR = 2032;
const root = new URL("..", import.meta.url).pathname;
const STAFF = { email: "bench-lists@dukan.bench", password: "bench-lists-password" };

export async function measureAdminLists(
  target: BenchTarget,
  database: string,
  options: { connections: number; duration: number },
  log: (line: string) => void = () => {},
): Promise<Array<Measurement & { database: string }>> {
  await prepareListData(target, log);
  // The API in a process of its own (bench/api-process.ts), apart from the load generator.
  const api = await startApiProcess(target);
  try {
    const { origin } = api;
    const token = await requiredStaffSession(origin, STAFF);
    const auth = () => ({ authorization: `Bearer ${token}` });
    const get = (path: string) => ({ method: "GET" as const, path });
    const oibPrefixes = Array.from({ length: 40 }, (_, i) =>
      // The OIB of customer 3·(1000 + 397·i), as prepareListData writes it, cut to 3–6 digits.
      String((3 * (1000 + 397 * i) * 829449151) % 100000000000)
        .padStart(11, "0")
        .slice(0, 3 + (i % 4)),
    );
    const rows = [
      {
        name: "customers: search by OIB prefix (50,000 customers)",
        requests: oibPrefixes.map((p) => get(`/api/admin/customers?q=${p}&perPage=25`)),
      },
      {
        name: "orders: status and date range, by date (100,000 orders)",
        requests: ["received", "shipped", "confirmed", "completed"].flatMap((status, i) =>
          [30, 90, 180].map((days) =>
            get(
              `/api/admin/orders?status=${status}&created_from=${new Date(Date.now() - (days + i) * 86_400_000).toISOString().slice(0, 10)}&sort=created_at&order=DESC&perPage=25`,
            ),
          ),
        ),
      },
      {
        name: "orders: search by number or customer (100,000 orders)",
        requests: Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? get(
                `/api/admin/orders?q=${YEAR}-0${String(1 + i * 2311)
                  .padStart(5, "0")
                  .slice(0, 3)}&perPage=25`,
              )
            : get(
                `/api/admin/orders?q=${encodeURIComponent(`bench-list-${1 + i * 977}@dukan.bench`)}&perPage=25`,
              ),
        ),
      },
    ];
    const results: Array<Measurement & { database: string }> = [];
    for (const row of rows) {
      const check = await fetch(`${origin}${row.requests[0]?.path}`, { headers: auth() });
      if (!check.ok) throw new Error(`${row.name}: ${check.status} ${await check.text()}`);
      log(`${row.name}: ${((await check.json()) as { total: number }).total} found by the first`);
      // Each request asked once first: the API's process opened the database cold, and the pages
      // of a list in use are in its buffer cache (the first row measured 400–800 ms p95 without).
      for (const request of row.requests)
        await (await fetch(`${origin}${request.path}`, { headers: auth() })).arrayBuffer();
      const measured = await measureRequests(row.name, origin, row.requests, options, auth);
      results.push({ ...measured, database });
      log(`${database} ${row.name}: p95 ${measured.p95} ms (${measured.requestsPerSecond}/s)`);
    }
    return results;
  } finally {
    await api.stop();
  }
}

/** The customers, orders and staff member the lists read, written once into the bench's database. */
async function prepareListData(target: BenchTarget, log: (line: string) => void): Promise<void> {
  const bench = await openBenchDatabase(target);
  const db = bench.db;
  try {
    const [{ have } = { have: 0 }] = (
      await db.execute(sql`select count(*)::int as have from users where email like 'bench-list-%'`)
    ).rows as { have: number }[];
    if (have < LIST_CUSTOMERS) {
      log(`writing ${LIST_CUSTOMERS.toLocaleString("en")} customers…`);
      // Every third a legal entity with an OIB made of the row number (n · 829,449,151 mod 10¹¹: prefixes spread).
      await db.execute(sql`
        insert into users (type, email, name, scope, company_name, company_oib, created_at)
        select case when n % 3 = 0 then 'company' else 'person' end,
          'bench-list-' || n || '@dukan.bench', 'Kupac ' || n,
          case when n % 3 = 0 then '["customer","company"]'::jsonb else '["customer","person"]'::jsonb end,
          case when n % 3 = 0 then 'Tvrtka ' || n || ' d.o.o.' end,
          case when n % 3 = 0 then lpad(((n::bigint * 829449151) % 100000000000)::text, 11, '0') end,
          now() - (n || ' minutes')::interval
        from generate_series(1, ${LIST_CUSTOMERS}) n
        on conflict do nothing`);
    }
    const [{ orders } = { orders: 0 }] = (
      await db.execute(
        sql`select count(*)::int as orders from orders where number like ${`${YEAR}-%`}`,
      )
    ).rows as { orders: number }[];
    if (orders < LIST_ORDERS) {
      log(`writing ${LIST_ORDERS.toLocaleString("en")} orders…`);
      await db.execute(sql`delete from orders where number like ${`${YEAR}-%`}`);
      // Spread over a year, six statuses, each a customer's (name, e-mail, company, OIB).
      await db.execute(sql`
        insert into orders (number, user_id, status, payment_status, payment_method, delivery_method,
          buyer_type, buyer_name, buyer_email, company_name, company_oib, prices_include_vat,
          subtotal_cents, rebate_cents, vat_cents, delivery_fee_cents, card_surcharge_cents, total_cents,
          idempotency_key, cart_hash, created_at)
        select ${`${YEAR}-`} || lpad(n::text, 6, '0'), u.id,
          (array['received','confirmed','ready_for_pickup','shipped','completed','cancelled'])[1 + n % 6],
          case when n % 4 = 0 then 'unpaid' else 'paid' end, 'bank_transfer', 'personal_pickup',
          u.type, u.name, u.email, u.company_name, u.company_oib, u.type = 'person',
          1000 + n % 50000, 0, 0, 0, 0, 1000 + n % 50000, 'bench-list-' || n, 'bench',
          now() - ((n * 5) || ' minutes')::interval
        from generate_series(1, ${LIST_ORDERS}) n
        join users u on u.email = 'bench-list-' || (1 + n % ${LIST_CUSTOMERS}) || '@dukan.bench'`);
    }
    // As autovacuum leaves a table in use: statistics, and the visibility map that lets the list's
    // capped count read the index alone (without it every count visits the table's pages).
    for (const table of ["orders", "users"] as const) await vacuumUntilVisible(db, table);
    await db
      .insert(staffMembers)
      .values({
        email: STAFF.email,
        name: "Bench lists",
        passwordHash: await hashPassword(STAFF.password),
        roles: ["customers", "orders"],
      })
      .onConflictDoNothing();
  } finally {
    await bench.close();
  }
}

/**
 * `vacuum analyze` a table until its visibility map covers it. A vacuum can mark a page all-visible
 * only once no transaction that began before its rows were written is still running, and right
 * after a bulk insert one often is (autovacuum analysing the table just written): on a fresh
 * database the first vacuum leaves every page unmarked. Autovacuum would mark them a minute later.
 */
async function vacuumUntilVisible(db: Db, table: "orders" | "users"): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
    const [row] = (
      await db.execute(
        sql`select relallvisible::float / greatest(relpages, 1) as visible from pg_class where relname = ${table}`,
      )
    ).rows as { visible: number }[];
    if ((row?.visible ?? 0) >= 0.95) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the visibility map of ${table} stays short of its pages after 30 vacuums`);
}

export function renderListRows(rows: ReadonlyArray<Measurement & { database: string }>): string {
  return [
    "| database | list | req/s | p50 | p95 (≤ 50 ms) | p99 | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.errors} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { "database-url": { type: "string" }, duration: { type: "string", default: "10" } },
  });
  const url = values["database-url"];
  const rows = await measureAdminLists(
    url ? { databaseUrl: url } : { pgliteDir: join(root, "var/bench-lists") },
    url ? "postgresql" : "pglite",
    { connections: 16, duration: Number(values.duration) },
    (line) => process.stdout.write(`${line}\n`),
  );
  process.stdout.write(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n${renderListRows(rows)}\n`,
  );
}
