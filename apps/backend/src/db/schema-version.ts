// The schema version of a database: the last migration drizzle applied. Drizzle's table
// (`drizzle.__drizzle_migrations`) keeps each migration's hash and `created_at`, the journal's
// `when` of its file; the journal (`drizzle/meta/_journal.json`) names it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BackupError } from "./backup-file.ts";
import { migrationsFolder } from "./migrate.ts";

export interface SchemaVersion {
  /** The last migration's tag (`0042_on_account`), or "unknown" when this code has no such file. */
  migration: string;
  /** Its `created_at` in drizzle's table (the journal's `when`). */
  appliedAt: number;
  /** How many migrations were applied. */
  migrations: number;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

function journal(): Journal {
  return JSON.parse(
    readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8"),
  ) as Journal;
}

/** The version a database this code migrated has: its last migration file. */
export function currentSchemaVersion(): SchemaVersion {
  const entries = journal().entries;
  const last = entries.at(-1);
  if (!last) throw new Error("no migrations in the journal");
  return { migration: last.tag, appliedAt: last.when, migrations: entries.length };
}

/** The version read from drizzle's table (`max(created_at)`, `count(*)`), named by the journal. */
export function schemaVersionOf(appliedAt: number, migrations: number): SchemaVersion {
  if (migrations === 0)
    throw new BackupError("the database has no migrations applied: there is nothing to back up");
  const entry = journal().entries.find((e) => e.when === appliedAt);
  return { migration: entry?.tag ?? "unknown", appliedAt, migrations };
}

/** Refuses a backup of another schema version than this code's. */
export function assertCurrentSchema(path: string, schema: SchemaVersion): void {
  const current = currentSchemaVersion();
  if (schema.appliedAt === current.appliedAt && schema.migrations === current.migrations) return;
  const theirs =
    schema.migration === "unknown"
      ? `a migration this version does not have (${schema.appliedAt})`
      : schema.migration;
  throw new BackupError(
    `${path}: backup of schema ${theirs}, this version of the shop is at ${current.migration} — restore it with the version that wrote it`,
  );
}
