// Issue 36's facet figure: a category listing with brand and price facets and counts, uncached,
// p95 ≤ 25 ms at 16 connections on the 100,000-product catalogue, on PGlite and PostgreSQL,
// beside the same listing without facets measured in the same run. The API runs in a process of its
// own (bench/api-process.ts), apart from the load generator.
// `node --import tsx bench/facets.ts [--db pglite|postgresql|both] [--duration 10]`
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { categoryTreeResponseSchema } from "@dukan/contract";
import { startApiProcess } from "./api-process.ts";
import { type BenchTarget, prepareCatalogue, preparePostgres } from "./catalogue.ts";
import { type Measurement, measureRequests } from "./measure.ts";

const PRODUCTS = 100_000;
/** Distinct lowest prices per "counted anew" row: every request misses the per-filter totals and counts. */
const DISTINCT_FILTERS = 20_000;

export async function measureFacets(
  target: BenchTarget,
  database: string,
  options: { connections: number; duration: number },
  log: (line: string) => void = () => {},
): Promise<Array<Measurement & { database: string }>> {
  const api = await startApiProcess(target);
  try {
    const { origin } = api;
    const tree = categoryTreeResponseSchema.parse(
      await (await fetch(`${origin}/api/categories`)).json(),
    ).data;
    const largest = [...tree].sort((a, b) => b.product_count - a.product_count)[0];
    if (!largest) throw new Error("no categories");
    const path = `/api/products?category=${largest.slug_hr}&sort=price_asc&per_page=24&page=1`;
    const uncached = { "cache-control": "no-cache" };
    const get = (p: string) => ({ method: "GET" as const, path: p, headers: uncached });
    const anew = (facets: boolean) =>
      Array.from({ length: DISTINCT_FILTERS }, (_, i) =>
        get(`${path}&min_price=${(i / 100).toFixed(2)}${facets ? "&facets=1" : ""}`),
      );
    const about = `${largest.slug_hr}, ${largest.product_count} products, price order, page 1 of 24`;
    const rows = [
      { name: `listing (${about}), uncached`, requests: [get(path)] },
      {
        name: `listing with facets (${about}), uncached`,
        requests: [get(`${path}&facets=1`)],
      },
      {
        name: `listing, totals counted anew (a new lowest price each request)`,
        requests: anew(false),
      },
      {
        name: `listing with facets, totals and facets counted anew (a new lowest price each request)`,
        requests: anew(true),
      },
    ];
    const results: Array<Measurement & { database: string }> = [];
    for (const row of rows) {
      const check = await fetch(`${origin}${row.requests[0]?.path}`);
      if (!check.ok) throw new Error(`${row.name}: ${check.status} ${await check.text()}`);
      const body = (await check.json()) as { meta: { total: number }; facets?: object };
      log(`${row.name}: ${body.meta.total} listed, facets ${body.facets ? "yes" : "no"}`);
      const measured = await measureRequests(row.name, origin, row.requests, options);
      results.push({ ...measured, database });
      log(`${database} ${row.name}: p95 ${measured.p95} ms (${measured.requestsPerSecond}/s)`);
    }
    return results;
  } finally {
    await api.stop();
  }
}

export function renderFacetRows(rows: ReadonlyArray<Measurement & { database: string }>): string {
  return [
    "| database | request | req/s | p50 | p95 (≤ 25 ms) | p99 | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.name} | ${r.requestsPerSecond} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.errors} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      db: { type: "string", default: "both" },
      duration: { type: "string", default: "10" },
    },
  });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const options = { connections: 16, duration: Number(values.duration) };
  const rows: Array<Measurement & { database: string }> = [];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(" ");
  log(`${new Date().toISOString()} nproc ${cpus().length}, load ${load()}`);
  if (values.db !== "postgresql")
    rows.push(
      ...(await measureFacets(
        { pgliteDir: await prepareCatalogue(PRODUCTS, log) },
        "pglite",
        options,
        log,
      )),
    );
  if (values.db !== "pglite") {
    const postgres = await preparePostgres(PRODUCTS, log);
    try {
      rows.push(
        ...(await measureFacets({ databaseUrl: postgres.url }, "postgresql", options, log)),
      );
    } finally {
      postgres.stop();
    }
  }
  log(`${new Date().toISOString()} load ${load()}\n${renderFacetRows(rows)}`);
}
