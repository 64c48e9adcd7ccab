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
  origin: string;
  load: { connections: number; duration: number };
  wanted: (name: string) => boolean;
  log: (line: string) => void;
  baselineFor: (url: string, headers?: Record<string, string>) => Promise<Measurement>;
}

const CATEGORY_ROW =
  "GET category page (SSR), logged-in legal entity with rebates, a customer per connection";
const PRODUCT_ROW =
  "GET product page (SSR), logged-in legal entity with rebates, a customer per connection";

/** The category page and a product page, each connection logged in as its own legal entity. */
export async function measureLoggedInPages(
  bench: PageBench,
): Promise<Array<{ database: string; target: Measurement; baseline: Measurement }>> {
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
  const rows = [];
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
    bench.log(`[${bench.database}] ${name}…`);
    const target = await measureRequests(
      name,
      origin,
      [{ method: "GET", path }],
      bench.load,
      (n) => ({
        cookie: sessions[n % sessions.length]?.cookie ?? first.cookie,
      }),
    );
    // After the load another customer's page, from its frame if it has one (docs/performance.md), must still be theirs.
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
      target,
      baseline: await bench.baselineFor(`${origin}${path}`, { cookie: first.cookie }),
    });
  }
  return rows;
}

interface BenchSession {
  email: string;
  token: string;
  cookie: string;
}

async function login(origin: string, email: string): Promise<BenchSession> {
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
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
