// `npm run bench`: the production build on a 100,000-product catalogue, on PGlite and on
// PostgreSQL, each endpoint measured beside a bare node:http server answering the same
// bytes in the same run (shared, noisy machines: compare ratios, not absolute numbers).
import { type ChildProcess, fork, spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import {
  categoryTreeResponseSchema,
  productListResponseSchema,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { freePort } from "../scripts/postgres.mjs";
import { prepareCatalogue, preparePostgres } from "./catalogue.ts";
import {
  checkOutAndBuild,
  type ComparedTree,
  parseVariant,
  prepareComparedDatabase,
} from "./compare.ts";
import { BENCH_PASSWORD, benchCustomer, prepareBenchCustomers } from "./customers.ts";
import {
  benchFeedKey,
  type FeedTransferRow,
  measureFeedTransfers,
  prepareFeedBench,
  renderFeedTransfers,
  SINCE_CHANGES,
} from "./feeds.ts";
import { type Measurement, measure, measureRequests } from "./measure.ts";
import { measureAdminLists, renderListRows } from "./admin-lists.ts";
import { measureFacets, renderFacetRows } from "./facets.ts";
import {
  measurePriceImport,
  measureVisitorsDuringImport,
  type PriceImportBenchRow,
  preparePriceImportFile,
  renderPriceImportRows,
  renderVisitorsDuringImport,
  type VisitorsDuringImport,
} from "./price-import.ts";
import {
  measureBankStatements,
  renderStatementRows,
  STATEMENT_NOTE,
  type StatementBenchRow,
} from "./bank-statements.ts";
import { type InvoiceBenchRow, measureInvoices, renderInvoiceRows } from "./invoices.ts";
import {
  CATEGORY_ROW,
  measureLoggedInPages,
  type PageRow,
  preparePageCustomers,
  PRODUCT_ROW,
} from "./pages.ts";
import {
  loginStaff,
  measureStaleness,
  prepareBenchStaff,
  renderStaleness,
  type StalenessResult,
} from "./page-cache.ts";
import {
  HISTORY_ORDERS,
  loginBench,
  measureOversell,
  measurePlacement,
  type OrderBenchSetup,
  orderBenchCustomer,
  oversellHeader,
  PLACEMENT_LINES,
  prepareOrderBench,
  REORDER_PRODUCTS,
  renderOversell,
} from "./orders.ts";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    db: { type: "string", default: "both" },
    record: { type: "boolean", default: false },
    only: { type: "string" },
    // Writes the shop's CPU profiles (main thread and PGlite worker) to bench/out/profiles.
    profile: { type: "boolean", default: false },
    // A git ref of an older tree whose customers' pages are measured beside this tree's (compare.ts).
    compare: { type: "string" },
    // The compared tree's environment, "NAME=value …"; given more than once, it is measured once
    // with each ("" for its defaults).
    "compare-env": { type: "string", multiple: true },
  },
});

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "bench/out");
mkdirSync(outDir, { recursive: true });
const load = { connections: Number(args.connections), duration: Number(args.duration) };
const products = Number(args.products);
const log = (line: string) => process.stdout.write(`${line}\n`);

/** Lines in the cart of each customer of the cart benchmark, and lines of each quick buy. */
const CART_LINES = 50;
const QUICK_BUY_LINES = 200;

/** Suggest queries: exact words, misspellings, missing diacritics, item-code prefixes. */
const SUGGEST_QUERIES = [
  "tipkovnica",
  "tipkovnca",
  "mis",
  "miš",
  "slusalice",
  "zastitno staklo",
  "galaxy s24",
  "iphone 15",
  "toner",
  "GM100",
  "kabel usb",
  "podloga",
];

/** `--only a,b`: the rows whose names contain any of the parts (all rows without it). */
function wanted(name: string): boolean {
  return !args.only || args.only.split(",").some((part) => name.includes(part.trim()));
}

interface Row {
  database: string;
  target: Measurement;
  baseline: Measurement;
}

/** Customers' pages under the order load, of this tree and of the compared one. */
const pageRows: PageRow[] = [];
/** The placement buyer who orders in the background during the customers' pages (after the 16 of the placement row). */
const PAGE_ORDER_BUYER = load.connections;

