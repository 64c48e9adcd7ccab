// Issue 35's figure: a 20,000-row price and stock file (XLSX, and CSV in Windows-1250) against the
// 100,000-product demo catalogue: preview ≤ 15 s, apply ≤ 30 s, measured through the price-imports
// service (read, compare, store; then the apply's one transaction), with a category page's query
// timed meanwhile (p95 ≤ 50 ms while the import applies). Alone:
// `node --import tsx bench/price-import.ts [--database-url URL] [--products N]`
// (a reused PGlite catalogue under var/bench-N by default).
import { get } from "node:http";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import {
  erpCsv,
  erpXlsx,
  type ErpRow,
} from "../apps/backend/src/price-imports/fixtures.testing.ts";
import { defaultPriceImportMapping } from "../packages/contract/src/price-imports.ts";
import { priceImportService } from "../apps/backend/src/price-imports/service.ts";
import { type BenchTarget, openBenchDatabase, prepareCatalogue } from "./catalogue.ts";
import { measureUntil, percentile } from "./measure.ts";

export const IMPORT_ROWS = 20_000;

export interface PriceImportBenchRow {
  database: string;
  format: string;
  previewMs: number;
  applyMs: number;
  changed: number;
  categoryP95Ms: number;
  categoryQueries: number;
}

const euro = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/** Rows for 20,000 products spread over the catalogue: new stock for all, a price rise for a third. */
async function fileRows(db: Awaited<ReturnType<typeof openBenchDatabase>>["db"], run: number) {
  const products = (
    await db.execute<{ item_code: string; retail: number; wholesale: number; stock: number }>(sql`
      select item_code, retail_price_cents as retail, wholesale_price_cents as wholesale, stock
      from products order by id`)
  ).rows;
  const stride = Math.max(1, Math.floor(products.length / IMPORT_ROWS));
  const rows: ErpRow[] = [];
  for (let i = 0; i < IMPORT_ROWS && i * stride < products.length; i++) {
    const p = products[i * stride];
    if (!p) break;
    const retail = i % 3 === 0 ? p.retail + 100 + run : p.retail;
    rows.push([
      p.item_code,
      "",
      "",
      "",
      "",
      euro(retail),
      euro(p.wholesale),
      String((p.stock + run + i) % 500),
    ]);
  }
  return rows;
}

/** A category listing's query, as the storefront's category page asks it, timed while `until` runs. */
async function timeCategoryPages(
  db: Awaited<ReturnType<typeof openBenchDatabase>>["db"],
  until: Promise<unknown>,
): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const categories = (
    await db.execute<{ id: number }>(
      sql`select id from categories where parent_id is not null limit 20`,
    )
  ).rows;
  let i = 0;
  while (!done) {
    const category = categories[i++ % categories.length]?.id ?? 1;
    const start = performance.now();
    await db.execute(sql`
      select id, name_hr, coalesce(sale_retail_price_cents, retail_price_cents) as price, stock
      from products where active and category_id = ${category}
      order by created_at desc, id desc limit 24`);
    times.push(performance.now() - start);
  }
  return times;
}

export async function measurePriceImport(
  target: BenchTarget,
  database: string,
  format: "csv" | "xlsx",
  log: (line: string) => void = () => {},
): Promise<PriceImportBenchRow> {
  const bench = await openBenchDatabase(target);
  try {
    const db = bench.db;
    const rows = await fileRows(db, Date.now() % 1000);
    const bytes = format === "csv" ? erpCsv(rows) : await erpXlsx(rows);
    log(`${format}: ${rows.length} rows, ${(bytes.length / 1024).toFixed(0)} KB`);
    const service = priceImportService(db);
    const actor = { staffId: null, address: "bench" };
    let start = performance.now();
    const { view, done } = await service.start(
      { name: `bench.${format}`, bytes },
      {
        mapping: defaultPriceImportMapping,
        mappingName: null,
        source: "upload",
        maxDropPercent: 50,
        actor,
      },
    );
    await done;
    const previewMs = performance.now() - start;
    start = performance.now();
    const applying = service.apply(view.id, actor);
    const times = await timeCategoryPages(db, applying);
    const applied = await applying;
    const applyMs = performance.now() - start;
    return {
      database,
      format,
      previewMs,
      applyMs,
      changed: applied.result?.changed ?? 0,
      categoryP95Ms: percentile(times, 0.95),
      categoryQueries: times.length,
    };
  } finally {
    await bench.close();
  }
}

