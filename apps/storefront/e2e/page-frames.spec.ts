import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatPrice } from "../app/lib/number-format.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { confirmedPerson, demo, logIn, ownAddress } from "./fixtures/accounts.ts";

/**
 * Customers' category and product pages filled into frames (docs/performance.md): the page a
 * customer gets from a frame is the page rendered for them, with their own name, cart and prices,
 * and nothing of the customer the frame was written for.
 */

interface Product {
  id: number;
  item_code: string;
  slug_hr: string;
  slug_en: string;
  sale_price_cents: number | null;
  availability: string;
  category: { slug_hr: string; slug_en: string };
}

/** A product not on sale, in stock, from the middle of a big category: no other test orders it. */
async function quietProduct(request: APIRequestContext): Promise<Product> {
  const list = (await (
    await request.get("/api/products?category=zastitna-stakla&per_page=48&page=2")
  ).json()) as { data: Product[] };
  const product = list.data.find(
    (p) => p.sale_price_cents === null && p.availability === "in_stock",
  );
  if (!product) throw new Error("no quiet product");
  return product;
}

async function sessionCookie(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/login", { headers: ownAddress(), data: who });
  expect(response.status()).toBe(200);
  const { token, refresh_token } = (
    (await response.json()) as { data: { token: string; refresh_token: string } }
  ).data;
  return [
    `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`,
    `auth._refresh_token.local=${encodeURIComponent(refresh_token)}`,
    "auth.strategy=local",
  ].join("; ");
}

async function visit(
  request: APIRequestContext,
  path: string,
  cookie: string,
  extra: Record<string, string> = {},
) {
  const response = await request.get(path, { headers: { cookie, ...extra } });
  expect(response.status(), path).toBe(200);
  return { framed: response.headers()["x-page-frame"] === "filled", html: await response.text() };
}

/**
 * The page as `second` gets it from a frame that `first`'s visits wrote. A frame is written after a
 * rendered visit, and any change of the catalogue (other tests place orders beside this file)
 * drops every frame: a few visits in a row see one kept.
 */
async function visitFramed(
  request: APIRequestContext,
  path: string,
  first: string,
  second: string,
) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await visit(request, path, first);
    const answer = await visit(request, path, second);
    if (answer.framed) return answer.html;
  }
  throw new Error(`${path} never came from a frame`);
}

const DATA_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

/** A page taken apart for comparing: its HTML with the nonce and the data left out, and the data decoded (the cart's read time aside). */
function pageParts(html: string) {
  const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1] ?? "";
  const start = html.indexOf(DATA_SCRIPT) + DATA_SCRIPT.length;
  const end = html.indexOf(");</script>", start);
  const flat = JSON.parse(JSON.parse(html.slice(start, end)) as string) as unknown[];
  const value = (index: number): unknown => {
    if (index === -5) return null;
    if (index === -7) return undefined;
    const entry = flat[index];
    if (Array.isArray(entry))
      return typeof entry[0] === "string" ? entry : entry.map((ref) => value(ref as number));
    if (typeof entry === "object" && entry !== null)
      return Object.fromEntries(
        Object.entries(entry).map(([key, ref]) => [
          flat[Number(key.slice(1))],
          value(ref as number),
        ]),
      );
    return entry;
  };
  const data = value(0) as { loaderData: { root: { cart?: { at: number } | null } } };
  if (data.loaderData.root.cart) data.loaderData.root.cart.at = 0;
  return { markup: (html.slice(0, start) + html.slice(end)).split(nonce).join("NONCE"), data };
}

test("two customers: the page from a frame is the page rendered for its customer, with nothing of the other", async ({
  request,
}) => {
  const product = await quietProduct(request);
  const other = await confirmedPerson(request, "Okvirna Kupčica");
  const [first, second] = [
    await sessionCookie(request, demo.person),
    await sessionCookie(request, other),
  ];
  for (const path of [
    `/${product.category.slug_hr}?q=${product.item_code}`,
    `/en/${product.category.slug_en}?q=${product.item_code}`,
    `/${product.category.slug_hr}/${product.slug_hr}`,
    `/en/${product.category.slug_en}/${product.slug_en}`,
  ]) {
    const framed = await visitFramed(request, path, first, second);
    expect(framed, path).toContain("Okvirna Kupčica");
    expect(framed, path).not.toContain("Demo Kupac");
    // A reload that asks for no cache renders the page: the same, but for the nonce.
    const rendered = await visit(request, path, second, { "cache-control": "no-cache" });
    expect(rendered.framed).toBe(false);
    const [fromFrame, fromRender] = [pageParts(framed), pageParts(rendered.html)];
    expect(fromFrame.markup, path).toBe(fromRender.markup);
    expect(fromFrame.data, path).toEqual(fromRender.data);
  }
});

/** Visits a page in the browser until it comes from a frame (see `visitFramed`). */
async function gotoFramed(page: Page, path: string) {
  for (let attempt = 0; attempt < 20; attempt++)
    if ((await page.goto(path))?.headers()["x-page-frame"] === "filled") return;
  throw new Error(`${path} never came from a frame`);
}

test("a legal entity's page from a frame shows its own prices, and is accessible", async ({
  page,
  request,
}) => {
  const product = await quietProduct(request);
  const path = `/${product.category.slug_hr}?q=${product.item_code}`;
  const cookie = await sessionCookie(request, demo.company);
  await visit(request, path, cookie);
  const token = decodeURIComponent(/auth\._token\.local=([^;]+)/.exec(cookie)?.[1] ?? "").replace(
    /^Bearer /,
    "",
  );
  const own = (await (
    await request.get(`/api/products/${product.slug_hr}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: { your_price_cents: number; your_price_includes_vat: boolean };
  };
  expect(own.data.your_price_includes_vat).toBe(false);

  await page.goto("/login");
  await logIn(page, demo.company.email, demo.company.password);
  await expect(page).not.toHaveURL(/\/login/);
  await gotoFramed(page, path);
  await expect(page.locator("header")).toContainText("Demo Informatika");
  await expect(page.locator("main")).toContainText(formatPrice(own.data.your_price_cents, "hr"));
  await expectNoAxeViolations(page);
});

test("a customer's cart on pages from frames: an add shows at once and on the next page", async ({
  page,
  request,
}) => {
  const product = await quietProduct(request);
  const path = `/${product.category.slug_hr}?q=${product.item_code}`;
  const shopper = await confirmedPerson(request, "Okvirni Kupac");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/login");
  await logIn(page, shopper.email, shopper.password);
  await expect(page).not.toHaveURL(/\/login/);
  const count = page.locator("header .header-cart__count");
  await gotoFramed(page, path);
  await expect(page.locator("header")).toContainText("Okvirni Kupac");
  await expect(count).toHaveText("0");
  await page.locator(".product-card .card-cart button[type=submit]").first().click();
  await expect(count).toHaveText("1");
  await gotoFramed(page, path);
  await expect(count).toHaveText("1");
  expect(errors).toEqual([]);
});
