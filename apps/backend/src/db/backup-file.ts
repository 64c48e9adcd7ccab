// One backup file: a fixed-size header (a JSON manifest padded with spaces) and then the payload —
// PGlite's data directory as a gzipped tar, or pg_dump's custom format. The manifest names the
// database kind, the schema version and the payload's length and SHA-256, so a restore refuses a
// file of another kind or schema, a truncated or a corrupt one before it touches anything.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { DatabaseKind } from "./client.ts";
import type { SchemaVersion } from "./schema-version.ts";

/** Bytes of the header; the payload starts here. */
export const HEADER_BYTES = 4096;
const FORMAT = "dukan-backup";
const VERSION = 1;

export type PayloadKind = "pglite-data-dir.tar.gz" | "pg_dump-custom";

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  database: DatabaseKind;
  schema: SchemaVersion;
  payload: PayloadKind;
  /** Length and SHA-256 (hex) of the payload. */
  bytes: number;
  sha256: string;
  createdAt: string;
  /** The server's version (PostgreSQL) or PGlite's. */
  server: string;
}

/** A backup or restore refused for a reason the operator must see: printed as one line. */
export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Writes `payload` after a blank header into `<path>.partial`, then the manifest into the header,
 * and renames it to `path`: a backup that fails leaves no file that looks whole.
 */
export async function writeBackupFile(
  path: string,
  about: Omit<Manifest, "format" | "version" | "bytes" | "sha256" | "createdAt">,
  payload: AsyncIterable<Uint8Array>,
): Promise<Manifest> {
  const partial = `${path}.partial`;
  const file = await open(partial, "w", 0o600);
  try {
    const hash = createHash("sha256");
    let bytes = 0;
    let position = HEADER_BYTES;
    await file.write(Buffer.alloc(HEADER_BYTES, " "), 0, HEADER_BYTES, 0);
    for await (const chunk of payload) {
      const data = chunk;
      hash.update(data);
      await file.write(data, 0, data.length, position);
      position += data.length;
      bytes += data.length;
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      ...about,
      bytes,
      sha256: hash.digest("hex"),
      createdAt: new Date().toISOString(),
    };
    await file.write(header(manifest), 0, HEADER_BYTES, 0);
    await file.sync();
    await file.close();
    await rename(partial, path);
    return manifest;
  } catch (error) {
    await file.close().catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}

function header(manifest: Manifest): Buffer {
  const text = JSON.stringify(manifest);
  if (text.length >= HEADER_BYTES) throw new Error("backup manifest too long");
  return Buffer.from(`${text.padEnd(HEADER_BYTES - 1, " ")}\n`);
}

/**
 * Reads a backup's manifest and checks the whole file: its header, its length, its checksum.
 * Throws a BackupError naming what is wrong.
 */
export async function readBackupFile(path: string): Promise<Manifest> {
  let file;
  try {
    file = await open(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === "ENOENT"
        ? `${path}: no such backup file`
        : `${path}: cannot read it (${code ?? String(error)})`,
    );
  }
  let manifest: Manifest;
  let size: number;
  try {
    size = (await file.stat()).size;
    const head = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(head, 0, HEADER_BYTES, 0);
    manifest = parseHeader(path, head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
  const found = size - HEADER_BYTES;
  if (found !== manifest.bytes)
    throw new BackupError(
      `${path}: truncated or damaged — the header announces ${manifest.bytes} bytes of data, the file holds ${found}`,
    );
  const hash = createHash("sha256");
  for await (const chunk of payloadOf(path)) hash.update(chunk as Buffer);
  if (hash.digest("hex") !== manifest.sha256)
    throw new BackupError(`${path}: corrupt — its data does not match the checksum in its header`);
  return manifest;
}

function parseHeader(path: string, head: Buffer): Manifest {
  const notOurs = new BackupError(`${path}: not a Dućan backup file (or its header is damaged)`);
  if (head.length < HEADER_BYTES || head[HEADER_BYTES - 1] !== 0x0a) throw notOurs;
  let value: unknown;
  try {
    value = JSON.parse(head.toString("utf8"));
  } catch {
    throw notOurs;
  }
  const manifest = value as Partial<Manifest> | null;
  if (manifest?.format !== FORMAT) throw notOurs;
  if (manifest.version !== VERSION)
    throw new BackupError(
      `${path}: backup format version ${String(manifest.version)}, this shop reads version ${VERSION}`,
    );
  if (
    (manifest.database !== "pglite" && manifest.database !== "postgresql") ||
    typeof manifest.bytes !== "number" ||
    typeof manifest.sha256 !== "string" ||
    typeof manifest.schema?.appliedAt !== "number"
  )
    throw notOurs;
  return manifest as Manifest;
}

/** The payload of a backup file, as a stream. */
export function payloadOf(path: string): Readable {
  return createReadStream(path, { start: HEADER_BYTES });
}
