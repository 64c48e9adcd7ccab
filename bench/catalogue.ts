// A PGlite folder holding a generated catalogue of N products, made once and reused.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { seedDemoCatalogue } from "../apps/backend/src/catalogue/seed.ts";
import { readBackendConfig } from "../apps/backend/src/config.ts";
import { openDatabase } from "../apps/backend/src/db/client.ts";
import { runMigrations } from "../apps/backend/src/db/migrate.ts";

const root = new URL("..", import.meta.url).pathname;

export async function prepareCatalogue(products: number, log: (line: string) => void): Promise<string> {
  const dir = join(root, `var/bench-${products}`);
  const marker = join(dir, ".dukan-bench-ready");
  if (existsSync(marker) && readFileSync(marker, "utf8") === String(products)) {
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
  writeFileSync(marker, String(products));
  log(`Catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}
