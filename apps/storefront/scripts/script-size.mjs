// The JavaScript a first visit of each page type downloads, counted as a browser downloads it
// (docs/decisions/006): each page is opened in Debian's Chromium against the production build,
// in a fresh browser context (empty cache), left alone for a few idle seconds (no pointer, no key),
// and every .js file the browser requested — module scripts, modulepreloads, prefetches — is
// counted at its gzip -9 size. Pages behind a login are opened as the demo legal entity, with a
// product in its cart and the checkout's first two steps done.
//
// Usage: node apps/storefront/scripts/script-size.mjs [--origin http://127.0.0.1:3000 | --port N] [--budget 111430]
//        [--only <page name>] [--files] [--json]
// Without --origin it starts the built shop (`npm run build` first) on a free port with a fresh
// embedded database. Exits 1 when a page is over the budget (bytes, default 111,430: decision 019 says why
// not 110,000).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const { values: args } = parseArgs({
  options: {
    origin: { type: "string" },
    port: { type: "string" },
    budget: { type: "string", default: "111430" },
    only: { type: "string" },
    files: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
    idle: { type: "string", default: "3000" },
  },
});
const budget = Number(args.budget);
const idleMs = Number(args.idle);
const root = fileURLToPath(new URL("../../../", import.meta.url));
const log = (line) => process.stderr.write(`${line}\n`);
const company = { email: "tvrtka@dukan.demo", password: "Demo-Tvrtka-2026" };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The built shop on a free port and a database of its own, until `stop()`. */
async function startShop() {
  const port = args.port ? Number(args.port) : await freePort();
  const dataDir = `${root}var/script-size-db-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL("../server.js", import.meta.url))],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DIR: dataDir,
        DATABASE_URL: "",
        BACKEND_URL: "",
        NODE_ENV: "production",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 720; i++) {
    if (server.exitCode !== null) throw new Error(`the shop stopped (exit ${server.exitCode})`);
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: () => {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function api(origin, path, { token, method = "GET", body } = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** The demo legal entity's session (cookies), a product in its cart, the first two checkout steps done, one of its orders. */
async function customerSession(browser, origin, product) {
  const { token } = (await api(origin, "/api/login", { method: "POST", body: company })).data;
  const cart = (await api(origin, "/api/cart", { token })).data;
  if (cart.lines.length === 0)
    await api(origin, "/api/cart/lines", {
      token,
      method: "POST",
      body: { product_id: product.id, quantity: 1 },
    });
  const orders = (await api(origin, "/api/orders?per_page=5", { token })).data;
  const order = orders[0]?.number;
  if (!order) throw new Error("the demo legal entity has no orders");
  // Logged in through the login page (the session cookie is the storefront's), and the checkout's
  // first two steps sent as a customer does, so every step opens.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail adresa" }).fill(company.email);
  await page.getByLabel("Lozinka", { exact: true }).fill(company.password);
  await page.getByRole("button", { name: "Prijavi se" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto(`${origin}/data-verification`);
  await page.getByRole("button", { name: "Nastavi na podatke o dostavi" }).click();
  await page.waitForURL(`${origin}/delivery-verification`);
  await page.getByRole("radio", { name: "Osobno preuzimanje" }).check();
  await page.getByRole("button", { name: "Nastavi na potvrdu" }).click();
  await page.waitForURL(`${origin}/checkout`);
  const state = await context.storageState();
  await context.close();
  return { state, order };
}

/** Every .js file a fresh browser requests for `path` before and during a few idle seconds, with its gzip -9 size. */
async function measure(browser, origin, path, state) {
  const context = await browser.newContext(state ? { storageState: state } : {});
  const page = await context.newPage();
  const scripts = new Set();
  let last = Date.now();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) {
      scripts.add(url.pathname);
      last = Date.now();
    }
  });
  const response = await page.goto(origin + path, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`);
  const landed = new URL(page.url()).pathname + new URL(page.url()).search;
  if (landed !== path) throw new Error(`${path} went to ${landed}`);
  // Idle: no interaction; wait until no script has been asked for in the last `idleMs`, 15 s at most.
  const started = Date.now();
  await page.waitForTimeout(idleMs);
  while (Date.now() - last < idleMs && Date.now() - started < 15_000)
    await page.waitForTimeout(250);
  await context.close();
  const files = [];
  for (const file of scripts) {
    const body = Buffer.from(await (await fetch(origin + file)).arrayBuffer());
    files.push({ file, bytes: gzipSync(body, { level: 9 }).length });
  }
  files.sort((a, b) => b.bytes - a.bytes);
  return { total: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

async function main() {
  const shop = args.origin
    ? { origin: args.origin.replace(/\/$/, ""), stop: () => {} }
    : await startShop();
  const { origin } = shop;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  try {
    const product = (await api(origin, "/api/products?in_stock=1&per_page=12&sort=price_desc"))
      .data[0];
    if (!product) throw new Error("no products");
    const query = product.name_hr.split(/\s+/)[0];
    const session = await customerSession(browser, origin, product);
    const pages = [
      ["home", "/"],
      ["category", `/${product.category.slug_hr}`],
      ["product", `/${product.category.slug_hr}/${product.slug_hr}`],
      ["search results", `/rezultati-pretrazivanja?q=${encodeURIComponent(query)}`],
      ["login", "/login"],
      ["register", "/register"],
      ["cart", "/cart", true],
      ["profile", "/profile", true],
      ["data verification", "/data-verification", true],
      ["delivery verification", "/delivery-verification", true],
      ["checkout", "/checkout", true],
      ["orders", "/orders", true],
      ["order", `/orders/${session.order}`, true],
      ["success", `/success?order=${encodeURIComponent(session.order)}`, true],
    ].filter(([name]) => !args.only || name === args.only);
    const results = [];
    for (const [name, path, loggedIn] of pages) {
      const result = await measure(browser, origin, path, loggedIn ? session.state : undefined);
      results.push({ name, path, ...result, over: result.total > budget });
      log(
        `${String(result.total).padStart(8)} B  ${result.total > budget ? "OVER " : "     "} ${name} (${path})`,
      );
      if (args.files)
        for (const f of result.files) log(`${String(f.bytes).padStart(16)}  ${f.file}`);
    }
    if (args.json) process.stdout.write(`${JSON.stringify({ budget, pages: results })}\n`);
    else {
      const lines = ["| page | path | script, gzip -9 (B) | files |", "|---|---|---:|---:|"];
      for (const r of results)
        lines.push(
          `| ${r.name} | \`${r.path}\` | ${r.total.toLocaleString("en")}${r.over ? " ✖" : ""} | ${r.files.length} |`,
        );
      process.stdout.write(`${lines.join("\n")}\n`);
    }
    const over = results.filter((r) => r.over);
    if (over.length > 0) {
      log(
        `✖ over the budget of ${budget.toLocaleString("en")} B: ${over.map((r) => `${r.name} ${r.total.toLocaleString("en")} B`).join(", ")}`,
      );
      process.exitCode = 1;
    } else log(`✔ every page within ${budget.toLocaleString("en")} B of script on a first visit`);
  } finally {
    await browser.close();
    shop.stop();
  }
}

main().catch((error) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
