// `npm run db:restore -- <file> [--force]`: restores a backup into DATABASE_URL (a fresh database)
// or the embedded database's folder (PGLITE_DIR, empty or absent, the shop stopped). `--force`
// replaces a database that holds data (the embedded folder is kept beside it).
import { parseArgs } from "node:util";
import { ConfigError, readBackendConfig } from "../config.ts";
import { BackupError, restoreDatabase } from "./backup.ts";

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: "boolean", default: false } },
  });
  const path = positionals[0];
  if (path === undefined || positionals.length > 1)
    throw new ConfigError("usage: npm run db:restore -- <backup file> [--force]");
  const started = Date.now();
  const { manifest, replaced } = await restoreDatabase(readBackendConfig(), path, {
    force: values.force,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `restored the ${manifest.database} database (schema ${manifest.schema.migration}, backed up ${manifest.createdAt}) in ${seconds} s${replaced ? `; the old folder is ${replaced}` : ""}\n`,
  );
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
