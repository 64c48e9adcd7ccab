// `npm run db:seed -- --products 100000`: migrate, then fill an empty catalogue
// (DATABASE_URL, or the embedded database when unset) with generated products.
// `--accounts` also adds the demo customers (README.md), which a server database gets only when asked.
// The information pages and the demo downloads are added too (each only where missing).
import { parseArgs } from "node:util";
import { seedDemoAccounts } from "../demo/accounts.ts";
import { catalogueIsEmpty, seedDemoCatalogue } from "../catalogue/seed.ts";
import { ConfigError, readBackendConfig } from "../config.ts";
import { seedDemoDownloads } from "../demo/downloads.ts";
import { seedInformationPages } from "../pages/seed-pages.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "1500" },
    seed: { type: "string", default: "1" },
    accounts: { type: "boolean", default: false },
  },
});
const products = Number(values.products);

try {
  if (!Number.isInteger(products) || products < 1)
    throw new ConfigError(`--products must be a positive whole number, not "${values.products}"`);
  const database = await openDatabase(readBackendConfig());
  try {
    await runMigrations(database);
    if (!(await catalogueIsEmpty(database.db)))
      throw new ConfigError("the catalogue already has products; seed only an empty database");
    const started = Date.now();
    await seedDemoCatalogue(database.db, { products, seed: Number(values.seed) });
    process.stdout.write(
      `seeded ${products} products into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    if (values.accounts && (await seedDemoAccounts(database.db)))
      process.stdout.write("added the demo accounts\n");
    const pagesAdded = await seedInformationPages(database.db);
    if (pagesAdded > 0) process.stdout.write(`added ${pagesAdded} information pages\n`);
    const filesAdded = await seedDemoDownloads(database.db);
    if (filesAdded > 0) process.stdout.write(`added ${filesAdded} demo downloads\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
