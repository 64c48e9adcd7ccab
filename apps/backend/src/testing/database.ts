import pg from "pg";
import { inject } from "vitest";
import { readBackendConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import type { ProvidedTemplate } from "./provided-context.ts";

/**
 * A fresh, migrated database for one test file. The suite runs on embedded
 * PGlite by default and on a real PostgreSQL server when TEST_DATABASE_URL is
 * set (`npm test` does both): each file then gets its own database, dropped afterwards.
 * Each is a copy of the one the global setup migrated (`global-setup.ts`); the migrations
 * then find nothing left to do.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase(
      { ...readBackendConfig({}), pgliteDir: "memory://", poolSize: 4 },
      { pgliteArchive: provided("pgliteArchive") },
    );
    await runMigrations(database);
    return database;
  }
  const created = await createTestDatabase(serverUrl);
  const database = await openDatabase({
    ...readBackendConfig({}),
    databaseUrl: created.url,
    poolSize: 4,
  });
  await runMigrations(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh database on the test server, a copy of the migrated template: its address (for shop
 * processes a test starts) and how to drop it.
 */
export async function createTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dukan_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = provided("templateDatabase");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** What Vitest's global setup provided; nothing when a script outside Vitest opens a database. */
function provided(key: ProvidedTemplate): string | undefined {
  return process.env.VITEST ? (inject(key) ?? undefined) : undefined;
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? "postgresql" : "pglite";
