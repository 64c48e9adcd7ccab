// Issue 38: the shop with 1 and with 2 workers on one PostgreSQL server, in the same run — a
// visitor's category page rendered anew (the page cache off) and a logged-in legal entity's
// category page (each connection its own customer). Run: node --import tsx bench/workers.ts
// [--products N] [--duration S]. Ratios between the two, not absolute times (a shared machine).
import { spawn } from "node:child_process";
import { availableParallelism, cpus } from "node:os";
import { join } from "node:path";
import { categoryTreeResponseSchema } from "@dukan/contract";
import { preparePostgres } from "./catalogue.ts";
import { type Measurement, measureRequests } from "./measure.ts";
import { login, pageCustomer, preparePageCustomers } from "./pages.ts";
import { freePort } from "../scripts/postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const products = arg("products", 10_000);
const load = { connections: 16, duration: arg("duration", 15) };
const log = (line: string) => process.stdout.write(`${line}\n`);

async function startShop(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "apps/storefront/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      NODE_ENV: "production",
      SEED_DEMO: "false",
      MAIL_DIR: join(root, "var/bench-workers-mail"),
      MALLOC_ARENA_MAX: "2",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let text = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const started = env.WORKERS === "1" ? /Dućan is running at/ : /Dućan runs \d+ workers/;
      if (started.test(text)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the shop exited (${code}): ${text}`)));
  });
  await ready;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function measureShop(url: string, workers: number): Promise<Measurement[]> {
  const shop = await startShop({ DATABASE_URL: url, WORKERS: String(workers), PAGE_CACHE_MB: "0" });
  try {
    const tree = categoryTreeResponseSchema.parse(
      await (await fetch(`${shop.origin}/api/categories`)).json(),
    ).data;
    const largest = [...tree].sort((a, b) => b.product_count - a.product_count)[0];
    if (!largest) throw new Error("no categories");
    const path = `/${largest.slug_hr}?sort=price_asc`;
    const visitor = await measureRequests(
      `visitor's category page, rendered anew, ${workers} worker(s)`,
      shop.origin,
      [{ method: "GET", path }],
      load,
    );
    const sessions = await Promise.all(
      Array.from({ length: load.connections }, (_, n) => login(shop.origin, pageCustomer(n))),
    );
    const customer = await measureRequests(
      `legal entity's category page, ${workers} worker(s)`,
      shop.origin,
      [{ method: "GET", path }],
      load,
      (n) => ({ cookie: sessions[n % sessions.length]?.cookie ?? "" }),
    );
    return [visitor, customer];
  } finally {
    await shop.stop();
  }
}

const postgres = await preparePostgres(products, log);
try {
  await preparePageCustomers({ databaseUrl: postgres.url }, load.connections);
  const one = await measureShop(postgres.url, 1);
  const two = await measureShop(postgres.url, 2);
  log(
    `\n${new Date().toISOString().slice(0, 16)} · ${availableParallelism()} cores (${cpus()[0]?.model ?? "?"}) · ${products.toLocaleString("en")} products · ${load.connections} connections × ${load.duration} s\n`,
  );
  log("| page | 1 worker req/s | p95 ms | 2 workers req/s | p95 ms | ratio | errors |");
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const [n, a] of one.entries()) {
    const b = two[n] as Measurement;
    log(
      `| ${a.name.replace(/, 1 worker\(s\)$/, "")} | ${a.requestsPerSecond.toFixed(1)} | ${a.p95.toFixed(1)} | ${b.requestsPerSecond.toFixed(1)} | ${b.p95.toFixed(1)} | ${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)}× | ${a.errors + b.errors} |`,
    );
  }
} finally {
  postgres.stop();
}
