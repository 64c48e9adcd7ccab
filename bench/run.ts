// `npm run bench`: production build, a 100,000-product catalogue, and each
// measured endpoint beside a bare node:http baseline serving the same bytes in the same run.
import { type ChildProcess, fork, spawn, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort } from "../scripts/postgres.mjs";
import { prepareCatalogue } from "./catalogue.ts";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    record: { type: "boolean", default: false },
    only: { type: "string" },
  },
});

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "bench/out");
mkdirSync(outDir, { recursive: true });
const duration = Number(args.duration);
const connections = Number(args.connections);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function measure(name: string, url: string): Promise<Row> {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration });
  const p95 = (result.latency as unknown as Record<string, number>).p95 ?? result.latency.p97_5;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function waitForMessage(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

async function baselineFor(name: string, url: string): Promise<{ row: Row; stop: () => void }> {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const file = join(outDir, `${name.replace(/\W+/g, "-")}.body`);
  writeFileSync(file, body);
  const port = await freePort();
  const child = fork(join(root, "bench/baseline-server.mjs"), [String(port), file, response.headers.get("content-type") ?? "text/plain"], {
    stdio: "inherit",
  });
  await waitForMessage(child);
  const row = await measure(`baseline: node:http, same ${body.length} bytes`, `http://127.0.0.1:${port}/`);
  return { row, stop: () => child.kill() };
}

async function main() {
  log("Building the production bundle…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("build failed");

  const products = Number(args.products);
  const dataDir = await prepareCatalogue(products, log);

  const port = await freePort();
  const server = spawn(process.execPath, [join(root, "apps/storefront/server.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, SEED_DEMO: "false", DATABASE_URL: "", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health`, server);
    const targets: Array<[string, string]> = [
      ["GET /api/health", `${base}/api/health`],
      ["GET / (home page SSR)", `${base}/`],
    ];
    const rows: Array<{ target: Row; baseline: Row }> = [];
    for (const [name, url] of targets) {
      if (args.only && !name.includes(args.only)) continue;
      log(`Measuring ${name}…`);
      const target = await measure(name, url);
      const baseline = await baselineFor(name, url);
      baseline.stop();
      rows.push({ target, baseline: baseline.row });
    }
    const table = renderTable(rows, products);
    log(`\n${table}`);
    writeFileSync(join(outDir, "latest.md"), table);
    if (args.record) appendFileSync(join(root, "bench/RESULTS.md"), `\n${table}`);
  } finally {
    server.kill("SIGTERM");
  }
}

function renderTable(rows: Array<{ target: Row; baseline: Row }>, products: number): string {
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = [
    `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${products.toLocaleString("en")} products, PGlite, ${connections} connections, ${duration} s`,
    "",
    `Machine: ${machine}`,
    "",
    "| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | req/s vs baseline |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { target, baseline } of rows) {
    const ratio = target.requestsPerSecond / baseline.requestsPerSecond;
    for (const [row, r] of [
      [target, `${(ratio * 100).toFixed(1)} %`],
      [baseline, "100 %"],
    ] as const) {
      lines.push(`| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} | ${r} |`);
    }
  }
  return `${lines.join("\n")}\n`;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
