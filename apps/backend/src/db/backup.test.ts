// A shop with orders backed up while it runs (and writes), restored into a fresh folder or
// database, started again: the same orders, customers and stock. Then the bad inputs. On PGlite by
// default, on PostgreSQL when TEST_DATABASE_URL is set (the restore goes into a new database there).
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
  closeSync,
  statSync,
  truncateSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import { type BackendConfig, readBackendConfig } from "../config.ts";
import { seedDemoAccounts } from "../demo/accounts.ts";
import { seedDemoOrders } from "../demo/orders.ts";
import { type Backend, startBackend } from "../index.ts";
import { testDatabaseKind } from "../testing/database.ts";
import { HEADER_BYTES } from "./backup-file.ts";
import { backupDatabase, restoreDatabase } from "./backup.ts";
import { openDatabase } from "./client.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), "dukan-backup-test-"));
const file = join(folder, "shop.backup");
const created: string[] = [];

/** A configuration on PGlite folder `name` under the test's folder, or on database `name` of the test server. */
function configOf(name: string): BackendConfig {
  const base = {
    ...readBackendConfig({}),
    authSecret: "test-secret-that-is-long-enough-to-sign-tokens",
    mediaDir: join(folder, "media"),
    seedDemo: false,
    poolSize: 4,
  };
  if (!serverUrl) return { ...base, pgliteDir: join(folder, name) };
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { ...base, databaseUrl: url.toString() };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A fresh, migrated database named `name`: a copy of the suite's migrated template. */
async function migratedDatabase(name: string): Promise<BackendConfig> {
  const config = configOf(name);
  if (serverUrl) {
    created.push(name);
    await admin(`create database ${name} template ${inject("templateDatabase") ?? "template1"}`);
  } else {
    const database = await openDatabase(config, {
      pgliteArchive: inject("pgliteArchive") ?? undefined,
    });
    await database.close();
  }
  return config;
}

/** An empty target: an absent folder, or a new database with nothing in it. */
async function emptyTarget(name: string): Promise<BackendConfig> {
  if (serverUrl) {
    created.push(name);
    await admin(`create database ${name}`);
  }
  return configOf(name);
}

interface Contents {
  orders: unknown[];
  customers: unknown[];
  stock: { id: number; stock: number }[];
}

async function contentsOf(backend: Backend): Promise<Contents> {
  const pool = backend.database.pool;
  const rows = async (sql: string) => (await pool.query(sql)).rows as unknown[];
  return {
    orders: await rows(
      `select o.number, o.status, o.buyer_email, o.total_cents,
              (select count(*)::int from order_lines l where l.order_id = o.id) as lines
       from orders o order by o.id`,
    ),
    customers: await rows("select email, name, type from users order by id"),
    stock: (await rows("select id, stock from products order by id")) as Contents["stock"],
  };
}

const tag = `${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
let before: Contents;
let source: BackendConfig;

beforeAll(async () => {
  source = await migratedDatabase(`dukan_backup_src_${tag}`);
  const shop = await startBackend(source);
  try {
    await seedDemoCatalogue(shop.database.db, {
      products: 40,
      now: new Date("2026-11-01T10:00:00Z"),
    });
    await seedDemoAccounts(shop.database.db);
    await seedDemoOrders(shop.database.db);
    before = await contentsOf(shop);
    expect(before.orders.length).toBeGreaterThan(3);
    // Transactions that change a product's stock and put it back run while the backup is taken:
    // a copy taken inside one of them would show the change.
    const [a] = before.stock;
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        written++;
        const client = await shop.database.pool.connect();
        try {
          await client.query("begin");
          await client.query("update products set stock = stock + 5 where id = $1", [a?.id]);
          await client.query("update products set stock = stock - 5 where id = $1", [a?.id]);
          await client.query("commit");
        } finally {
          client.release();
        }
      }
    })();
    const manifest = await backupDatabase(source, file);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(1);
    expect(manifest.database).toBe(testDatabaseKind);
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
  } finally {
    await shop.close();
  }
}, 240_000);

afterAll(async () => {
  for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  rmSync(folder, { recursive: true, force: true });
});

describe(`backup and restore (${testDatabaseKind})`, () => {
  it("restores a running shop's backup into a fresh target: the same orders, customers and stock", async () => {
    const target = await emptyTarget(`dukan_backup_dst_${tag}`);
    await restoreDatabase(target, file);
    const shop = await startBackend(target);
    try {
      expect(await contentsOf(shop)).toEqual(before);
      const health = await shop.fetch(new Request("http://shop.test/api/health"));
      expect(health.status).toBe(200);
    } finally {
      await shop.close();
    }
    // Restoring again over it is refused, and leaves it as it was.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/already holds|--force/);
  }, 240_000);

  it("refuses a missing, truncated, corrupt, foreign or other-schema file and touches nothing", async () => {
    const target = await emptyTarget(`dukan_backup_bad_${tag}`);
    const copy = (name: string) => {
      const path = join(folder, name);
      copyFileSync(file, path);
      return path;
    };
    const truncated = copy("truncated.backup");
    truncateSync(truncated, statSync(file).size - 1000);
    const corrupt = copy("corrupt.backup");
    const fd = openSync(corrupt, "r+");
    writeSync(fd, Buffer.from([0x42, 0x42, 0x42]), 0, 3, HEADER_BYTES + 2000);
    closeSync(fd);
    const otherSchema = copy("other-schema.backup");
    const header = readFileSync(otherSchema).subarray(0, HEADER_BYTES).toString("utf8");
    const edited = header.replace(/"appliedAt":\d+/, '"appliedAt":1700000000000');
    const fd2 = openSync(otherSchema, "r+");
    writeSync(fd2, Buffer.from(edited), 0, HEADER_BYTES, 0);
    closeSync(fd2);
    const foreign = join(folder, "foreign.backup");
    writeFileSync(foreign, "just some text\n".repeat(1000));
    const refusals: [string, RegExp][] = [
      [join(folder, "missing.backup"), /no such backup file/],
      [truncated, /truncated/],
      [corrupt, /corrupt/],
      [otherSchema, /schema .* this version of the shop is at/],
      [foreign, /not a Dućan backup/],
    ];
    for (const [path, reason] of refusals)
      await expect(restoreDatabase(target, path), path).rejects.toThrow(reason);
    const other = serverUrl
      ? { ...target, databaseUrl: undefined }
      : { ...target, databaseUrl: "postgres://x@127.0.0.1:1/x" };
    await expect(restoreDatabase(other, file)).rejects.toThrow(/a backup of the/);
    if (serverUrl) {
      const client = new pg.Client({ connectionString: target.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      );
      await client.end();
      expect(rows[0]).toEqual({ n: 0 });
    } else {
      expect(existsSync(target.pgliteDir)).toBe(false);
      expect(existsSync(`${target.pgliteDir}.restoring`)).toBe(false);
    }
  }, 120_000);

  it("the command says why in one line and exits with 1", () => {
    const cli = join(import.meta.dirname, "restore-cli.ts");
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", cli, join(folder, "missing.backup")],
      {
        encoding: "utf8",
        env: { ...process.env, PGLITE_DIR: join(folder, "cli-target") },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toEqual([
      `${join(folder, "missing.backup")}: no such backup file`,
    ]);
  }, 60_000);
});

describe.runIf(!serverUrl)("the embedded database's folder", () => {
  it("is not restored over while a shop runs on it; --force keeps the old folder beside", async () => {
    const shop = await startBackend(source);
    try {
      await expect(restoreDatabase(source, file, { force: true })).rejects.toThrow(
        new RegExp(`is in use by process ${process.pid}`),
      );
    } finally {
      await shop.close();
    }
    const { replaced } = await restoreDatabase(source, file, { force: true });
    expect(replaced && existsSync(join(replaced, "PG_VERSION"))).toBe(true);
    expect(existsSync(join(source.pgliteDir, "PG_VERSION"))).toBe(true);
  }, 240_000);
});
