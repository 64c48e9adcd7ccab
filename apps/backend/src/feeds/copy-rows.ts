// A query's rows as bytes: `COPY (query) TO STDOUT (FORMAT binary)` sends each field as the database
// holds it (text as its UTF-8 bytes, integers as 4 bytes), so a feed copies pre-rendered text to the
// client without decoding it into JavaScript strings and encoding it back (which, with the garbage it
// left, was most of a feed's main-thread time).

import pg from "pg";

/** One row: each field's bytes (a view into the batch's buffer), or null. */
export type CopiedRow = (Buffer | null)[];

/** `pg`'s query, keeping the COPY data it is sent (a plain query ignores it). */
class CopyOut extends pg.Query {
  readonly chunks: Buffer[] = [];
  length = 0;

  /** `pg` calls this for each CopyData message; the chunk is a view into its read buffer, which it reuses. */
  handleCopyData(message: { chunk: Buffer }): void {
    this.chunks.push(Buffer.from(message.chunk));
    this.length += message.chunk.length;
  }
}

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/**
 * Runs `COPY (select) TO STDOUT (FORMAT binary)` on a connection of the pool (held for this statement
 * only) and answers the rows. COPY takes no parameters: `select` must have its values written in
 * (`literal`, integers checked by the caller).
 */
export async function copyRows(pool: pg.Pool, select: string): Promise<CopiedRow[]> {
  const client = await pool.connect();
  let copy: CopyOut;
  try {
    copy = await new Promise<CopyOut>((resolve, reject) => {
      const query: CopyOut = new CopyOut(`copy (${select}) to stdout (format binary)`, (error: Error | undefined) =>
        error ? reject(error) : resolve(query),
      );
      client.query(query);
    });
  } catch (error) {
    client.release(error instanceof Error ? error : true); // not back to the pool: its state is unknown
    throw error;
  }
  client.release();
  return parseBinaryCopy(Buffer.concat(copy.chunks, copy.length));
}

/** PostgreSQL's binary COPY format: a header, then per row a field count and each field's length and bytes; -1 ends it. */
export function parseBinaryCopy(data: Buffer): CopiedRow[] {
  if (data.length === 0) return [];
  if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("not binary COPY data");
  let at = SIGNATURE.length + 4; // the flags
  at += 4 + data.readInt32BE(at); // the header extension
  const rows: CopiedRow[] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) return rows;
    const row: CopiedRow = new Array<Buffer | null>(fields);
    for (let i = 0; i < fields; i++) {
      const length = data.readInt32BE(at);
      at += 4;
      if (length === -1) row[i] = null;
      else {
        row[i] = data.subarray(at, at + length);
        at += length;
      }
    }
    rows.push(row);
  }
}

/** A text value written into SQL (standard-conforming strings: quotes doubled). */
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
