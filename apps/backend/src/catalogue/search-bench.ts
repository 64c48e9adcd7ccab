// Times search on a large catalogue: refreshIndex once, then suggestions and listings.
//   npx tsx apps/backend/src/catalogue/search-bench.ts [pglite folder | postgres://…]   (default ./var/bench-100000)
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { readBackendConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";
import { products } from "./schema.ts";
import { searchService } from "./search.ts";

const target = process.argv[2] ?? "./var/bench-100000";
const config = target.startsWith("postgres")
  ? { ...readBackendConfig({}), databaseUrl: target, poolSize: 4 }
  : { ...readBackendConfig({}), pgliteDir: target, poolSize: 4 };

const queries: Record<string, string[]> = {
  exact: [
    "tipkovnica",
    "miš",
    "zaštitno staklo",
    "slušalice",
    "samsung galaxy s23",
    "iPhone 15 Pro",
    "GM10040",
    "UR10308",
    "toner hp",
    "kronos viper",
    "usb-c kabel",
    "prijenosna baterija",
    "punjač",
    "web kamera",
    "gaming stolica",
    "podloga za miš",
    "mehanička tipkovnica",
    "staklo",
    "keyboard",
    "wireless mouse",
  ],
  misspelt: [
    "tipkovnca",
    "slusalce",
    "samsng galaxy",
    "iphnoe 15",
    "kronso",
    "mikrofn",
    "stolca",
    "tonr",
    "keybord",
    "wireles mouse",
    "tipkovnicu",
    "zastitno stklo",
  ],
  "diacritic-free": [
    "mis",
    "slusalice",
    "zicani mis",
    "bezicni mis",
    "punjac",
    "unistavac dokumenata",
    "zastitno staklo",
    "mehanicka tipkovnica",
  ],
  prefix: ["tipk", "sluš", "zašt", "gm1004", "ipho", "st", "s"],
};

const log = (line: string) => process.stdout.write(`${line}\n`);
const ms = (t: number) => `${t.toFixed(1)} ms`;
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

let started = performance.now();
const database = await openDatabase(config);
await runMigrations(database);
log(`open + migrate: ${ms(performance.now() - started)} (${database.kind})`);
const search = searchService(database.db);
const count = await database.db.$count(products);

started = performance.now();
await search.refreshIndex();
log(`refreshIndex of ${count} products: ${ms(performance.now() - started)}`);

const all = Object.entries(queries).flatMap(([kind, list]) => list.map((q) => ({ kind, q })));
for (const { q } of all) await search.suggest(q); // warm up
const times = new Map<string, number[]>();
const slowest: Array<{ q: string; t: number }> = [];
for (let i = 0; i < 200; i++) {
  const { kind, q } = all[i % all.length] as { kind: string; q: string };
  const t0 = performance.now();
  await search.suggest(q);
  const t = performance.now() - t0;
  times.set(kind, [...(times.get(kind) ?? []), t]);
  slowest.push({ q, t });
}
const every = [...times.values()].flat();
log(
  `suggest, 200 sequential: p50 ${ms(percentile(every, 50))}, p95 ${ms(percentile(every, 95))}, max ${ms(Math.max(...every))}`,
);
for (const [kind, list] of times)
  log(`  ${kind}: p50 ${ms(percentile(list, 50))}, p95 ${ms(percentile(list, 95))}`);
log(
  `  slowest: ${slowest
    .sort((a, b) => b.t - a.t)
    .slice(0, 6)
    .map((s) => `${s.q} ${ms(s.t)}`)
    .join(", ")}`,
);

log("listing (match + 24 by rank + count), median of 3:");
for (const q of [
  "tipkovnca",
  "GM10040",
  "samsung galaxy s23",
  "mis",
  "kronos viper",
  "staklo",
  "zastitno staklo",
]) {
  const runs: Array<{ match: number; page: number; count: number; total: number }> = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const match = await search.match(q);
    if (!match) throw new Error(q);
    const t1 = performance.now();
    const where = and(eq(products.active, true), match.where);
    await database.db
      .select({ id: products.id, name: products.nameHr })
      .from(products)
      .where(where)
      .orderBy(desc(match.rank), asc(products.id))
      .limit(24);
    const t2 = performance.now();
    const [row] = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    runs.push({
      match: t1 - t0,
      page: t2 - t1,
      count: performance.now() - t2,
      total: row?.total ?? 0,
    });
  }
  const mid = runs.sort((a, b) => a.page + a.count - (b.page + b.count))[1] ?? runs[0];
  if (mid)
    log(
      `  ${q}: ${mid.total} found; match ${ms(mid.match)}, page ${ms(mid.page)}, count ${ms(mid.count)}`,
    );
}
await database.close();
