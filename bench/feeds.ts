// The B2B feed benchmarks of issue 14: the whole products feed in each format (time to last byte,
// MB/s, the server's RSS growth while serving it) beside the same bytes written from memory, and at 16
// connections a conditional request answered 304, the whole availability feed and a `since` feed.
import { fork } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { feedKeyResponseSchema, sessionTokensResponseSchema } from "@dukan/contract";
import { sql } from "drizzle-orm";
import { openBenchDatabase } from "./catalogue.ts";
import { freePort } from "../scripts/postgres.mjs";
import { BENCH_PASSWORD, benchCustomer } from "./customers.ts";

/** Products changed after the benchmark's `since`. */
export const SINCE_CHANGES = 100;

/**
 * Before the shop starts: every product last changed long ago but 100 changed now, so `since` (the
 * moment between) finds exactly those 100 however many earlier runs changed stock. Answers `since`.
 */
export async function prepareFeedBench(target: {
  pgliteDir?: string;
  databaseUrl?: string;
}): Promise<string> {
  const database = await openBenchDatabase(target);
  try {
    await database.db.execute(
      sql`update products set updated_at = '2026-01-01T00:00:00Z' where updated_at <> '2026-01-01T00:00:00Z'`,
    );
    const since = new Date(Date.now() - 60_000).toISOString();
    await database.db.execute(sql`
      update products set updated_at = now()
      where id in (select id from products where active order by id desc limit ${SINCE_CHANGES})`);
    return since;
  } finally {
    await database.close();
  }
}

/** A bench company's feed key (the cart benchmark's first customer). */
export async function benchFeedKey(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: benchCustomer("cart", 0), password: BENCH_PASSWORD }),
  });
  const token = sessionTokensResponseSchema.parse(await login.json()).data.token;
  const key = await fetch(`${origin}/api/me/feed-key`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return feedKeyResponseSchema.parse(await key.json()).data.key;
}

/** Resident memory of a process, bytes (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

interface Transfer {
  bytes: number;
  seconds: number;
  /** Peak RSS growth of `pid` during the transfer, bytes. */
  rssGrowth: number;
}

/** Reads a whole answer, sampling `pid`'s RSS every 20 ms. */
async function transfer(
  url: string,
  headers: Record<string, string>,
  pid: number,
): Promise<Transfer & { body: Buffer }> {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssOf(pid));
    return { body, bytes: body.length, seconds, rssGrowth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

export interface FeedTransferRow {
  database: string;
  feed: string;
  target: Transfer;
  baseline: Transfer;
}

/** The whole products feed in each format, served by the shop and, as the baseline, from memory by a bare server. */
export async function measureFeedTransfers(
  database: string,
  origin: string,
  serverPid: number,
  key: string,
  outDir: string,
  log: (line: string) => void,
): Promise<FeedTransferRow[]> {
  const rows: FeedTransferRow[] = [];
  for (const format of ["xml", "json", "csv"] as const) {
    const feed = `products.${format}`;
    log(`[${database}] GET /api/b2b/${feed} (whole catalogue)…`);
    // Identity coding: the bytes themselves, as the baseline writes them.
    const headers = { authorization: `Bearer ${key}`, "accept-encoding": "identity" };
    await transfer(`${origin}/api/b2b/${feed}`, headers, serverPid); // warm-up
    const target = await transfer(`${origin}/api/b2b/${feed}`, headers, serverPid);
    const file = join(outDir, "feed-baseline.body");
    writeFileSync(file, target.body);
    const port = await freePort();
    const child = fork(join(outDir, "../baseline-server.mjs"), [
      String(port),
      file,
      "application/octet-stream",
    ]);
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("exit", (code) => reject(new Error(`baseline server exited with ${code}`)));
    });
    try {
      const childPid = child.pid ?? 0;
      await transfer(`http://127.0.0.1:${port}/`, {}, childPid);
      const baseline = await transfer(`http://127.0.0.1:${port}/`, {}, childPid);
      rows.push({ database, feed, target, baseline });
    } finally {
      child.kill();
    }
  }
  return rows;
}

const mb = (bytes: number) => bytes / 1_000_000;

export function renderFeedTransfers(rows: FeedTransferRow[]): string {
  const lines = [
    "| database | feed | MB | seconds to last byte | MB/s | server RSS growth MB | baseline seconds | baseline MB/s | MB/s vs baseline |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { database, feed, target, baseline } of rows) {
    const rate = mb(target.bytes) / target.seconds;
    const baseRate = mb(baseline.bytes) / baseline.seconds;
    lines.push(
      `| ${database} | ${feed} | ${mb(target.bytes).toFixed(1)} | ${target.seconds.toFixed(2)} | ${rate.toFixed(1)} | ${mb(target.rssGrowth).toFixed(0)} | ${baseline.seconds.toFixed(2)} | ${baseRate.toFixed(1)} | ${((rate / baseRate) * 100).toFixed(0)} % |`,
    );
  }
  return lines.join("\n");
}