async function main() {
  log("Building the production bundle…");
  // Profiled, the server bundle is left unminified, so the profiles name the shop's own functions.
  const buildEnv = args.profile ? { ...process.env, SSR_UNMINIFIED: "1" } : process.env;
  if (
    spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: buildEnv }).status !== 0
  )
    throw new Error("build failed");
  const compareVariants = (args["compare-env"] ?? [""]).map((text) => ({
    text: text.trim(),
    env: parseVariant(text),
  }));
  let compared: ComparedTree | undefined;
  if (args.compare && (wanted(CATEGORY_ROW) || wanted(PRODUCT_ROW))) {
    compared = checkOutAndBuild(root, args.compare, log);
    const removeTree = compared.remove;
    process.once("exit", removeTree);
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        removeTree();
        process.exit(130);
      });
  } else if (args.compare)
    log(`--compare ${args.compare}: no customers' page row chosen by --only`);
  try {
    await measureDatabases(compared, compareVariants);
  } finally {
    compared?.remove();
  }
}

async function measureDatabases(
  compared: ComparedTree | undefined,
  variants: Array<{ text: string; env: Record<string, string> }>,
) {
  const rows: Row[] = [];
  const oversells: string[] = [];
  /** CPU per order placed, a line per database (steadier than latency on a shared machine). */
  const placementCpu: string[] = [];
  const transfers: FeedTransferRow[] = [];
  const statements: StatementBenchRow[] = [];
  const invoiceRows: InvoiceBenchRow[] = [];
  const staffLists: Awaited<ReturnType<typeof measureAdminLists>> = [];
  const facetRows: Awaited<ReturnType<typeof measureFacets>> = [];
  const priceImports: PriceImportBenchRow[] = [];
  const visitorsDuringImports: VisitorsDuringImport[] = [];
  const databases = args.db === "both" ? ["pglite", "postgresql"] : [args.db ?? "pglite"];
  for (const database of databases) {
    let stopDatabase = () => {};
    let env: Record<string, string>;
    if (database === "pglite")
      env = { PGLITE_DIR: await prepareCatalogue(products, log), DATABASE_URL: "" };
    else {
      const postgres = await preparePostgres(products, log);
      stopDatabase = postgres.stop;
      env = { DATABASE_URL: postgres.url };
    }
    try {
      const target = env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { pgliteDir: env.PGLITE_DIR as string };
      const itemCodes = await prepareBenchCustomers(
        target,
        load.connections,
        CART_LINES + QUICK_BUY_LINES,
      );
      const orders = await prepareOrderBench(target, PAGE_ORDER_BUYER + 1);
      const feedSince = await prepareFeedBench(target);
      await preparePageCustomers(target, load.connections);
      await prepareBenchStaff(target);
      // Issue 34: a statement of 2,000 credits against 100,000 orders, before the shop starts.
      if (wanted("bank statement"))
        statements.push(await measureBankStatements(target, database, log));
      // Issue 37: issuing invoices (number, PDF, UBL) and a customer's list of 10,000.
      if (wanted("invoices")) invoiceRows.push(await measureInvoices(target, database, log));
      // Issue 34: the staff's customers and orders lists (50,000 customers, 100,000 orders).
      if (wanted("staff lists"))
        staffLists.push(...(await measureAdminLists(target, database, load, log)));
      // Issue 36: a category listing with its brand, price and stock facets, uncached.
      if (wanted("facets")) facetRows.push(...(await measureFacets(target, database, load, log)));
      // Issue 35: a 20,000-row price list applied to the catalogue, after the shop's rows (it
      // changes 20,000 products).
      const importFile = wanted("price import") ? await preparePriceImportFile(target) : undefined;
      const importPriceList = wanted("price import")
        ? async () => {
            for (const format of ["xlsx", "csv"] as const)
              priceImports.push(await measurePriceImport(target, database, format, log));
          }
        : async () => {};
      // The compared tree's database is ready before this tree's shop starts, so that its pages
      // are measured right after this tree's, on the machine as it is then.
      const before = compared ? await prepareCompared(compared, database) : undefined;
      const stopCurrent = stopDatabase;
      stopDatabase = () => {
        before?.stop();
        stopCurrent();
      };
      rows.push(
        ...(await measureShop(
          database,
          env,
          itemCodes,
          orders,
          { oversells, placementCpu },
          { since: feedSince, transfers },
          compared && before
            ? () => measureCompared(compared, database, variants, before.env)
            : async () => {},
          importFile && { file: importFile, results: visitorsDuringImports },
        )),
      );
      await importPriceList();
    } finally {
      stopDatabase();
    }
  }
  const table =
    (rows.length > 0 ? renderTable(rows) : renderHeading()) +
    (pageRows.length > 0
      ? `\nCustomers' pages while orders are placed (issue 33): ${PAGE_ROWS_NOTE}\n\n${renderPageRows(pageRows)}\n`
      : "") +
    compareFailures.map((failure) => `\n${failure}\n`).join("") +
    (oversells.length > 0
      ? `\nOversell (issue 13): ${OVERSELL_NOTE}\n\n${[...oversellHeader, ...oversells].join("\n")}\n`
      : "") +
    (placementCpu.length > 0
      ? `\nPlacement (issue 13): ${PLACEMENT_CPU_NOTE}\n\n${[...placementCpuHeader, ...placementCpu].join("\n")}\n`
      : "") +
    (transfers.length > 0
      ? `\nB2B feeds (issue 14): ${TRANSFER_NOTE}\n\n${renderFeedTransfers(transfers)}\n`
      : "") +
    (statements.length > 0
      ? `\nBank statement (issue 34): ${STATEMENT_NOTE}\n\n${renderStatementRows(statements)}\n`
      : "") +
    (invoiceRows.length > 0
      ? `\nInvoices (issue 37, bench/invoices.ts): 200 issued one after another, 16 at once, a customer's list\n\n${renderInvoiceRows(invoiceRows)}\n`
      : "") +
    (staffLists.length > 0
      ? `\nStaff lists (issue 34, bench/admin-lists.ts): p95 at ${load.connections} connections\n\n${renderListRows(staffLists)}\n`
      : "") +
    (facetRows.length > 0
      ? `\nListing facets (issue 36, bench/facets.ts): uncached, ${load.connections} connections\n\n${renderFacetRows(facetRows)}\n`
      : "") +
    (priceImports.length > 0
      ? `\nPrice import (issue 35, bench/price-import.ts): 20,000 rows against the catalogue, through the service\n\n${renderPriceImportRows(priceImports)}\n`
      : "") +
    (visitorsDuringImports.length > 0
      ? `\nVisitors during a price import (issue 35): 20,000 rows (CSV, Windows-1250) uploaded and applied through the staff's API while ${load.connections} visitors ask for cached category pages\n\n${renderVisitorsDuringImport(visitorsDuringImports)}\n`
      : "") +
    (staleness.length > 0
      ? `\nPage cache (issue 16): ${STALENESS_NOTE}\n\n${renderStaleness(staleness)}\n`
      : "");
  log(`\n${table}`);
  writeFileSync(join(outDir, "latest.md"), table);
  if (args.record) appendFileSync(join(root, "bench/RESULTS.md"), `\n${table}`);
}

