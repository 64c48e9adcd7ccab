// Issue 38's figures: how long `npm run db:backup` and `npm run db:restore` take for a shop of
// --products products and --orders orders (two lines each), on both databases. The embedded
// database is backed up while open (through its worker's backup socket, as from a running shop)
// and restored into a fresh folder; PostgreSQL (a throw-away Debian server) with pg_dump and
// pg_restore into a fresh database. Alone:
// `node --import tsx bench/backup.ts [--products 100000] [--orders 100000] [--skip-postgres]`.
// The data is made quickly, not realistically: --base products from the demo seed, the rest
// copies of them (their search words included by the triggers), orders written by one statement.
import { existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { seedDemoCatalogue } from "../apps/backend/src/catalogue/seed.ts";
import { type BackendConfig, readBackendConfig } from "../apps/backend/src/config.ts";
import { backupDatabase, restoreDatabase } from "../apps/backend/src/db/backup.ts";
import { type Database, openDatabase } from "../apps/backend/src/db/client.ts";
import { runMigrations } from "../apps/backend/src/db/migrate.ts";
import { startPostgres } from "../scripts/postgres.mjs";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    orders: { type: "string", default: "100000" },
    base: { type: "string", default: "5000" },
    "skip-postgres": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const orders = Number(values.orders);
const base = Math.min(Number(values.base), products);
const root = new URL("..", import.meta.url).pathname;
const work = join(root, "var/bench-backup");
const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Fills a migrated database: `base` seeded products, copies up to `products`, customers and orders. */
async function fill(database: Database): Promise<void> {
  const started = Date.now();
  await seedDemoCatalogue(database.db, { products: base, now: new Date() });
  const q = (text: string) => database.pool.query(text);
  const columns = (
    await q(`select column_name from information_schema.columns
             where table_name = 'products' and column_name not in ('id', 'ean', 'item_code', 'slug_hr', 'slug_en')
               and is_generated = 'NEVER' order by ordinal_position`)
  ).rows.map((row: { column_name: string }) => row.column_name);
  const list = columns.join(", ");
  for (let copy = 1; copy * base < products; copy++) {
    const count = Math.min(base, products - copy * base);
    await q(`insert into products (item_code, slug_hr, slug_en, ${list})
             select item_code || '-c${copy}', slug_hr || '-c${copy}', slug_en || '-c${copy}', ${list}
             from products where id in (select id from products order by id limit ${count})`);
    log(`  ${Math.min(products, (copy + 1) * base)} products (${seconds(Date.now() - started)} s)`);
  }
  await q(`insert into users (type, email, name, company_name, company_oib)
           select 'company', 'bench-backup-' || n || '@dukan.bench', 'Kupac ' || n, 'Tvrtka ' || n || ' d.o.o.',
                  lpad((n * 7919)::text, 11, '0')
           from generate_series(1, 1000) n`);
  await q(`insert into orders (number, user_id, status, payment_status, payment_method, delivery_method, buyer_type,
             buyer_name, buyer_email, company_name, company_oib, prices_include_vat, subtotal_cents, rebate_cents,
             vat_cents, delivery_fee_cents, card_surcharge_cents, total_cents, idempotency_key, cart_hash, created_at)
           select '2031-' || lpad(n::text, 6, '0'), u.id, 'completed', 'paid', 'bank_transfer', 'personal_pickup',
             'company', u.name, u.email, u.company_name, u.company_oib, false, 10000, 0, 2500, 0, 0, 12500,
             'bench-backup-' || n, 'bench', now() - (n || ' minutes')::interval
           from generate_series(1, ${orders}) n
           join users u on u.email = 'bench-backup-' || (n % 1000 + 1) || '@dukan.bench'`);
  await q(`insert into order_lines (order_id, product_id, item_code, name_hr, name_en, unit_price_cents,
             rebate_percent, vat_rate, quantity, net_cents, vat_cents, line_total_cents)
           select o.id, p.id, p.item_code, p.name_hr, p.name_en, 5000, 0, 25, 1, 5000, 1250, 6250
           from orders o cross join generate_series(0, 1) l
           join products p on p.id = (select min(id) from products) + (o.id * 2 + l) % ${base}
           where o.number like '2031-%'`);
  await q("checkpoint");
  log(`  ${orders} orders; data ready in ${seconds(Date.now() - started)} s`);
}

interface Row {
  database: string;
  backupS: string;
  /** The longest `select 1` round trip on the open database while the backup ran. */
  stallMs: number;
  restoreS: string;
  fileMb: string;
  check: string;
}

/** Backs up `source` (open), restores into `target`, counts what the target holds. */
async function measure(
  name: string,
  source: BackendConfig,
  target: BackendConfig,
  open: Database,
): Promise<Row> {
  const file = join(work, `${name}.backup`);
  rmSync(file, { force: true });
  let started = Date.now();
  const backup = backupDatabase(source, file);
  let stallMs = 0;
  let done = false;
  void backup.finally(() => (done = true)).catch(() => {});
  while (!done) {
    const at = performance.now();
    await open.pool.query("select 1");
    stallMs = Math.max(stallMs, performance.now() - at);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await backup;
  const backupMs = Date.now() - started;
  await open.close();
  log(
    `  backup ${seconds(backupMs)} s, ${(statSync(file).size / 1e6).toFixed(1)} MB, longest query meanwhile ${Math.round(stallMs)} ms`,
  );
  started = Date.now();
  await restoreDatabase(target, file);
  const restoreMs = Date.now() - started;
  log(`  restore ${seconds(restoreMs)} s`);
  const restored = await openDatabase({ ...target, poolSize: 1 });
  const { rows } = await restored.pool.query(
    "select (select count(*) from products)::int as p, (select count(*) from orders)::int as o",
  );
  await restored.close();
  return {
    database: name,
    backupS: seconds(backupMs),
    stallMs: Math.round(stallMs),
    restoreS: seconds(restoreMs),
    fileMb: (statSync(file).size / 1e6).toFixed(1),
    check: `${rows[0].p} products, ${rows[0].o} orders restored`,
  };
}

async function pglite(): Promise<Row> {
  const source = {
    ...readBackendConfig({}),
    pgliteDir: join(work, `pglite-${products}-${orders}`),
  };
  const target = { ...source, pgliteDir: join(work, "pglite-restored") };
  const marker = `${source.pgliteDir}.ready`;
  if (!existsSync(marker)) {
    rmSync(source.pgliteDir, { recursive: true, force: true });
    log(`PGlite: making the shop in ${source.pgliteDir} (once)…`);
    const database = await openDatabase({ ...source, poolSize: 2 });
    await runMigrations(database);
    await fill(database);
    await database.close();
    writeFileSync(marker, "");
  }
  rmSync(target.pgliteDir, { recursive: true, force: true });
  log("PGlite: backup while open, restore into a fresh folder");
  const open = await openDatabase({ ...source, poolSize: 2 });
  await runMigrations(open);
  try {
    return await measure("pglite", source, target, open);
  } finally {
    rmSync(target.pgliteDir, { recursive: true, force: true });
  }
}

async function postgres(): Promise<Row> {
  const server = await startPostgres({ fsync: true });
  try {
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin("create database restored");
    const source = { ...readBackendConfig({}), databaseUrl: server.url };
    const target = { ...source, databaseUrl: server.url.replace(/\/postgres$/, "/restored") };
    log("PostgreSQL: making the shop…");
    const database = await openDatabase({ ...source, poolSize: 2 });
    await runMigrations(database);
    await fill(database);
    await database.pool.query("vacuum analyze");
    log("PostgreSQL: pg_dump, pg_restore into a fresh database");
    return await measure("postgresql", source, target, database);
  } finally {
    server.stop();
  }
}

await mkdir(work, { recursive: true });
const rows: Row[] = [];
if (!values["skip-pglite"]) rows.push(await pglite());
if (!values["skip-postgres"]) rows.push(await postgres());
log(
  `\n${products} products, ${orders} orders; ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
log("| database | backup s | longest query meanwhile ms | restore s | file MB | check |");
log("| -------- | -------: | -------------------------: | --------: | ------: | ----- |");
for (const row of rows)
  log(
    `| ${row.database} | ${row.backupS} | ${row.stallMs} | ${row.restoreS} | ${row.fileMb} | ${row.check} |`,
  );
