// `npm run bench:lighthouse`: Lighthouse 12 (mobile) in Debian's Chromium on the home page, a
// category, a product, the cart (logged in as the demo legal entity, a product in its cart) and the
// login page of the production build, plus the JavaScript a first visit of each downloads (gzip -9,
// apps/storefront/scripts/script-size.mjs, which measures every page type). Needs a built shop (`npm run build`).
// One Lighthouse run on these shared machines moves by ±5 points with the load of the moment,
// so each page is run `--runs` times (default 5) and the median is the figure; every run's
// score is printed beside it.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { productListResponseSchema } from "@dukan/contract";
import { freePort } from "../scripts/postgres.mjs";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "5" }, port: { type: "string" } },
});
const runs = Math.max(1, Number(args.runs));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "bench/out/lighthouse");
mkdirSync(outDir, { recursive: true });
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const port = args.port ? Number(args.port) : await freePort();
  const dataDir = join(root, "var/lighthouse-db");
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [join(root, "apps/storefront/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 250));
    const product = productListResponseSchema.parse(
      await (await fetch(`${origin}/api/products?per_page=12&sort=price_desc`)).json(),
    ).data[0];
    if (!product) throw new Error("no products");
    // The cart is a customer's page: the demo legal entity's session, with a product in its cart.
    const cookie = await customerCookie(origin, product.id);
    const pages: Array<[name: string, path: string, cookie?: string]> = [
      ["home", "/"],
      ["category", `/${product.category.slug_hr}`],
      ["product", `/${product.category.slug_hr}/${product.slug_hr}`],
      ["cart", "/cart", cookie],
      ["login", "/login"],
    ];
    const sizes = JSON.parse(
      execFileSync(
        process.execPath,
        [join(root, "apps/storefront/scripts/script-size.mjs"), "--origin", origin, "--json"],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
        },
      ),
    ) as { pages: Array<{ name: string; path: string; total: number }> };
    const lines = [
      `Medians of ${runs} runs a page (each run's performance in brackets); accessibility, SEO and best practices: the lowest run.`,
      "",
      "| page | performance (runs) | accessibility | SEO | best practices | LCP ms | CLS | TBT ms | JS gzip -9 |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const [name, path, session] of pages) {
      // The server's first answer for a page is not what a shopper waits for. (A kept-alive
      // socket may have been closed by the server during the previous page's runs: one retry.)
      const headers: Record<string, string> = session
        ? { connection: "close", cookie: session }
        : { connection: "close" };
      const warm = () => fetch(origin + path, { headers }).then((r) => r.text());
      await warm().catch(warm);
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        log(`Lighthouse: ${name} (${path}), run ${run} of ${runs}…`);
        const report = join(outDir, `${name}-${run}.json`);
        execFileSync(
          "npx",
          [
            "lighthouse",
            origin + path,
            "--quiet",
            "--output=json",
            `--output-path=${report}`,
            "--only-categories=performance,accessibility,seo,best-practices",
            ...(session ? [`--extra-headers=${JSON.stringify({ Cookie: session })}`] : []),
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --no-first-run",
          ],
          {
            cwd: root,
            stdio: "inherit",
            env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" },
          },
        );
        results.push(JSON.parse(readFileSync(report, "utf8")) as LighthouseResult);
      }
      const score = (key: string) =>
        results.map((result) => Math.round((result.categories[key]?.score ?? 0) * 100));
      const audit = (key: string) =>
        median(results.map((result) => result.audits[key]?.numericValue ?? 0));
      const total = sizes.pages.find((page) => page.name === name)?.total ?? "?";
      lines.push(
        `| ${name} | ${median(score("performance"))} (${score("performance").join(", ")}) | ${Math.min(...score("accessibility"))} | ${Math.min(...score("seo"))} | ${Math.min(...score("best-practices"))} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} | ${total} B |`,
      );
    }
    lines.push(
      "",
      "Script a first visit of each page type downloads (gzip -9, script-size.mjs):",
      "",
      "| page | path | bytes |",
      "|---|---|---:|",
    );
    for (const page of sizes.pages)
      lines.push(`| ${page.name} | \`${page.path}\` | ${page.total.toLocaleString("en")} |`);
    log(`\n${lines.join("\n")}\n`);
  } finally {
    server.kill("SIGTERM");
  }
}

/** The demo legal entity's session cookies, from the login form, after putting a product in its cart through the API. */
async function customerCookie(origin: string, productId: number): Promise<string> {
  const credentials = { email: "tvrtka@dukan.demo", password: "Demo-Tvrtka-2026" };
  const login = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  await fetch(`${origin}/api/cart/lines`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ product_id: productId, quantity: 1 }),
  });
  const page = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams(credentials),
    redirect: "manual",
  });
  const cookies = page.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (cookies.length === 0) throw new Error(`login refused: ${page.status}`);
  return cookies.join("; ");
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
