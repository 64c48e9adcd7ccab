// `npm run bench:lighthouse`: Lighthouse 12 (mobile) in Debian's Chromium on the home,
// a category and a product page of the production build, plus the JavaScript a first
// visit of each downloads (gzip -9). Needs a built shop (`npm run build`).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { productListResponseSchema } from "@dukan/contract";
import { freePort } from "../scripts/postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "bench/out/lighthouse");
mkdirSync(outDir, { recursive: true });
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const port = await freePort();
  const dataDir = join(root, "var/lighthouse-db");
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [join(root, "apps/storefront/server.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
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
    const product = productListResponseSchema.parse(await (await fetch(`${origin}/api/products?per_page=12&sort=price_desc`)).json())
      .data[0];
    if (!product) throw new Error("no products");
    const pages: Array<[string, string, string]> = [
      ["home", "/", "routes/home.tsx"],
      ["category", `/${product.category.slug_hr}`, "routes/category.tsx"],
      ["product", `/${product.category.slug_hr}/${product.slug_hr}`, "routes/product.tsx"],
    ];
    const lines = [
      "| page | performance | accessibility | SEO | best practices | LCP ms | CLS | TBT ms | JS gzip -9 |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ];
    for (const [name, path, route] of pages) {
      log(`Lighthouse: ${name} (${path})…`);
      const report = join(outDir, `${name}.json`);
      execFileSync(
        "npx",
        [
          "lighthouse",
          origin + path,
          "--quiet",
          "--output=json",
          `--output-path=${report}`,
          "--only-categories=performance,accessibility,seo,best-practices",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --no-first-run",
        ],
        { cwd: root, stdio: "inherit", env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" } },
      );
      const result = JSON.parse(readFileSync(report, "utf8")) as LighthouseResult;
      const score = (key: string) => Math.round((result.categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => result.audits[key]?.numericValue ?? 0;
      const js = execFileSync(process.execPath, [join(root, "apps/storefront/scripts/script-size.mjs"), route], { encoding: "utf8" });
      const total = /(\d+)\s+total bytes/.exec(js)?.[1] ?? "?";
      lines.push(
        `| ${name} | ${score("performance")} | ${score("accessibility")} | ${score("seo")} | ${score("best-practices")} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} | ${total} B |`,
      );
    }
    log(`\n${lines.join("\n")}\n`);
  } finally {
    server.kill("SIGTERM");
  }
}

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exit(1);
});
