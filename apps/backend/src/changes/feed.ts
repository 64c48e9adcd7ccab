import { randomUUID } from "node:crypto";
import { ChangeLog, EVERYTHING } from "@dukan/contract/change-log";
import type pg from "pg";

/**
 * The catalogue and content changes committed in the database, as this process learns them
 * (docs/page-cache.md). The triggers of migration 0018 write one `catalogue_changes` row per
 * changing statement, in the changing transaction: a change becomes visible exactly when it is
 * committed, in this process or any other on the same database.
 */
export interface ChangeFeed {
  /** This feed's name: positions count from this process's start, so another process's feed has another. */
  readonly id: string;
  /**
   * Reads every change committed before this call and hands each one's keys to the listeners;
   * resolves with the feed's position afterwards. Callers arriving together share one query,
   * but never one that started before they arrived.
   */
  sync(): Promise<number>;
  /** Whether a change applied after `position` touched one of `keys` (true when the log no longer reaches that far back). */
  touchedSince(position: number, keys: ReadonlySet<string>): boolean;
  /** The changes applied after `position`, oldest first; null when the log no longer reaches that far back. */
  since(position: number): Array<{ position: number; keys: readonly string[] }> | null;
  /** Calls `listener` with the keys of every change applied from now on; returns the unsubscribe. */
  subscribe(listener: (keys: readonly string[]) => void): () => void;
}

export { EVERYTHING };

/** Whether a change's key concerns products, categories or brands (not only texts, files or settings). */
export function touchesCatalogue(key: string): boolean {
  return (
    key === EVERYTHING ||
    key === "products" ||
    key.startsWith("product:") ||
    key.startsWith("category:")
  );
}

/** Rows read in one query; more are read by the next round of the same sync. */
const BATCH = 2000;
/** At start, ids this far below the newest may still belong to transactions under way. */
const START_WINDOW = 1000;
/** More missing ids than this (never in practice): everything is dropped and the gaps forgotten. */
const MAX_GAPS = 10_000;

interface ChangeRow {
  id: string | null;
  keys: string[] | null;
  xmin: string;
  xmax: string;
}

/**
 * Ids of `catalogue_changes` come from a sequence, so a change may commit after one with a higher
 * id: an id below the highest seen and not yet seen is a gap, looked for again on every read until
 * it shows up or every transaction that was under way when it was noticed has ended (it was rolled
 * back). Each read takes the statement's snapshot bounds to tell.
 */
export function createChangeFeed(pool: pg.Pool, writeEpoch?: () => number): ChangeFeed {
  const log = new ChangeLog();
  const apply = (keys: readonly string[]) => log.apply(keys);
  let highest: number | null = null;
  /** Missing ids, each with the snapshot's xmax when it was noticed. */
  const gaps = new Map<number, bigint>();

  const query = async (after: number): Promise<ChangeRow[]> =>
    (
      await pool.query<ChangeRow>(
        `select s.xmin, s.xmax, c.id, c.keys
           from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
                        pg_snapshot_xmax(pg_current_snapshot())::text as xmax) s
           left join lateral (select id, keys from catalogue_changes where id > $1 order by id limit ${BATCH}) c on true`,
        [after],
      )
    ).rows;

  const start = async () => {
    const newest = Number(
      (await pool.query<{ id: string | null }>("select max(id) as id from catalogue_changes"))
        .rows[0]?.id ?? 0,
    );
    const rows = await query(Math.max(0, newest - START_WINDOW));
    const xmax = BigInt(rows[0]?.xmax ?? 0);
    const seen = new Set(rows.filter((row) => row.id !== null).map((row) => Number(row.id)));
    highest = Math.max(newest, ...seen);
    for (let id = Math.max(1, newest - START_WINDOW + 1); id <= highest; id++)
      if (!seen.has(id)) gaps.set(id, xmax);
  };

  const read = async (): Promise<void> => {
    if (highest === null) return start();
    for (;;) {
      const after = gaps.size > 0 ? Math.min(highest, ...gaps.keys()) - 1 : highest;
      const rows = await query(after);
      const xmin = BigInt(rows[0]?.xmin ?? 0);
      const xmax = BigInt(rows[0]?.xmax ?? 0);
      let count = 0;
      for (const row of rows) {
        if (row.id === null) continue;
        count += 1;
        const id = Number(row.id);
        if (id > highest) {
          for (let missing = highest + 1; missing < id; missing++) gaps.set(missing, xmax);
          highest = id;
        } else if (!gaps.delete(id)) continue; // seen before
        apply(row.keys ?? [EVERYTHING]);
      }
      // A gap noticed when every transaction then under way has ended, still missing: rolled back.
      for (const [id, noticed] of gaps) if (noticed <= xmin) gaps.delete(id);
      if (gaps.size > MAX_GAPS) {
        gaps.clear();
        apply([EVERYTHING]);
      }
      if (count < BATCH) return;
    }
  };

  let inFlight: Promise<void> | undefined;
  let waiting: Promise<void> | undefined;
  /** The write count when the last finished read began (PGlite): while it stands, that read is still news. */
  let readAtEpoch: number | null = null;
  const begin = (): Promise<void> => {
    const epoch = writeEpoch?.() ?? null;
    const reading = read().then(() => {
      if (gaps.size === 0 && highest !== null) readAtEpoch = epoch;
    });
    const settled = reading.finally(() => {
      if (inFlight === settled) inFlight = undefined;
    });
    inFlight = settled;
    return settled;
  };
  const ignore = () => {};

  return {
    id: randomUUID(),
    sync() {
      // Embedded database: every commit bumps the count before its client hears of it, so a count
      // unchanged since the last read began means nothing was committed that the read did not see.
      if (!inFlight && readAtEpoch !== null && writeEpoch?.() === readAtEpoch)
        return Promise.resolve(log.position);
      const done = inFlight
        ? (waiting ??= inFlight.then(ignore, ignore).then(() => {
            waiting = undefined;
            return begin();
          }))
        : begin();
      return done.then(() => log.position);
    },
    touchedSince: (since, keys) => log.touchedSince(since, keys),
    since: (since) => log.since(since),
    subscribe: (listener) => log.subscribe(listener),
  };
}
