// Issue 38, item 8: `npm run bench:load [-- --shoppers 200 --seconds 60 --think 2 --products N
// --seed 1 --no-build]`. Simulated shoppers (bench/load/shopper.ts) on the production build
// (--no-build: as an `npm run build` just before made it) and a PostgreSQL server of its own,
// first with 1 worker and then with 2, each on a fresh copy of the same seeded database:
// requests/s and p95 per step, errors, and afterwards every order checked against the stock
// taken. Exits non-zero on any error or failed check. Both configurations in one run, as the
// machine is shared: compare the ratio more than the absolute figures.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { DEMO_PRODUCTS } from "../apps/backend/src/index.ts";
import { startShopProcess } from "../apps/storefront/server/testing/shop-process.ts";
import { startPostgres } from "../scripts/postgres.mjs";
import { type Check, checkConsistency, renderChecks, totalStock } from "./load/consistency.ts";
import { copyTemplate, prepareTemplate, type ShopMap } from "./load/prepare.ts";
import { type PlacedOrder, shop } from "./load/shopper.ts";
import {
  createTally,
  figuresOf,
  renderComparison,
  renderRun,
  type RunFigures,
} from "./load/tally.ts";

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const options = {
  shoppers: Math.round(arg("shoppers", 200)),
  seconds: arg("seconds", 60),
  thinkSeconds: arg("think", 2),
  products: Math.round(arg("products", DEMO_PRODUCTS)),
  seed: Math.round(arg("seed", 1)),
};
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Outcome {
  figures: RunFigures;
  checks: Check[];
  refusals: Map<string, number>;
}

/** One configuration: its own copy of the database, the shop with `workers`, the shoppers, the checks. */
async function measure(serverUrl: string, map: ShopMap, workers: number): Promise<Outcome> {
  const copy = await copyTemplate(serverUrl, `load_workers_${workers}`);
  // Order mails in memory where the machine has it: the bench machine's disk is not the shop's work.
  const mailDir = mkdtempSync(
    join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "dukan-load-mail-"),
  );
  try {
    const stockBefore = await totalStock(copy.url);
    const running = await startShopProcess({
      DATABASE_URL: copy.url,
      WORKERS: String(workers),
      MAIL_DIR: mailDir,
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    });
    const label = `${workers} worker${workers === 1 ? "" : "s"}`;
    let seconds: number;
    const tally = createTally();
    const placed: PlacedOrder[] = [];
    try {
      if (workers > 1) await running.printed(/Dućan runs \d+ workers/);
      log(`${label}: ${options.shoppers} shoppers for ${options.seconds} s…`);
      const started = performance.now();
      const run = {
        origin: running.origin,
        map,
        tally,
        placed,
        until: started + options.seconds * 1000,
        thinkMs: options.thinkSeconds * 1000,
        seed: options.seed,
      };
      await Promise.all(Array.from({ length: options.shoppers }, (_, n) => shop(run, n)));
      // Requests answered after the end (started before it) count, over the seconds they took.
      seconds = Math.max(options.seconds, (performance.now() - started) / 1000);
    } finally {
      const code = await running.stop();
      if (code !== 0) log(`the shop exited with ${code}:\n${running.output().slice(-2000)}`);
    }
    return {
      figures: figuresOf(label, tally, seconds),
      checks: await checkConsistency(copy.url, stockBefore, placed),
      refusals: tally.refusals(),
    };
  } finally {
    rmSync(mailDir, { recursive: true, force: true });
    await copy.drop();
  }
}

if (process.argv.includes("--no-build")) log("Using the production bundle as built before.");
else {
  log("Building the production bundle…");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0)
    throw new Error("build failed");
}
const postgres = await startPostgres();
let failed = false;
try {
  const companies = Math.ceil(options.shoppers / 10);
  log(`Seeding ${options.products} products, ${options.shoppers} customers into PostgreSQL…`);
  const map = await prepareTemplate(postgres.url, {
    products: options.products,
    companies,
    persons: options.shoppers - companies,
  });
  const outcomes = [await measure(postgres.url, map, 1), await measure(postgres.url, map, 2)];
  log(
    `\n${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · nproc ${availableParallelism()} (${cpus()[0]?.model.trim() ?? "?"}) · Node ${process.version} · ${options.products.toLocaleString("en")} products · ${options.shoppers} shoppers (1 in 10 a logged-in company) × ${options.seconds} s, think time exponential, mean ${options.thinkSeconds} s, seed ${options.seed}\n`,
  );
  for (const outcome of outcomes) {
    log(`${renderRun(outcome.figures)}\n`);
    log(`${renderChecks(outcome.checks)}\n`);
    for (const [refusal, count] of outcome.refusals) log(`  error ×${count}: ${refusal}`);
    if (outcome.figures.total.errors > 0 || outcome.checks.some((c) => !c.ok)) failed = true;
  }
  const [one, two] = outcomes as [Outcome, Outcome];
  log(renderComparison(one.figures, two.figures));
} finally {
  postgres.stop();
}
if (failed) {
  log("\nNot passed: errors or failed checks above.");
  process.exitCode = 1;
}
