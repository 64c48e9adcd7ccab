// Vitest's global setup: one migrated database that every test file's database is copied from,
// instead of each file running initdb and the migrations again (on PGlite that was ~8 s a file).
// On PostgreSQL a template database (`create database … template …`); on PGlite a data directory
// archive (PGlite's `dumpDataDir`, loaded with its `loadDataDir` option).
import { rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { readBackendConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrationsFolder, runMigrations } from "../db/migrate.ts";
import "./provided-context.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Each Vitest project (vitest.config.ts) runs this setup: a template of its own.
    const name = `dukan_template_${process.pid}_${project.name.replace(/\W+/g, "_")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ ...readBackendConfig({}), databaseUrl: url.toString() });
    await runMigrations(database);
    await database.close();
    project.provide("templateDatabase", name);
    project.provide("pgliteArchive", null);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const pglite = await PGlite.create("memory://", { extensions: { pg_trgm, unaccent } });
  await migrate(drizzle(pglite), { migrationsFolder: migrationsFolder() });
  const archive = await pglite.dumpDataDir("none");
  await pglite.close();
  const folder = await mkdtemp(join(tmpdir(), "dukan-test-template-"));
  const path = join(folder, "pgdata.tar");
  writeFileSync(path, Buffer.from(await archive.arrayBuffer()));
  project.provide("pgliteArchive", path);
  project.provide("templateDatabase", null);
  return async () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
