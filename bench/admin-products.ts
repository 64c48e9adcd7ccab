// Issue 35's figure: the staff's product list with 100,000 products, filtered and searched,
// through the staff's API at 16 connections (p95 ≤ 50 ms). Alone:
// `node --import tsx bench/admin-products.ts [--database-url URL | --postgres]` (the reused
// 100,000-product PGlite catalogue of `npm run bench` by default; `--postgres` starts a throw-away
// server and seeds it).
import type { AddressInfo } from "node:net";
import { loadavg, cpus } from "node:os";
import { parseArgs } from "node:util";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import { createApi } from "../apps/backend/src/app.ts";
import { staffMembers } from "../apps/backend/src/staff/schema.ts";
import {
  type BenchTarget,
  openBenchDatabase,
  prepareCatalogue,
  preparePostgres,
} from "./catalogue.ts";
import { type Measurement, measureRequests } from "./measure.ts";
import { requiredStaffSession } from "./staff-session.ts";
import { renderListRows } from "./admin-lists.ts";

export const LIST_PRODUCTS = 100_000;
const STAFF = { email: "bench-products@dukan.bench", password: "bench-products-password" };

export async function measureAdminProducts(
  target: BenchTarget,
  database: string,
  options: { connections: number; duration: number },
  log: (line: string) => void = () => {},
): Promise<Array<Measurement & { database: string }>> {
  const bench = await openBenchDatabase(target);
  const db = bench.db;
  let server: ReturnType<typeof serve> | undefined;
  try {
    await db
      .insert(staffMembers)
      .values({
        email: STAFF.email,
        name: "Bench products",
        passwordHash: await hashPassword(STAFF.password),
        roles: ["catalogue"],
      })
      .onConflictDoNothing();
    // What the requests below ask for, read from the catalogue itself.
    const sample = (
      await db.execute<{
        item_code: string;
        ean: string | null;
        mpn: string | null;
        word: string;
        category_id: number;
        brand_id: number;
      }>(sql`
        select item_code, ean, mpn, split_part(name_hr, ' ', 1 + (id % 2)) as word, category_id, brand_id
        from products where id % 2500 = 7 order by id limit 40`)
    ).rows;
    const parents = (
      await db.execute<{ id: number }>(
        sql`select id from categories where parent_id is null order by id`,
      )
    ).rows.map((r) => r.id);
    const api = createApi(bench, {
      accounts: {
        secret: "bench-secret-that-is-long-enough-to-sign",
        siteUrl: "http://bench.test",
      },
    });
    server = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server?.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await requiredStaffSession(origin, STAFF);
    const auth = () => ({ authorization: `Bearer ${token}` });
    const get = (query: string) => ({
      method: "GET" as const,
      path: `/api/admin/products?${query}`,
    });
    const rows = [
      {
        name: "products: first page, newest first",
        requests: [get("perPage=25"), get("perPage=25&page=40")],
      },
      {
        name: "products: top category (with subcategories), active, sorted by name",
        requests: parents.map((id) =>
          get(`categoryId=${id}&active=true&sort=name_hr&order=ASC&perPage=25`),
        ),
      },
      {
        name: "products: brand + in stock / on sale / new / no EAN / no picture",
        requests: sample
          .slice(0, 10)
          .flatMap((s) => [
            get(`brandId=${s.brand_id}&inStock=true&perPage=25`),
            get(`brandId=${s.brand_id}&onSale=true&perPage=25`),
            get(`isNew=true&perPage=25`),
            get(`noEan=true&brandId=${s.brand_id}&perPage=25`),
            get(`noPicture=true&perPage=25`),
          ]),
      },
      {
        name: "products: search by name word, item code, EAN, MPN",
        requests: sample.flatMap((s) => [
          get(`q=${encodeURIComponent(s.word)}&perPage=25`),
          get(`q=${encodeURIComponent(s.item_code.slice(0, 6))}&perPage=25`),
          ...(s.ean ? [get(`q=${s.ean.slice(0, 9)}&perPage=25`)] : []),
          ...(s.mpn ? [get(`q=${encodeURIComponent(s.mpn.slice(0, 5))}&perPage=25`)] : []),
        ]),
      },
      {
        name: "products: search within a category, on sale",
        requests: sample.map((s) =>
          get(
            `q=${encodeURIComponent(s.word)}&categoryId=${s.category_id}&onSale=false&perPage=25`,
          ),
        ),
      },
    ];
    const results: Array<Measurement & { database: string }> = [];
    for (const row of rows) {
      const check = await fetch(`${origin}${row.requests[0]?.path}`, { headers: auth() });
      if (!check.ok) throw new Error(`${row.name}: ${check.status} ${await check.text()}`);
      log(`${row.name}: ${((await check.json()) as { total: number }).total} found by the first`);
      const measured = await measureRequests(row.name, origin, row.requests, options, auth);
      results.push({ ...measured, database });
      log(`${database} ${row.name}: p95 ${measured.p95} ms (${measured.requestsPerSecond}/s)`);
    }
    return results;
  } finally {
    const closing = server;
    if (closing) await new Promise((resolve) => closing.close(resolve));
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      postgres: { type: "boolean", default: false },
      duration: { type: "string", default: "10" },
    },
  });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const load = { connections: 16, duration: Number(values.duration) };
  let stop = () => {};
  let rows: Array<Measurement & { database: string }>;
  if (values.postgres || values["database-url"]) {
    let url = values["database-url"];
    if (!url) {
      const postgres = await preparePostgres(LIST_PRODUCTS, log);
      url = postgres.url;
      stop = postgres.stop;
    }
    rows = await measureAdminProducts({ databaseUrl: url }, "postgresql", load, log);
  } else {
    const dir = await prepareCatalogue(LIST_PRODUCTS, log);
    rows = await measureAdminProducts({ pgliteDir: dir }, "pglite", load, log);
  }
  stop();
  process.stdout.write(
    `${new Date().toISOString()} nproc ${cpus().length} load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n${renderListRows(rows)}\n`,
  );
}