/** The compared tree's database for `database`; undefined (and noted) if it could not be made. */
async function prepareCompared(compared: ComparedTree, database: string) {
  try {
    return await prepareComparedDatabase(
      root,
      compared,
      database,
      {
        products,
        connections: load.connections,
        stocked: CART_LINES + QUICK_BUY_LINES,
        orderBuyers: PAGE_ORDER_BUYER + 1,
      },
      log,
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`[${database}] ${compared.ref}'s database: failed: ${reason}`);
    compareFailures.push(`${database}, before: ${compared.ref}: not measured (${reason})`);
    return undefined;
  }
}

/**
 * The compared tree's customers' pages on `database`, once for each of its environments, its shop
 * alone on the machine (this tree's waits idle). A failure is noted and the run goes on: the rest
 * of the run's figures are not lost with it.
 */
async function measureCompared(
  compared: ComparedTree,
  database: string,
  variants: Array<{ text: string; env: Record<string, string> }>,
  databaseEnv: Record<string, string>,
): Promise<void> {
  for (const variant of variants) {
    const tree = `before: ${compared.ref}${variant.text ? `, ${variant.text}` : ""}`;
    try {
      const shop = await startShop(compared.dir, { ...databaseEnv, ...variant.env });
      try {
        pageRows.push(
          ...(await measureLoggedInPages({
            database,
            tree,
            orderBuyer: PAGE_ORDER_BUYER,
            origin: shop.origin,
            load,
            wanted,
            log,
            baselineFor,
          })),
        );
      } finally {
        await shop.stop();
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`[${database}] ${tree}: failed: ${reason}`);
      compareFailures.push(`${database}, ${tree}: not measured (${reason})`);
    }
  }
}

