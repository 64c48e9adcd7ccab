// Issue 16, item 2: pages as a logged-in legal entity with rebates sees them (its own prices, so
// no page cache can answer them). Each connection is its own customer, logged in with the
// session cookies the storefront sets (apps/storefront/app/lib/session.server.ts).
import {
  categoryTreeResponseSchema,
  productDetailResponseSchema,
  productListResponseSchema,
  type ProductSummary,
  sessionTokensResponseSchema,
} from "@dukan/contract";
import { asc } from "drizzle-orm";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import { defaultScope } from "../apps/backend/src/accounts/user.ts";
import { users } from "../apps/backend/src/accounts/schema.ts";
import { brands } from "../apps/backend/src/catalogue/schema.ts";
import { customerRebates } from "../apps/backend/src/pricing/schema.ts";
import { formatPrice } from "../apps/storefront/app/lib/number-format.ts";
import { type BenchTarget, openBenchDatabase } from "./catalogue.ts";
import { BENCH_PASSWORD } from "./customers.ts";
import { type Measurement, measureRequests } from "./measure.ts";
import { startOrderLoad } from "./order-load.ts";
import { staffSessionIfAny } from "./page-cache.ts";

export const pageCustomer = (n: number) => `bench-page-${n}@dukan.bench`;

/** The rebates each page customer has: 7 % on everything and 18 % on the first brand (the best one applies). */
const REBATE_ALL = 7;
const REBATE_BRAND = 18;

/**
 * `count` legal entities for the logged-in page rows, each with a rebate on everything and a
 * larger one on one brand. Written straight into the database before the shop starts; safe to
 * run again on the same database.
 */
export async function preparePageCustomers(target: BenchTarget, count: number): Promise<void> {
  const database = await openBenchDatabase(target);
  try {
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const [brand] = await database.db
      .select({ id: brands.id })
      .from(brands)
      .orderBy(asc(brands.id))
      .limit(1);
    const inserted = await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, n) => ({
          type: "company" as const,
          email: pageCustomer(n),
          name: `Bench page ${n}`,
          passwordHash,
          emailConfirmedAt: new Date(),
          scope: defaultScope("company"),
          companyName: `Bench Stranica ${n} d.o.o.`,
          companyOib: "33392005961",
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    for (const { id } of inserted) {
      await database.db
        .insert(customerRebates)
        .values([
          { userId: id, percent: REBATE_ALL },
          ...(brand ? [{ userId: id, brandId: brand.id, percent: REBATE_BRAND }] : []),
        ]);
    }
  } finally {
    await database.close();
  }
}

export interface PageBench {
  database: string;
  /** The tree measured: "" for this one, or what the rows' names add (the compared tree). */
  tree: string;
  /** The placement buyer (prepareOrderBench's) who orders in the background during each row. */
  orderBuyer: number;
  origin: string;
  load: { connections: number; duration: number };
  wanted: (name: string) => boolean;
  log: (line: string) => void;
  baselineFor: (url: string, headers?: Record<string, string>) => Promise<Measurement>;
}

export const CATEGORY_ROW =
  "GET category page (SSR), logged-in legal entity with rebates, a customer per connection";
export const PRODUCT_ROW =
  "GET product page (SSR), logged-in legal entity with rebates, a customer per connection";

/** Stock of the products the background buyer orders, so that none runs out during a run. */
const ORDERED_STOCK = 10_000_000;

export interface PageRow {
  database: string;
  tree: string;
  /** CATEGORY_ROW or PRODUCT_ROW. */
  page: string;
  target: Measurement;
  baseline: Measurement;
  /** Orders the background buyer placed (and failed to) within the measured seconds, and their p95 in ms. */
  orders: { placed: number; failed: number; p95: number };
}

/**
 * The category page and a product page, each connection logged in as its own legal entity, while
 * another buyer places an order once a second (from before the warm-up to the end of the row):
 * each order takes a piece of the product page's product and of one more product the category
 * page lists, so every order changes what the measured pages show.
 */
export async function measureLoggedInPages(bench: PageBench): Promise<PageRow[]> {
  const chosen = [CATEGORY_ROW, PRODUCT_ROW].filter(bench.wanted);
  if (chosen.length === 0) return [];
  const { origin } = bench;
  const sessions = await Promise.all(
    Array.from({ length: bench.load.connections }, (_, n) => login(origin, pageCustomer(n))),
  );
  const first = sessions[0];
  if (!first) throw new Error("no page customers");
  const tree = categoryTreeResponseSchema.parse(
    await (await fetch(`${origin}/api/categories`)).json(),
  ).data;
  const largest = [...tree].sort((a, b) => b.product_count - a.product_count)[0];
  if (!largest) throw new Error("no categories");
  const categoryPath = `/${largest.slug_hr}?sort=price_asc`;
  const visitorList = productListResponseSchema.parse(
    await (
      await fetch(`${origin}/api/products?category=${largest.slug_hr}&sort=price_asc&per_page=24`)
    ).json(),
  ).data;
  const customerList = productListResponseSchema.parse(
    await (
      await fetch(`${origin}/api/products?category=${largest.slug_hr}&sort=price_asc&per_page=24`, {
        headers: { authorization: `Bearer ${first.token}` },
      })
    ).json(),
  ).data;
  const product = customerList[0];
  if (!product) throw new Error("an empty category");
  const productPath = `/${product.category.slug_hr}/${product.slug_hr}`;
  // The staff give the ordered products stock enough for any run (a committed change like any other,
  // before the rows). A tree from before the back office (`--compare`) has no staff: its orders take
  // the seed's stock, and an order the stock cannot cover is counted as not placed.
  const staff = await staffSessionIfAny(origin);
  if (staff === null)
    bench.log(`[${bench.database}] no back office in this tree: the orders take the seed's stock`);
  for (const listed of staff === null ? [] : customerList) {
    const changed = await fetch(`${origin}/api/admin/products/${listed.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${staff}` },
      body: JSON.stringify({ stock: ORDERED_STOCK }),
    });
    if (!changed.ok) throw new Error(`stock change: ${changed.status} ${await changed.text()}`);
  }
  const orderedCodes = customerList.map((listed) => listed.item_code);
  const label = bench.tree ? ` (${bench.tree})` : "";
  const rows: PageRow[] = [];
  for (const [name, path] of [
    [CATEGORY_ROW, categoryPath],
    [PRODUCT_ROW, productPath],
  ] as const) {
    if (!chosen.includes(name)) continue;
    // The page must be the customer's: their company in the header and their price (not a visitor's) on it.
    const html = await (
      await fetch(`${origin}${path}`, { headers: { cookie: first.cookie } })
    ).text();
    await expectCustomerPage(
      origin,
      html,
      path,
      first,
      name === CATEGORY_ROW ? customerList : [product],
      visitorList,
    );
    bench.log(`[${bench.database}] ${name}${label}, an order a second meanwhile…`);
    const orderLoad = await startOrderLoad({
      origin,
      buyer: bench.orderBuyer,
      itemCodes: orderedCodes,
      log: bench.log,
    });
    let measured: Awaited<ReturnType<typeof measureRequests>>;
    try {
      measured = await measureRequests(
        `${name}${label}`,
        origin,
        [{ method: "GET", path }],
        bench.load,
        (n) => ({
          cookie: sessions[n % sessions.length]?.cookie ?? first.cookie,
        }),
      );
    } finally {
      await orderLoad.stop();
    }
    const { from, to, ...target } = measured;
    const orders = orderLoad.countBetween(from, to);
    bench.log(
      `[${bench.database}] …${orders.placed} orders placed in the measured ${bench.load.duration} s (${orders.failed} not placed), p95 ${orders.p95} ms`,
    );
    // After the load another customer's page must still be theirs (a compared older tree may answer it from a page frame).
    const other = sessions[1] ?? first;
    const after = await fetch(`${origin}${path}`, { headers: { cookie: other.cookie } });
    await expectCustomerPage(
      origin,
      await after.text(),
      path,
      other,
      name === CATEGORY_ROW ? customerList : [product],
      visitorList,
    );
    bench.log(
      `[${bench.database}] …then ${after.headers.get("x-page-frame") === "filled" ? "filled into its frame" : "rendered"} for another customer`,
    );
    rows.push({
      database: bench.database,
      tree: bench.tree,
      page: name,
      target,
      orders,
      baseline: await bench.baselineFor(`${origin}${path}`, { cookie: first.cookie }),
    });
  }
  return rows;
}

