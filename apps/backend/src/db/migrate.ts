import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

/** Folder of the SQL migrations, found through the package so it works from a bundle too. */
export function migrationsFolder(): string {
  const packageJson = createRequire(import.meta.url).resolve("@dukan/backend/package.json");
  return join(dirname(packageJson), "drizzle");
}

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder: migrationsFolder() });
}