/** Compared trees' rows that could not be measured, named under the customers' pages' table. */
const compareFailures: string[] = [];

const PAGE_ROWS_NOTE =
  "each connection is its own logged-in legal entity with rebates; meanwhile another buyer places an order once a second through the API (quick buy, then POST /api/orders with an Idempotency-Key), from the warm-up to the row's end, each order a piece of the product page's product and of one more product the category page lists (every order takes stock, a committed change). Orders: those answered within the measured seconds, placed (not placed), and the p95 in ms of their POST /api/orders. A tree \"before: <ref>\" is that commit checked out, built and given its own database by its own code in the same run (`--compare`, `--compare-env`).";

function renderPageRows(rows: PageRow[]): string {
  const databases = [...new Set(rows.map((row) => row.database))];
  const pageOf = (row: PageRow) => (row.page === PRODUCT_ROW ? 1 : 0);
  const sorted = [...rows].sort(
    (a, b) =>
      databases.indexOf(a.database) - databases.indexOf(b.database) || pageOf(a) - pageOf(b),
  );
  const lines = [
    "| database | tree | endpoint | req/s | p50 | p95 | p99 | errors | orders placed (not placed) | order p95 | baseline req/s | baseline p95 | req/s vs baseline |",
    "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { database, tree, page, target, baseline, orders } of sorted) {
    const ratio = (target.requestsPerSecond / baseline.requestsPerSecond) * 100;
    lines.push(
      `| ${database} | ${tree || "this tree"} | ${page} | ${Math.round(target.requestsPerSecond)} | ${target.p50} | ${target.p95} | ${target.p99} | ${target.errors} | ${orders.placed} (${orders.failed}) | ${orders.p95} | ${Math.round(baseline.requestsPerSecond)} | ${baseline.p95} | ${ratio.toFixed(1)} % |`,
    );
  }
  return lines.join("\n");
}

const TRANSFER_NOTE =
  "the whole products feed of a legal entity with rebates, one request at a time without compression, beside a bare node:http server writing the same bytes from memory; RSS growth is the shop process's peak resident memory during the transfer less before it.";

/** Issue 16's check of the page cache under load, one row per database. */
const staleness: Array<StalenessResult & { database: string }> = [];
const STALENESS_NAME = "page cache: a price change under a visitor load";
const STALENESS_NOTE =
  "a visitor load on the category page (name order); twice a second the staff lower the price of the first product it lists that is not on sale through PATCH /api/admin/products/{id} and at once ask for the page: an answer without the new price is stale. Cache counters and the server's RSS are read after the load.";

const PLACEMENT_CPU_NOTE =
  "CPU time per order placed over the placing phases: the shop's process (every thread, PGlite's worker among them; not PostgreSQL's own processes) and the load generator's, on a machine with " +
  `${cpus().length} cores.`;
const placementCpuHeader = [
  "| database | orders/s | shop CPU ms per order | load generator CPU ms per order |",
  "|---|---:|---:|---:|",
];

const OVERSELL_NOTE =
  "every buyer has one piece of the same product in the cart, all place their order at the same moment.";

