import { type APIRequestContext, expect, test } from "@playwright/test";
import { formatPrice } from "../app/lib/number-format.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, logIn, ownAddress } from "./fixtures/accounts.ts";
import { adminSession } from "./fixtures/staff.ts";

/**
 * The page cache as visitors and customers meet it (docs/page-cache.md): kept pages show a change
 * the moment it is committed, a customer never gets a kept page, and nothing personal is kept.
 * Serial: the first test changes a product's price and stock (and puts them back).
 */
test.describe.configure({ mode: "serial" });

interface Product {
  id: number;
  item_code: string;
  slug_hr: string;
  price_cents: number;
  sale_price_cents: number | null;
  availability: string;
  category: { slug_hr: string };
}

async function tokenOf(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/login", { headers: ownAddress(), data: who });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A product not on sale, in stock, from the middle of a big category (no other test counts on its price). */
async function quietProduct(request: APIRequestContext): Promise<Product> {
  const list = (await (
    await request.get("/api/products?category=zastitna-stakla&per_page=48&page=3")
  ).json()) as { data: Product[] };
  const product = list.data.find(
    (p) => p.sale_price_cents === null && p.availability === "in_stock",
  );
  if (!product) throw new Error("no quiet product");
  return product;
}

async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { cache: response.headers()["x-page-cache"], html: await response.text() };
}

/**
 * Visits a page until it is answered from the cache. Other tests run beside this file and place
 * orders: a stock change anywhere in the category rightly drops (or keeps from being kept) the
 * category's pages, so a second visit is not always a hit; a few visits in a row are.
 */
async function visitCached(request: APIRequestContext, path: string) {
  let last = await visit(request, path);
  for (let attempt = 0; attempt < 5 && last.cache !== "hit"; attempt++)
    last = await visit(request, path);
  expect(last.cache, path).toBe("hit");
  return last;
}

test("a price and a stock change show at once on the kept product and category pages", async ({
  request,
}) => {
  const product = await quietProduct(request);
  const productPage = `/${product.category.slug_hr}/${product.slug_hr}`;
  const listing = `/${product.category.slug_hr}?q=${product.item_code}`;
  for (const path of [productPage, listing]) {
    const again = await visitCached(request, path);
    expect(again.html, path).toContain(formatPrice(product.price_cents, "hr"));
  }

  const staff = {
    authorization: `Bearer ${(await adminSession(request)).token}`,
  };
  const change = async (data: Record<string, number>) => {
    const response = await request.patch(`/api/admin/products/${product.id}`, {
      headers: staff,
      data,
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  const newPrice = product.price_cents + 111;
  try {
    await change({ retail_price_cents: newPrice, stock: 0 });
    for (const path of [productPage, listing]) {
      const after = await visit(request, path);
      expect(after.cache, path).toBe("miss");
      expect(after.html, path).toContain(formatPrice(newPrice, "hr"));
      expect(after.html, path).toContain("Nema na zalihi");
      await visitCached(request, path);
    }
  } finally {
    await change({ retail_price_cents: product.price_cents, stock: 50 });
  }
  expect((await visit(request, productPage)).html).toContain(
    formatPrice(product.price_cents, "hr"),
  );
});

test("a logged-in legal entity opening a kept category page gets it rendered with its own prices", async ({
  page,
  request,
}) => {
  const product = await quietProduct(request);
  const listing = `/${product.category.slug_hr}?q=${product.item_code}`;
  await visitCached(request, listing);
  const token = await tokenOf(request, demo.company);
  const own = (await (
    await request.get(`/api/products/${product.slug_hr}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: { your_price_cents: number };
  };
  expect(own.data.your_price_cents).not.toBe(product.price_cents);

  await page.goto("/login");
  await logIn(page, demo.company.email, demo.company.password);
  await expect(page).not.toHaveURL(/\/login/);
  const response = await page.goto(listing);
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  expect(response?.headers()["cache-control"]).toContain("private");
  await expect(page.locator("main")).toContainText(formatPrice(own.data.your_price_cents, "hr"));
  await expectNoAxeViolations(page);
});

test("two customers on the same page each get their own, and nothing of theirs is kept for visitors", async ({
  browser,
  request,
}) => {
  const product = await quietProduct(request);
  const productPage = `/${product.category.slug_hr}/${product.slug_hr}`;
  const seen: string[] = [];
  for (const who of [demo.company, demo.person]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/login");
    await logIn(page, who.email, who.password);
    await expect(page).not.toHaveURL(/\/login/);
    const response = await page.goto(productPage);
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    seen.push(await page.locator("header").innerText());
    await context.close();
  }
  expect(seen[0]).toContain("Demo Informatika");
  expect(seen[1]).not.toContain("Demo Informatika");
  // A visitor afterwards gets the visitor's page: no customer's name, no customer's price.
  const visitor = await visit(request, productPage);
  expect(visitor.html).not.toContain("Demo Informatika");
  expect(visitor.html).toContain(formatPrice(product.price_cents, "hr"));
});
