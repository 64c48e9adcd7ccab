// Run by compare.ts with the compared tree as the working directory and that tree's tsx: the
// compared tree's database prepared by its own migrations, seed and bench preparations (the same
// steps run.ts takes for this tree), so an older tree meets the schema it was written for.
// Imports nothing of this tree: every module below is the compared tree's.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

interface PrepArgs {
  products: number;
  pgliteDir?: string;
  databaseUrl?: string;
  connections: number;
  stocked: number;
  orderBuyers: number;
}
type Target = { pgliteDir?: string; databaseUrl?: string };
interface Opened {
  db: unknown;
  pool: { query(sql: string): Promise<unknown> };
  close(): Promise<void>;
}

const args = JSON.parse(process.argv[2] ?? "{}") as PrepArgs;
const tree = process.cwd();
const load = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(tree, path)).href)) as T;
const log = (line: string) => process.stdout.write(`[compared tree] ${line}\n`);

const { readBackendConfig } = await load<{ readBackendConfig(env: object): object }>(
  "apps/backend/src/config.ts",
);
const { openDatabase } = await load<{ openDatabase(config: object): Promise<Opened> }>(
  "apps/backend/src/db/client.ts",
);
const { runMigrations } = await load<{ runMigrations(database: Opened): Promise<void> }>(
  "apps/backend/src/db/migrate.ts",
);
const { SEED_VERSION, seedDemoCatalogue } = await load<{
  SEED_VERSION: number;
  seedDemoCatalogue(db: unknown, options: { products: number; now: Date }): Promise<void>;
}>("apps/backend/src/catalogue/seed.ts");

const target: Target = args.databaseUrl
  ? { databaseUrl: args.databaseUrl }
  : { pgliteDir: args.pgliteDir };
// A PGlite catalogue is kept between runs, as run.ts keeps this tree's; a PostgreSQL server is new.
const marker = args.pgliteDir ? join(args.pgliteDir, ".dukan-bench-ready") : "";
const kept =
  marker &&
  existsSync(marker) &&
  readFileSync(marker, "utf8") === `${args.products}:${SEED_VERSION}`;
if (kept) log(`Reusing the ${args.products}-product catalogue in ${args.pgliteDir}`);
else {
  log(`Seeding ${args.products} products into ${args.pgliteDir ?? args.databaseUrl}…`);
  const started = Date.now();
  const database = await openDatabase({ ...readBackendConfig({}), ...target, poolSize: 2 });
  try {
    await runMigrations(database);
    await seedDemoCatalogue(database.db, { products: args.products, now: new Date() });
    if (args.databaseUrl) await database.pool.query("checkpoint");
  } finally {
    await database.close();
  }
  if (marker) writeFileSync(marker, `${args.products}:${SEED_VERSION}`);
  log(`Catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const { prepareBenchCustomers } = await load<{
  prepareBenchCustomers(target: Target, count: number, stocked: number): Promise<string[]>;
}>("bench/customers.ts");
const { prepareOrderBench } = await load<{
  prepareOrderBench(target: Target, buyers: number): Promise<unknown>;
}>("bench/orders.ts");
const { prepareFeedBench } = await load<{ prepareFeedBench(target: Target): Promise<string> }>(
  "bench/feeds.ts",
);
const { preparePageCustomers } = await load<{
  preparePageCustomers(target: Target, count: number): Promise<void>;
}>("bench/pages.ts");
const { prepareBenchStaff } = await load<{ prepareBenchStaff(target: Target): Promise<void> }>(
  "bench/page-cache.ts",
);
await prepareBenchCustomers(target, args.connections, args.stocked);
await prepareOrderBench(target, args.orderBuyers);
await prepareFeedBench(target);
await preparePageCustomers(target, args.connections);
await prepareBenchStaff(target);
log("Database prepared");