async function measureShop(
  database: string,
  env: Record<string, string>,
  itemCodes: string[],
  orders: OrderBenchSetup,
  notes: { oversells: string[]; placementCpu: string[] },
  feeds: { since: string; transfers: FeedTransferRow[] },
  /** Runs right after this tree's customers' pages (the compared tree's). */
  afterPages: () => Promise<void>,
  /** Issue 35: a price list applied through the staff's API while visitors browse, last. */
  priceImport?: { file: Uint8Array; results: VisitorsDuringImport[] },
): Promise<Row[]> {
  const shop = await startShop(root, env);
  const { origin, server } = shop;
  try {
    const tree = categoryTreeResponseSchema.parse(
      await (await fetch(`${origin}/api/categories`)).json(),
    ).data;
    const largest = [...tree].sort((a, b) => b.product_count - a.product_count)[0];
    if (!largest) throw new Error("no categories");
    const firstProduct = productListResponseSchema.parse(
      await (await fetch(`${origin}/api/products?category=${largest.slug_hr}&per_page=12`)).json(),
    ).data[0];
    // The product sitemap's last page: the one an OFFSET-paged query would find slowest.
    const sitemapPages = [
      ...(await (await fetch(`${origin}/sitemap.xml`)).text()).matchAll(
        /\/sitemap\/products-(\d+)\.xml/g,
      ),
    ];
    const lastProductSitemap = `/sitemap/products-${Math.max(...sitemapPages.map((m) => Number(m[1])))}.xml`;
    const listing = `GET /api/products?category=${largest.slug_hr} (${largest.product_count} products), price order, page 1 of 24`;
    const listingPaths = [
      `/api/products?category=${largest.slug_hr}&sort=price_asc&per_page=24&page=1`,
    ];
    const suggest = `GET /api/search/suggest (${SUGGEST_QUERIES.length} queries: exact, misspelt, no diacritics)`;
    const suggestPaths = SUGGEST_QUERIES.map(
      (q) => `/api/search/suggest?q=${encodeURIComponent(q)}`,
    );
    // Visitors' lists and suggestions are kept a few seconds; the "uncached" rows ask for answers
    // computed now (Cache-Control: no-cache), so they measure the queries themselves.
    const uncached = { "cache-control": "no-cache" };
    const targets: Array<[string, string[], Record<string, string>?]> = [
      ["GET /api/health", ["/api/health"]],
      [listing, listingPaths],
      [`${listing}, uncached`, listingPaths, uncached],
      [suggest, suggestPaths],
      [`${suggest}, uncached`, suggestPaths, uncached],
      ["GET / (home page, SSR)", ["/"]],
      [`GET /${largest.slug_hr} (category page, SSR)`, [`/${largest.slug_hr}?sort=price_asc`]],
      ...(firstProduct
        ? ([
            [
              `GET product page (SSR)`,
              [`/${firstProduct.category.slug_hr}/${firstProduct.slug_hr}`],
            ],
          ] as Array<[string, string[]]>)
        : []),
      ...(firstProduct
        ? ([
            [
              `GET /marke/${firstProduct.brand.slug} (brand page, SSR)`,
              [`/marke/${firstProduct.brand.slug}`],
            ],
          ] as Array<[string, string[]]>)
        : []),
      ["GET /sitemap.xml (index of the paged sitemaps)", ["/sitemap.xml"]],
      [`GET ${lastProductSitemap} (the last page of the product sitemap)`, [lastProductSitemap]],
      // As crawlers ask for it (Googlebot sends Accept-Encoding: gzip); the baseline sends the same gzip bytes.
      [
        `GET ${lastProductSitemap}, Accept-Encoding: gzip (as crawlers ask)`,
        [lastProductSitemap],
        { "accept-encoding": "gzip" },
      ],
    ];
    const rows: Row[] = [];
    for (const [name, paths, headers] of targets) {
      if (!wanted(name)) continue;
      log(`[${database}] ${name}…`);
      const target = headers
        ? await measureRequests(
            name,
            origin,
            paths.map((path) => ({ method: "GET", path, headers })),
            load,
          )
        : await measure(name, origin, paths, load);
      const baseline = await baselineFor(
        `${origin}${paths[0]}`,
        {},
        {
          gzip: /\bgzip\b/.test(headers?.["accept-encoding"] ?? ""),
        },
      );
      rows.push({ database, target, baseline });
    }
    if (wanted(STALENESS_NAME)) {
      log(`[${database}] ${STALENESS_NAME}…`);
      const result = await measureStaleness({
        origin,
        path: `/${largest.slug_hr}?sort=name`,
        apiList: `/api/products?category=${largest.slug_hr}&sort=name&per_page=24`,
        serverPid: server.pid ?? 0,
        productPaths: await productPagePaths(origin, 3000),
        connections: load.connections,
        durationS: load.duration,
      });
      staleness.push({ database, ...result });
    }
    pageRows.push(
      ...(await measureLoggedInPages({
        database,
        tree: "",
        orderBuyer: PAGE_ORDER_BUYER,
        origin,
        load,
        wanted,
        log,
        baselineFor,
      })),
    );
    await afterPages();
    rows.push(...(await measureFeeds(database, origin, server.pid ?? 0, feeds)));
    rows.push(...(await measureCarts(database, origin, itemCodes)));
    rows.push(
      ...(await measureOrders(database, origin, server.pid ?? 0, itemCodes, orders, notes)),
    );
    if (priceImport) {
      log(`[${database}] visitors' category pages while a price list is applied…`);
      const categories = tree.flatMap((node) => [node, ...node.children]).slice(0, 20);
      priceImport.results.push(
        await measureVisitorsDuringImport({
          database,
          origin,
          token: await loginStaff(origin),
          file: priceImport.file,
          pagePaths: categories.map((category) => `/${category.slug_hr}`),
          connections: load.connections,
        }),
      );
    }
    return rows;
  } finally {
    await shop.stop();
  }
}

