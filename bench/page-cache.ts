// Issue 16: the page cache under a visitor load — does a price change made through the staff's API
// show in the very next answer (stale answers counted), and what the server holds afterwards.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import { staffMembers } from "../apps/backend/src/staff/schema.ts";
import { formatPrice } from "../apps/storefront/app/lib/number-format.ts";
import { openBenchDatabase } from "./catalogue.ts";
import { requiredStaffSession, staffSession } from "./staff-session.ts";

const STAFF = { email: "bench-staff@dukan.bench", password: "bench-staff-password" };

/** A member of staff for the price changes (role `catalogue`). Safe to run again on the same database. */
export async function prepareBenchStaff(target: {
  pgliteDir?: string;
  databaseUrl?: string;
}): Promise<void> {
  const database = await openBenchDatabase(target);
  try {
    await database.db
      .insert(staffMembers)
      .values({
        email: STAFF.email,
        name: "Bench staff",
        passwordHash: await hashPassword(STAFF.password),
        roles: ["catalogue"],
      })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

/** The bench staff's session token, for `Authorization: Bearer` (prepareBenchStaff's member). */
export function loginStaff(origin: string): Promise<string> {
  return requiredStaffSession(origin, STAFF);
}

/** The bench staff's session; null in a tree from before the back office (no `/api/admin`, `--compare`). */
export function staffSessionIfAny(origin: string): Promise<string | null> {
  return staffSession(origin, STAFF);
}

export interface StalenessResult {
  path: string;
  changes: number;
  stale: number;
  visitorRequests: number;
  visitorRequestsPerSecond: number;
  cache: Record<string, number>;
  rssBeforeMb: number;
  rssMb: number;
  filledPages: number;
}

interface ListedProduct {
  id: number;
  price_cents: number;
  sale_price_cents: number | null;
}

/**
 * A 10 s visitor load on `path` (a category page in an order prices do not change); meanwhile, once
 * every `everyMs`, the staff lower the price of the first product the page lists that is not on
 * sale, and at once ask for the page: an answer without the new price is stale. The price is put back after.
 */
export async function measureStaleness(options: {
  origin: string;
  path: string;
  apiList: string;
  serverPid: number;
  /** Product pages to fill the cache with after the load (until it is full). */
  productPaths: string[];
  connections: number;
  durationS: number;
  everyMs?: number;
}): Promise<StalenessResult> {
  const { origin, path } = options;
  const rssBeforeMb = rssMbOf(options.serverPid);
  const token = await loginStaff(origin);
  const listed = (
    (await (await fetch(`${origin}${options.apiList}`)).json()) as { data: ListedProduct[] }
  ).data.find((product) => product.sale_price_cents === null);
  if (!listed) throw new Error("no product without a sale price on the page");
  const setPrice = async (cents: number) => {
    const response = await fetch(`${origin}/api/admin/products/${listed.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ retail_price_cents: cents }),
    });
    if (!response.ok) throw new Error(`price change: ${response.status} ${await response.text()}`);
  };

  const before = await (await fetch(`${origin}${path}`)).text(); // kept before the load starts
  if (!before.includes(formatPrice(listed.price_cents, "hr")))
    throw new Error(`${path} does not show the price of product ${listed.id}`);
  const load = new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url: `${origin}${path}`, connections: options.connections, duration: options.durationS },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  let changes = 0;
  let stale = 0;
  let running = true;
  void load.finally(() => (running = false));
  const checks = (async () => {
    let cents = listed.price_cents;
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 500));
      if (!running) break;
      cents -= 1;
      await setPrice(cents);
      changes += 1;
      const html = await (await fetch(`${origin}${path}`)).text();
      if (!html.includes(formatPrice(cents, "hr"))) stale += 1;
    }
  })();
  const result = await load;
  await checks;
  await setPrice(listed.price_cents);
  const filledPages = await fillCache(origin, options.productPaths);
  const cache = (await (await fetch(`${origin}/__page-cache`)).json()) as Record<string, number>;
  return {
    rssBeforeMb,
    filledPages,
    path,
    changes,
    stale,
    visitorRequests: result.requests.total,
    visitorRequestsPerSecond: result.requests.average,
    cache,
    rssMb: rssMbOf(options.serverPid),
  };
}

/** Visits product pages as browsers do (compressed) until the cache holds what its bound allows; answers how many. */
async function fillCache(origin: string, paths: string[]): Promise<number> {
  let visited = 0;
  const full = async () => {
    const stats = (await (await fetch(`${origin}/__page-cache`)).json()) as {
      bytes: number;
      maxBytes: number;
      evictions: number;
    };
    return stats.evictions > 0 || stats.bytes >= stats.maxBytes * 0.95;
  };
  for (let at = 0; at < paths.length && !(await full()); at += 8) {
    await Promise.all(
      paths.slice(at, at + 8).map(async (path) => {
        await (
          await fetch(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } })
        ).arrayBuffer();
        visited += 1;
      }),
    );
  }
  return visited;
}

/** The process's resident memory now, in MB (Linux). */
export function rssMbOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

export function renderStaleness(rows: Array<StalenessResult & { database: string }>): string {
  const lines = [
    "| database | page under load | visitor requests (req/s) | price changes | stale answers | product pages visited after | cache entries | cache MB | hits | misses | invalidations | evictions | server RSS before, MB | RSS after, cache full, MB |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows)
    lines.push(
      `| ${row.database} | ${row.path} | ${row.visitorRequests} (${Math.round(row.visitorRequestsPerSecond)}) | ${row.changes} | ${row.stale} | ${row.filledPages} | ${row.cache.entries ?? 0} | ${((row.cache.bytes ?? 0) / 1048576).toFixed(1)} | ${row.cache.hits ?? 0} | ${row.cache.misses ?? 0} | ${row.cache.invalidations ?? 0} | ${row.cache.evictions ?? 0} | ${row.rssBeforeMb} | ${row.rssMb} |`,
    );
  return lines.join("\n");
}