export function renderPriceImportRows(rows: readonly PriceImportBenchRow[]): string {
  return [
    "| database | file | preview (≤ 15,000 ms) | apply (≤ 30,000 ms) | products changed | category query p95 during apply (≤ 50 ms) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.format} | ${r.previewMs.toFixed(0)} ms | ${r.applyMs.toFixed(0)} ms | ${r.changed} | ${r.categoryP95Ms.toFixed(1)} ms (${r.categoryQueries} queries) |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { "database-url": { type: "string" }, products: { type: "string" } },
  });
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const url = values["database-url"];
  const target: BenchTarget = url
    ? { databaseUrl: url }
    : { pgliteDir: await prepareCatalogue(Number(values.products ?? 100_000), log) };
  const name = url ? "postgresql" : "pglite";
  const results = [
    await measurePriceImport(target, name, "xlsx", log),
    await measurePriceImport(target, name, "csv", log),
  ];
  log(renderPriceImportRows(results));
}

/** The price list the running shop is sent (CSV in Windows-1250), made before the shop starts. */
export async function preparePriceImportFile(target: BenchTarget): Promise<Uint8Array> {
  const bench = await openBenchDatabase(target);
  try {
    return erpCsv(await fileRows(bench.db, Date.now() % 1000));
  } finally {
    await bench.close();
  }
}

export interface VisitorsDuringImport {
  database: string;
  applyMs: number;
  changed: number;
  pages: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * The issue's own words: "the shop keeps answering visitors during it". The running shop is sent
 * the price list through the staff's API (upload, preview read in the background), then, while
 * its apply runs, `connections` visitors ask for category pages one after another; their p95.
 */
export async function measureVisitorsDuringImport(options: {
  database: string;
  origin: string;
  token: string;
  file: Uint8Array;
  pagePaths: readonly string[];
  connections: number;
}): Promise<VisitorsDuringImport> {
  const { origin, token } = options;
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append("file", new Blob([options.file]), "cjenik.csv");
  const upload = await fetch(`${origin}/api/admin/price-imports`, {
    method: "POST",
    headers: auth,
    body: form,
  });
  if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: number };
  for (;;) {
    const view = (await (
      await fetch(`${origin}/api/admin/price-imports/${id}`, { headers: auth })
    ).json()) as { status: string; failure: string | null };
    if (view.status === "ready") break;
    if (view.status !== "reading") throw new Error(`import ${id}: ${view.status} ${view.failure}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The pages are in the visitor page cache before the apply starts, as in a shop open for a
  // while: each asked for over new connections, one after another, until four answers in a row
  // came from the cache (connections are handed to the workers in turn, so each worker keeps it).
  // A page still rendered when the apply begins would wait on the embedded database's one session.
  for (const path of options.pagePaths) await askUntilKept(origin, path);

  const start = performance.now();
  let applyMs = 0;
  const apply = fetch(`${origin}/api/admin/price-imports/${id}/apply`, {
    method: "POST",
    headers: auth,
  }).then((response) => {
    applyMs = performance.now() - start;
    return response;
  });
  const { times, errors } = await measureUntil(
    origin,
    options.pagePaths,
    options.connections,
    apply,
  );
  const applied = await apply;
  if (!applied.ok) throw new Error(`apply: ${applied.status} ${await applied.text()}`);
  const report = (await applied.json()) as { result: { changed: number } | null };
  return {
    database: options.database,
    applyMs,
    changed: report.result?.changed ?? 0,
    pages: options.pagePaths.length,
    requests: times.length,
    errors,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  };
}

/** Asks for `path` over new connections until `KEPT_ANSWERS` answers in a row come from the page cache. */
async function askUntilKept(origin: string, path: string): Promise<void> {
  const KEPT_ANSWERS = 4;
  for (let asked = 0, kept = 0; kept < KEPT_ANSWERS; asked++) {
    if (asked > 50) throw new Error(`${path} is not kept by the page cache`);
    const answer = await new Promise<string | undefined>((resolve, reject) =>
      get(
        `${origin}${path}`,
        { agent: false, headers: { "accept-encoding": "br, gzip" } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers["x-page-cache"]?.toString()));
        },
      ).on("error", reject),
    );
    kept = answer === "hit" ? kept + 1 : 0;
  }
}

export function renderVisitorsDuringImport(rows: readonly VisitorsDuringImport[]): string {
  return [
    "| database | apply through the API | products changed | visitors' category pages during it | p50 | p95 (≤ 50 ms) | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.applyMs.toFixed(0)} ms | ${r.changed} | ${r.requests} requests over ${r.pages} pages | ${r.p50Ms.toFixed(1)} ms | ${r.p95Ms.toFixed(1)} ms | ${r.errors} |`,
    ),
  ].join("\n");
}
