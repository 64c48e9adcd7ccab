// `npm run db:migrate`: apply migrations to DATABASE_URL, or to the embedded database when unset.
import { ConfigError, readBackendConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

try {
  const database = await openDatabase(readBackendConfig());
  await runMigrations(database);
  await database.close();
  process.stdout.write(`migrations applied (${database.kind})\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
