// Backup and restore of the embedded database (docs/decisions/027-backups.md). The copy is
// PGlite's own `dumpDataDir` tar, taken inside the process that holds the folder: the running
// shop's worker answers on its backup socket (named in `<PGLITE_DIR>.control`); with the shop
// stopped, this process opens the folder itself and asks its own worker the same way.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { connect } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { BackendConfig } from "../config.ts";
import { BackupError, type Manifest, payloadOf, writeBackupFile } from "./backup-file.ts";
import { openDatabase } from "./client.ts";
import { controlFileOf, lockOwner, lockPgliteDir } from "./pglite-lock.ts";
import { type SchemaVersion, schemaVersionOf } from "./schema-version.ts";

/** gzip's level for the tar: 1 is several times faster than the default and the WAL's zeros shrink anyway. */
const GZIP_LEVEL = 1;

export async function backupPglite(config: BackendConfig, path: string): Promise<Manifest> {
  const dir = embeddedDir(config);
  if (lockOwner(dir) !== undefined) return backupThroughSocket(dir, path);
  if (!existsSync(`${dir}/PG_VERSION`))
    throw new BackupError(`PGLITE_DIR ${dir} holds no database: nothing to back up`);
  const database = await openDatabase({ ...config, poolSize: 1 });
  try {
    return await backupThroughSocket(dir, path);
  } finally {
    await database.close();
  }
}

function embeddedDir(config: BackendConfig): string {
  if (config.pgliteDir.includes("://"))
    throw new BackupError(`PGLITE_DIR ${config.pgliteDir} is not a folder: nothing to back up`);
  return config.pgliteDir;
}

/** Asks the worker that holds `dir` for its data directory and writes it, gzipped, into `path`. */
async function backupThroughSocket(dir: string, path: string): Promise<Manifest> {
  let socketPath: string;
  try {
    socketPath = readFileSync(controlFileOf(dir), "utf8");
  } catch {
    throw new BackupError(
      `PGLITE_DIR ${dir} is held by process ${lockOwner(dir) ?? "?"}, which offers no backup socket (still starting, or an older version): try again, or stop it`,
    );
  }
  const socket = connect(socketPath);
  socket.on("error", () => {});
  try {
    socket.write("backup\n");
    const lines = socket[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const { answer, rest } = await firstLine(lines);
    if (answer.error !== undefined)
      throw new BackupError(`PGLITE_DIR ${dir}: the backup failed (${answer.error})`);
    const tar = Readable.from(exactly(answer.bytes ?? 0, rest, lines));
    const gzip = createGzip({ level: GZIP_LEVEL });
    pipeline(tar, gzip).catch(() => {}); // a failure reaches the writer through the gzip stream
    return await writeBackupFile(
      path,
      {
        database: "pglite",
        schema: schemaVersionOf(answer.schema?.appliedAt ?? 0, answer.schema?.migrations ?? 0),
        payload: "pglite-data-dir.tar.gz",
        server: `PGlite (PostgreSQL ${answer.server ?? "?"})`,
      },
      gzip,
    );
  } finally {
    socket.destroy();
  }
}

interface SocketAnswer {
  error?: string;
  bytes?: number;
  server?: string;
  schema?: { appliedAt: number; migrations: number };
}

async function firstLine(
  chunks: AsyncIterator<Buffer>,
): Promise<{ answer: SocketAnswer; rest: Buffer }> {
  let head = Buffer.alloc(0);
  for (;;) {
    const end = head.indexOf(0x0a);
    if (end !== -1)
      return {
        answer: JSON.parse(head.toString("utf8", 0, end)) as SocketAnswer,
        rest: head.subarray(end + 1),
      };
    const next = await chunks.next();
    if (next.done) throw new BackupError("the shop's backup socket closed without an answer");
    head = Buffer.concat([head, next.value]);
  }
}

/** The tar's bytes; a connection cut short is an error, not a short backup. */
async function* exactly(
  bytes: number,
  first: Buffer,
  chunks: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  let received = first.length;
  if (first.length > 0) yield first;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    received += next.value.length;
    yield next.value;
  }
  if (received !== bytes)
    throw new BackupError(`the shop's backup socket sent ${received} of ${bytes} bytes`);
}

/**
 * Restores into PGLITE_DIR: refused while a process holds it, or when it holds a database and
 * `force` is not given (the old folder is then kept as `<dir>.replaced-<time>`). The data is
 * unpacked into `<dir>.restoring` and opened once; only then does it take the folder's name.
 */
export async function restorePglite(
  config: BackendConfig,
  path: string,
  manifest: Manifest,
  force: boolean,
): Promise<{ replaced?: string }> {
  const dir = embeddedDir(config);
  const owner = lockOwner(dir);
  if (owner !== undefined)
    throw new BackupError(`PGLITE_DIR ${dir} is in use by process ${owner}: stop the shop first`);
  const occupied = existsSync(dir) && readdirSync(dir).length > 0;
  if (occupied && !force)
    throw new BackupError(
      `PGLITE_DIR ${dir} already holds a database: restore into an empty folder, or pass --force to replace it (the old folder is kept beside it)`,
    );
  const unlock = lockPgliteDir(dir);
  const staging = `${dir.replace(/\/+$/, "")}.restoring`;
  try {
    await rm(staging, { recursive: true, force: true });
    const chunks: Buffer[] = [];
    for await (const chunk of payloadOf(path).pipe(createGunzip())) chunks.push(chunk as Buffer);
    const restored = await PGlite.create(staging, {
      loadDataDir: new Blob(chunks),
      extensions: { pg_trgm, unaccent },
    });
    const schema = await schemaOf(restored).finally(() => restored.close());
    if (schema.appliedAt !== manifest.schema.appliedAt)
      throw new BackupError(`${path}: the restored data is not the schema its header names`);
    let replaced: string | undefined;
    if (occupied) {
      replaced = `${dir.replace(/\/+$/, "")}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      await rename(dir, replaced);
    } else await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    return { replaced };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

async function schemaOf(db: PGlite): Promise<SchemaVersion> {
  const { rows } = await db.query<{ applied_at: string | null; migrations: number }>(
    "select max(created_at)::text as applied_at, count(*)::int as migrations from drizzle.__drizzle_migrations",
  );
  return schemaVersionOf(Number(rows[0]?.applied_at ?? 0), rows[0]?.migrations ?? 0);
}