/**
 * The shop of the tree in `tree` (this one, or the compared one) as `npm start` runs it, on a free
 * port, answering once its health check does.
 */
async function startShop(
  tree: string,
  env: Record<string, string>,
): Promise<{ origin: string; server: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const profiling = args.profile
    ? ["--cpu-prof", `--cpu-prof-dir=${join(outDir, "profiles")}`]
    : [];
  // The thousands of order confirmations a run writes go to a folder of its own, removed after it
  // (in ./var/mail they piled up run after run: 62,000 files, 1 GB, and the disk busy writing them).
  // In memory (tmpfs) where the machine has it: a mail leaves the shop there as it would for an SMTP
  // relay. On this VM's disk the kernel spent 0.5–0.8 ms of CPU on each 30 KB file, the bench
  // machine's disk rather than the shop's work, and a tenth of a placing's CPU.
  const mailDir = mkdtempSync(
    join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "dukan-bench-mail-"),
  );
  const server = spawn(process.execPath, [...profiling, join(tree, "apps/storefront/server.js")], {
    cwd: tree,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SEED_DEMO: "false",
      MAIL_DIR: mailDir,
      NODE_ENV: "production",
      // As `npm start` runs the shop: two malloc arenas, not one per thread (~40 MB less RSS).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      TRUST_PROXY: "1",
      // Polling at 16 connections for seconds is far over a real buyer's 60 a minute.
      FEED_REQUESTS_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(mailDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, server, stop };
}

/** The B2B feeds: whole products feeds one at a time, then polling at `load.connections`. */
async function measureFeeds(
  database: string,
  origin: string,
  pid: number,
  feeds: { since: string; transfers: FeedTransferRow[] },
): Promise<Row[]> {
  const names = {
    unchanged: "GET /api/b2b/products.json, If-None-Match of the current ETag (304)",
    availability: "GET /api/b2b/availability.json (whole catalogue)",
    since: `GET /api/b2b/products.json?since=… (${SINCE_CHANGES} products changed)`,
  };
  const transfersWanted = wanted("products.xml") || wanted("b2b/products.");
  if (!transfersWanted && !Object.values(names).some(wanted)) return [];
  const key = await benchFeedKey(origin);
  if (transfersWanted)
    feeds.transfers.push(...(await measureFeedTransfers(database, origin, pid, key, outDir, log)));
  const auth = { authorization: `Bearer ${key}` };
  const current = await fetch(`${origin}/api/b2b/products.json`, { headers: auth });
  const etag = current.headers.get("etag") ?? "";
  await current.body?.cancel(); // the ETag is all that is needed: the shop stops reading batches
  const since = `/api/b2b/products.json?since=${encodeURIComponent(feeds.since)}`;
  const targets: Array<[string, string, Record<string, string>]> = [
    [names.unchanged, "/api/b2b/products.json", { ...auth, "if-none-match": etag }],
    [names.availability, "/api/b2b/availability.json", auth],
    [names.since, since, auth],
  ];
  const rows: Row[] = [];
  for (const [name, path, headers] of targets) {
    if (!wanted(name)) continue;
    log(`[${database}] ${name}…`);
    const target = await measureRequests(name, origin, [{ method: "GET", path, headers }], load);
    rows.push({ database, target, baseline: await baselineFor(`${origin}${path}`, headers) });
  }
  return rows;
}

/**
 * The logged-in benchmarks: each connection is its own legal entity. "Cart" adds a piece to a
 * 50-line cart and reads the cart back (every response of the pair counts); "quick buy" pastes
 * 200 lines in one request.
 */
async function measureCarts(database: string, origin: string, itemCodes: string[]): Promise<Row[]> {
  const cartName = `POST /api/cart/lines + GET /api/cart (${CART_LINES}-line cart, a customer per connection)`;
  const quickName = `POST /api/cart/quick-buy (${QUICK_BUY_LINES} pasted lines)`;
  const chosen = [cartName, quickName].filter(wanted);
  if (chosen.length === 0) return [];
  const json = { "content-type": "application/json" };
  const tokens = async (kind: "cart" | "quick") =>
    Promise.all(
      Array.from({ length: load.connections }, async (_, n) => {
        const response = await fetch(`${origin}/api/login`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ email: benchCustomer(kind, n), password: BENCH_PASSWORD }),
        });
        const token = sessionTokensResponseSchema.parse(await response.json()).data.token;
        await fetch(`${origin}/api/cart`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${token}` },
        });
        return token;
      }),
    );
  const rows: Row[] = [];
  if (chosen.includes(cartName)) {
    const cartTokens = await tokens("cart");
    const text = itemCodes
      .slice(0, CART_LINES)
      .map((code) => `${code} 1`)
      .join("\n");
    for (const token of cartTokens) {
      const filled = await fetch(`${origin}/api/cart/quick-buy`, {
        method: "POST",
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ text }),
      });
      if (!filled.ok) throw new Error(`filling a bench cart answered ${filled.status}`);
    }
    log(`[${database}] ${cartName}…`);
    const target = await measureRequests(
      cartName,
      origin,
      [
        {
          method: "POST",
          path: "/api/cart/lines",
          body: JSON.stringify({ item_code: itemCodes[0], quantity: 1 }),
        },
        { method: "GET", path: "/api/cart" },
      ],
      load,
      (n) => ({ ...json, authorization: `Bearer ${cartTokens[n % cartTokens.length]}` }),
    );
    rows.push({
      database,
      target,
      baseline: await baselineFor(`${origin}/api/cart`, {
        authorization: `Bearer ${cartTokens[0]}`,
      }),
    });
  }
  if (chosen.includes(quickName)) {
    const quickTokens = await tokens("quick");
    const text = itemCodes
      .slice(CART_LINES, CART_LINES + QUICK_BUY_LINES)
      .map((code) => `${code}\t1`)
      .join("\r\n");
    log(`[${database}] ${quickName}…`);
    const target = await measureRequests(
      quickName,
      origin,
      [{ method: "POST", path: "/api/cart/quick-buy", body: JSON.stringify({ text }) }],
      load,
      (n) => ({
        ...json,
        authorization: `Bearer ${quickTokens[n % quickTokens.length]}`,
      }),
    );
    rows.push({
      database,
      target,
      baseline: await baselineFor(`${origin}/api/cart`, {
        authorization: `Bearer ${quickTokens[0]}`,
      }),
    });
  }
  return rows;
}

/** Issue 13: the race for the last pieces, placing 5-line orders, and the two long order lists. */
async function measureOrders(
  database: string,
  origin: string,
  serverPid: number,
  itemCodes: string[],
  orders: OrderBenchSetup,
  { oversells, placementCpu }: { oversells: string[]; placementCpu: string[] },
): Promise<Row[]> {
  const rows: Row[] = [];
  if (wanted("oversell")) {
    log(`[${database}] oversell…`);
    oversells.push(renderOversell(database, await measureOversell(origin, log)));
  }
  const placeName = `POST /api/orders (${PLACEMENT_LINES}-line order, every buyer at once, each after a quick buy refilled their cart, not timed; a customer per connection)`;
  if (wanted(placeName)) {
    log(`[${database}] ${placeName}…`);
    const { cpuPerOrder, ...target } = await measurePlacement(
      placeName,
      origin,
      itemCodes.slice(CART_LINES),
      { ...load, serverPid },
    );
    placementCpu.push(
      `| ${database} | ${Math.round(target.requestsPerSecond)} | ${cpuPerOrder.shop.toFixed(2)} | ${cpuPerOrder.bench.toFixed(2)} |`,
    );
    const token = await loginBench(origin, orderBenchCustomer("place", 0));
    const [latest] = (
      (await (
        await fetch(`${origin}/api/orders`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: { number: string }[];
      }
    ).data;
    rows.push({
      database,
      target,
      baseline: await baselineFor(`${origin}/api/orders/${latest?.number ?? ""}`, {
        authorization: `Bearer ${token}`,
      }),
    });
  }
  const lists: Array<[string, string, string]> = [
    [
      `GET /api/orders (a customer with ${HISTORY_ORDERS.toLocaleString("en")} orders, first page)`,
      orderBenchCustomer("history"),
      "/api/orders",
    ],
    [
      `GET /api/me/ordered-products (a customer with ${REORDER_PRODUCTS.toLocaleString("en")} distinct products ordered, first page)`,
      orderBenchCustomer("reorder"),
      "/api/me/ordered-products",
    ],
    [
      `GET /api/me/ordered-products?q=… (the same customer, searched)`,
      orderBenchCustomer("reorder"),
      "/api/me/ordered-products?q=mi",
    ],
  ];
  for (const [name, email, path] of lists) {
    if (!wanted(name)) continue;
    log(`[${database}] ${name}…`);
    const token = await loginBench(origin, email);
    const auth = { authorization: `Bearer ${token}` };
    const target = await measureRequests(name, origin, [{ method: "GET", path }], load, () => auth);
    rows.push({ database, target, baseline: await baselineFor(`${origin}${path}`, auth) });
  }
  return rows;
}

async function baselineFor(
  url: string,
  headers: Record<string, string> = {},
  /** Serve the answer gzip-compressed (level 9), as the shop sends it to a client that asks for gzip. */
  options: { gzip?: boolean } = {},
): Promise<Measurement> {
  const response = await fetch(url, { headers });
  const plain = Buffer.from(await response.arrayBuffer());
  const body = options.gzip ? gzipSync(plain, { level: 9 }) : plain;
  const file = join(outDir, "baseline.body");
  writeFileSync(file, body);
  const port = await freePort();
  const child = fork(join(root, "bench/baseline-server.mjs"), [
    String(port),
    file,
    response.headers.get("content-type") ?? "text/plain",
  ]);
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  try {
    return await measure(
      `node:http, same ${body.length} bytes${options.gzip ? " (gzip)" : ""}`,
      `http://127.0.0.1:${port}`,
      ["/"],
      load,
    );
  } finally {
    child.kill();
  }
}