export interface BenchSession {
  email: string;
  token: string;
  cookie: string;
}

/** Logs a bench customer in; `headers` are the client's own (its address behind TRUST_PROXY). */
export async function login(
  origin: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<BenchSession> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`logging ${email} in answered ${response.status}`);
  const tokens = sessionTokensResponseSchema.parse(await response.json()).data;
  const cookie = [
    `auth._token.local=${encodeURIComponent(`Bearer ${tokens.token}`)}`,
    `auth._refresh_token.local=${encodeURIComponent(tokens.refresh_token)}`,
    "auth.strategy=local",
  ].join("; ");
  return { email, token: tokens.token, cookie };
}

/** Throws unless the page names the customer's company and shows their price of each product, which differs from a visitor's. */
async function expectCustomerPage(
  origin: string,
  html: string,
  path: string,
  session: BenchSession,
  shown: ProductSummary[],
  visitorList: ProductSummary[],
): Promise<void> {
  const n = session.email.match(/bench-page-(\d+)@/)?.[1];
  if (!html.includes(`Bench Stranica ${n} d.o.o.`))
    throw new Error(`${path} does not show the logged-in company: a visitor's page?`);
  for (const product of shown) {
    const detail = productDetailResponseSchema.parse(
      await (
        await fetch(`${origin}/api/products/${product.slug_hr}`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json(),
    ).data;
    const visitor = visitorList.find((p) => p.id === product.id);
    if (detail.your_price_includes_vat || detail.rebate === null)
      throw new Error(`${product.slug_hr}: no rebated wholesale price`);
    if (visitor && visitor.your_price_cents === detail.your_price_cents)
      throw new Error(`${product.slug_hr}: same price as a visitor's`);
    const price = formatPrice(detail.your_price_cents, "hr");
    if (!html.includes(price))
      throw new Error(`${path} does not show the customer's price ${price} of ${product.slug_hr}`);
  }
}
