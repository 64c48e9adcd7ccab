// A PGlite folder holding a generated catalogue of N products, made once and reused.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEED_VERSION, seedDemoCatalogue } from "../apps/backend/src/catalogue/seed.ts";
import { startPostgres } from "../scripts/postgres.mjs";
import { readBackendConfig } from "../apps/backend/src/config.ts";
import { openDatabase } from "../apps/backend/src/db/client.ts";
import { runMigrations } from "../apps/backend/src/db/migrate.ts";

const root = new URL("..", import.meta.url).pathname;

export async function prepareCatalogue(
  products: number,
  log: (line: string) => void,
): Promise<string> {
  const dir = join(root, `var/bench-${products}`);
  const marker = join(dir, ".dukan-bench-ready");
  if (existsSync(marker) && readFileSync(marker, "utf8") === `${products}:${SEED_VERSION}`) {
    log(`Reusing the ${products}-product catalogue in ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  log(`Generating a ${products}-product catalogue in ${dir} (once; reused by later runs)…`);
  const started = Date.now();
  const database = await openDatabase({ ...readBackendConfig({}), pgliteDir: dir, poolSize: 2 });
  try {
    await runMigrations(database);
    await seedDemoCatalogue(database.db, { products, now: new Date() });
  } finally {
    await database.close();
  }
  writeFileSync(marker, `${products}:${SEED_VERSION}`);
  log(`Catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** A throw-away PostgreSQL server holding a generated catalogue of N products. */
export async function preparePostgres(
  products: number,
  log: (line: string) => void,
): Promise<{ url: string; stop: () => void }> {
  const postgres = await startPostgres();
  log(`Seeding ${products} products into PostgreSQL at ${postgres.url}…`);
  const started = Date.now();
  const database = await openDatabase({
    ...readBackendConfig({}),
    databaseUrl: postgres.url,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
    await seedDemoCatalogue(database.db, { products, now: new Date() });
    // The seed's pages written out now, not by the checkpointer in the middle of the measurements.
    await database.pool.query("checkpoint");
  } catch (error) {
    postgres.stop();
    throw error;
  } finally {
    await database.close();
  }
  log(`PostgreSQL catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return postgres;
}

/** Where a benchmark's data lives: a PGlite folder or a PostgreSQL server. */
export interface BenchTarget {
  pgliteDir?: string;
  databaseUrl?: string;
}

/** The benchmark database, migrated (a reused catalogue may predate the newer tables); the caller closes it. */
export async function openBenchDatabase(target: BenchTarget) {
  const database = await openDatabase({
    ...readBackendConfig({}),
    pgliteDir: target.pgliteDir ?? "./var/db",
    databaseUrl: target.databaseUrl,
    poolSize: 2,
  });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