/** Addresses of `count` product pages, from the product sitemap. */
async function productPagePaths(origin: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const response = await fetch(`${origin}/sitemap/products-${page}.xml`);
    if (!response.ok) break;
    const found = [
      ...(await response.text()).matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g),
    ].map((m) => m[1] as string);
    if (found.length === 0) break;
    paths.push(...found.filter((path) => !path.startsWith("/en/")));
  }
  return paths.slice(0, count);
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

/** The run's heading: when, what catalogue and load, which machine. */
function renderHeading(): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  return [
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${products.toLocaleString("en")} products, ${load.connections} connections, ${load.duration} s`,
    "",
    `Machine: ${machine}. Load generator (autocannon) on the same cores. Latencies in ms, exact percentiles of every response.`,
    "",
  ].join("\n");
}

function renderTable(rows: Row[]): string {
  const lines = [
    renderHeading(),
    "| database | endpoint | req/s | p50 | p95 | p99 | errors | baseline req/s | baseline p95 | req/s vs baseline |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { database, target, baseline } of rows) {
    const ratio = (target.requestsPerSecond / baseline.requestsPerSecond) * 100;
    lines.push(
      `| ${database} | ${target.name} | ${Math.round(target.requestsPerSecond)} | ${target.p50} | ${target.p95} | ${target.p99} | ${target.errors} | ${Math.round(baseline.requestsPerSecond)} | ${baseline.p95} | ${ratio.toFixed(1)} % |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
