// `npm run db:backup -- [file]`: a backup of DATABASE_URL, or of the embedded database (also while
// the shop runs), into one file (default ./var/backups/dukan-<kind>-<time>.backup).
import { mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, readBackendConfig } from "../config.ts";
import { BackupError, backupDatabase, databaseKindOf } from "./backup.ts";

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new ConfigError("usage: npm run db:backup -- [backup file]");
  const config = readBackendConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const path = positionals[0] ?? `./var/backups/dukan-${databaseKindOf(config)}-${stamp}.backup`;
  mkdirSync(dirname(path), { recursive: true });
  const started = Date.now();
  const manifest = await backupDatabase(config, path);
  const mb = (statSync(path).size / 1e6).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `backed up the ${manifest.database} database (schema ${manifest.schema.migration}) to ${path}: ${mb} MB in ${seconds} s\n`,
  );
} catch (error) {
  const known = error instanceof ConfigError || error instanceof BackupError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
