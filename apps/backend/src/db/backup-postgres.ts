// Backup and restore of a PostgreSQL server's database with Debian's pg_dump and pg_restore
// (postgresql-client): the dump in custom format, taken in a snapshot this process exports so the
// schema version in the header is read in the same snapshot; the restore in one transaction.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { BackupError, type Manifest, payloadOf, writeBackupFile } from "./backup-file.ts";
import { schemaVersionOf } from "./schema-version.ts";

/** Where Debian installs each major version's client programs. */
const DEBIAN_BIN = "/usr/lib/postgresql";

export async function backupPostgres(databaseUrl: string, path: string): Promise<Manifest> {
  const client = await connect(databaseUrl);
  try {
    const server = await serverVersion(client);
    const program = pgProgram("pg_dump", server.major);
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id"))
      .rows[0]?.id;
    const schema = await schemaOf(client);
    const dump = spawn(
      program,
      [
        "--format=custom",
        `--snapshot=${snapshot ?? ""}`,
        `--dbname=${withoutPassword(databaseUrl)}`,
      ],
      { env: passwordEnv(databaseUrl), stdio: ["ignore", "pipe", "pipe"] },
    );
    return await writeBackupFile(
      path,
      { database: "postgresql", schema, payload: "pg_dump-custom", server: server.text },
      output(dump, "pg_dump"),
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Restores into DATABASE_URL in one transaction (pg_restore --single-transaction): all or
 * nothing. A database that already holds tables is refused unless `force` (then pg_restore
 * drops the backup's objects first, --clean).
 */
export async function restorePostgres(
  databaseUrl: string,
  path: string,
  force: boolean,
): Promise<void> {
  const client = await connect(databaseUrl);
  let server: { major: number };
  try {
    server = await serverVersion(client);
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_%'`,
    );
    if ((rows[0]?.tables ?? 0) > 0 && !force)
      throw new BackupError(
        `DATABASE_URL ${withoutPassword(databaseUrl)}: the database already holds tables — restore into a fresh database (createdb), or pass --force to replace them`,
      );
  } finally {
    await client.end().catch(() => {});
  }
  const restore = spawn(
    pgProgram("pg_restore", server.major),
    [
      "--single-transaction",
      "--exit-on-error",
      "--no-owner",
      "--no-privileges",
      ...(force ? ["--clean", "--if-exists"] : []),
      `--dbname=${withoutPassword(databaseUrl)}`,
    ],
    { env: passwordEnv(databaseUrl), stdio: ["pipe", "ignore", "pipe"] },
  );
  const stderr = collect(restore);
  const exited = exitOf(restore);
  // pg_restore stops reading at its first error; its own message says why, not the broken pipe.
  if (restore.stdin) await pipeline(payloadOf(path), restore.stdin).catch(() => {});
  const code = await exited;
  if (code !== 0)
    throw new BackupError(`pg_restore failed, nothing was restored: ${why(code, stderr())}`);
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `DATABASE_URL ${withoutPassword(databaseUrl)}: cannot connect (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return client;
}

async function serverVersion(client: pg.Client): Promise<{ major: number; text: string }> {
  const { rows } = await client.query<{ num: string; text: string }>(
    "select current_setting('server_version_num') as num, current_setting('server_version') as text",
  );
  return { major: Math.floor(Number(rows[0]?.num) / 10000), text: rows[0]?.text ?? "?" };
}

async function schemaOf(client: pg.Client) {
  const { rows } = await client
    .query<{ applied_at: string | null; migrations: number }>(
      "select max(created_at)::text as applied_at, count(*)::int as migrations from drizzle.__drizzle_migrations",
    )
    .catch(() => ({ rows: [] }));
  return schemaVersionOf(Number(rows[0]?.applied_at ?? 0), rows[0]?.migrations ?? 0);
}

/**
 * The newest installed client program: Debian's versioned folders, else the one on PATH.
 * pg_dump refuses a server newer than itself, so it must be at least the server's major version.
 */
export function pgProgram(name: "pg_dump" | "pg_restore", serverMajor: number): string {
  const versions = existsSync(DEBIAN_BIN)
    ? readdirSync(DEBIAN_BIN)
        .map(Number)
        .filter((v) => Number.isInteger(v) && existsSync(join(DEBIAN_BIN, String(v), "bin", name)))
        .sort((a, b) => b - a)
    : [];
  const newest = versions[0];
  if (newest === undefined) return name; // PATH's, which names its own version when it refuses
  if (name === "pg_dump" && newest < serverMajor)
    throw new BackupError(
      `pg_dump ${newest} cannot dump a PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor}`,
    );
  return join(DEBIAN_BIN, String(newest), "bin", name);
}

/** A child's standard output; its failure (exit code, or not started) throws after the last byte. */
async function* output(child: ChildProcess, name: string): AsyncGenerator<Buffer> {
  const stderr = collect(child);
  const exited = exitOf(child);
  if (child.stdout) for await (const chunk of child.stdout) yield chunk as Buffer;
  const code = await exited;
  if (code !== 0) throw new BackupError(`${name} failed: ${why(code, stderr())}`);
}

function exitOf(child: ChildProcess): Promise<number | string> {
  return Promise.race([
    once(child, "close").then(([code]) => code as number),
    once(child, "error").then(([error]) => (error as Error).message),
  ]);
}

function collect(child: ChildProcess): () => string {
  let text = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    if (text.length < 10_000) text += chunk;
  });
  return () => text;
}

/** The first error line a program wrote, or why it did not start (a spawn error's message). */
function why(code: number | string, stderr: string): string {
  return typeof code === "string" ? `cannot run it (${code})` : firstError(stderr);
}

function firstError(stderr: string): string {
  const lines = stderr.split("\n").filter((line) => line.trim() !== "");
  return (lines.find((line) => /error/i.test(line)) ?? lines[0] ?? "no message").trim();
}

/** The URL without its password (it goes to the child in PGPASSWORD, not on its command line). */
function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}

function passwordEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const password = decodeURIComponent(new URL(databaseUrl).password);
  return password ? { ...process.env, PGPASSWORD: password } : { ...process.env };
}
