// `npm run db:backup` and `npm run db:restore` for either database (docs/operations.md, Backups;
// docs/decisions/027-backups.md).
import type { BackendConfig } from "../config.ts";
import { BackupError, type Manifest, readBackupFile } from "./backup-file.ts";
import { backupPglite, restorePglite } from "./backup-pglite.ts";
import { backupPostgres, restorePostgres } from "./backup-postgres.ts";
import type { DatabaseKind } from "./client.ts";
import { assertCurrentSchema } from "./schema-version.ts";

export { BackupError, type Manifest } from "./backup-file.ts";

export function databaseKindOf(config: BackendConfig): DatabaseKind {
  return config.databaseUrl === undefined ? "pglite" : "postgresql";
}

/** Writes a backup of the configured database into `path` (the embedded one also while the shop runs). */
export async function backupDatabase(config: BackendConfig, path: string): Promise<Manifest> {
  return config.databaseUrl === undefined
    ? backupPglite(config, path)
    : backupPostgres(config.databaseUrl, path);
}

/**
 * Restores `path` into the configured database after checking the whole file, its kind and its
 * schema version; into an empty target only, unless `force`. Nothing is restored half.
 */
export async function restoreDatabase(
  config: BackendConfig,
  path: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: Manifest; replaced?: string }> {
  const manifest = await readBackupFile(path);
  const kind = databaseKindOf(config);
  if (manifest.database !== kind)
    throw new BackupError(
      `${path}: a backup of the ${manifest.database === "pglite" ? "embedded (PGlite)" : "PostgreSQL"} database, but ${kind === "pglite" ? "DATABASE_URL is unset (embedded database)" : "DATABASE_URL names a PostgreSQL server"}`,
    );
  assertCurrentSchema(path, manifest.schema);
  const force = options.force ?? false;
  if (config.databaseUrl !== undefined) {
    await restorePostgres(config.databaseUrl, path, force);
    return { manifest };
  }
  return { manifest, ...(await restorePglite(config, path, manifest, force)) };
}
