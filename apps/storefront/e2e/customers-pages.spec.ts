import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Language } from "@dukan/contract";
import { formatPrice } from "../app/lib/number-format.ts";
import {
  demo,
  freshOib,
  hydrated,
  mailedLink,
  ownAddress,
  uniqueEmail,
} from "./fixtures/accounts.ts";

/**
 * Customers' pages are rendered for their customer and kept by no one (docs/decisions/018): two
 * customers asking for the same pages at the same time each get only their own name, cart and
 * prices, in both languages.
 */

interface Priced {
  id: number;
  item_code: string;
  slug_hr: string;
  slug_en: string;
  price_cents: number;
  sale_price_cents: number | null;
  your_price_cents: number;
  your_price_includes_vat: boolean;
  rebate: { percent: number } | null;
  availability: string;
  category: { slug_hr: string; slug_en: string };
}

interface Customer {
  token: string;
  cookie: string;
  /** What the header names them by (a legal entity's company name). */
  name: string;
}

async function logInThroughApi(
  request: APIRequestContext,
  who: { email: string; password: string },
  name: string,
): Promise<Customer> {
  const response = await request.post("/api/login", { headers: ownAddress(), data: who });
  expect(response.status()).toBe(200);
  const { token, refresh_token } = (
    (await response.json()) as { data: { token: string; refresh_token: string } }
  ).data;
  const cookie = [
    `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`,
    `auth._refresh_token.local=${encodeURIComponent(refresh_token)}`,
    "auth.strategy=local",
  ].join("; ");
  return { token, cookie, name };
}

/** A legal entity registered and confirmed through the API: wholesale prices, no rebates. */
async function confirmedCompany(request: APIRequestContext, companyName: string) {
  const email = uniqueEmail("tvrtka");
  const password = "Pocetna-Lozinka-2026";
  const registered = await request.post("/api/register", {
    headers: ownAddress(),
    data: {
      type: "company",
      name: "Petra Novak",
      email,
      phone: "091 111 3333",
      password,
      password_confirmation: password,
      newsletter: false,
      company: {
        name: companyName,
        oib: freshOib(),
        address: "Vukovarska 5",
        place: "Split",
        post_office: "21000",
        phone: "021 555 0100",
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = (await mailedLink(email, "confirm")).searchParams.get("confirm");
  expect((await request.post("/api/email/confirm", { data: { token } })).status()).toBe(200);
  return { email, password };
}

async function apiData<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface CartAnswer {
  item_count: number;
  free_delivery: { remaining_cents: number; reached: boolean };
}

/** The texts of a customer that no one else's page may hold, as their pages write them. */
async function valuesOf(
  request: APIRequestContext,
  who: Customer,
  product: Priced,
  language: Language,
) {
  const own = await apiData<Priced>(request, `/api/products/${product.slug_hr}`, who.token);
  const cart = await apiData<CartAnswer>(request, "/api/cart", who.token);
  return {
    name: who.name,
    price: formatPrice(own.your_price_cents, language),
    rebate: own.rebate?.percent ?? null,
    cartCount: cart.item_count,
    cartLeft: cart.free_delivery.reached
      ? null
      : formatPrice(cart.free_delivery.remaining_cents, language),
  };
}

/** The text of the first element with this class, as the server wrote it. */
function textOfClass(html: string, name: string): string | null {
  return new RegExp(`class="${name}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
}

const pagesOf = (product: Priced): Record<Language, string[]> => ({
  hr: [
    `/${product.category.slug_hr}?q=${product.item_code}`,
    `/${product.category.slug_hr}/${product.slug_hr}`,
  ],
  en: [
    `/en/${product.category.slug_en}?q=${product.item_code}`,
    `/en/${product.category.slug_en}/${product.slug_en}`,
  ],
});

test("two customers asking at once each get a page with only their own name, cart and prices", async ({
  request,
}) => {
  // A product not on sale and in stock from the middle of a big category, on which the demo
  // legal entity has a rebate and the new one none: their prices differ.
  const list = (await (
    await request.get("/api/products?category=zastitna-stakla&per_page=48&page=2")
  ).json()) as { data: Priced[] };
  const product = list.data.find(
    (p) => p.sale_price_cents === null && p.availability === "in_stock",
  );
  if (!product) throw new Error("no quiet product");

  const companyName = `Tvrtka ${Math.random().toString(36).slice(2, 8)} d.o.o.`;
  const other = await confirmedCompany(request, companyName);
  const customers = [
    await logInThroughApi(request, demo.company, "Demo Informatika d.o.o."),
    await logInThroughApi(request, other, companyName),
  ] as const;
  // The new legal entity's cart: seven pieces of the cheapest product in stock, short of free delivery.
  const cheapest = (
    (await (await request.get("/api/products?sort=price_asc&in_stock=1&per_page=1")).json()) as {
      data: Priced[];
    }
  ).data[0];
  if (!cheapest) throw new Error("no product in stock");
  const added = await request.post("/api/cart/lines", {
    headers: { authorization: `Bearer ${customers[1].token}` },
    data: { product_id: cheapest.id, quantity: 7 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  for (const language of ["hr", "en"] as const) {
    const values = await Promise.all(
      customers.map((who) => valuesOf(request, who, product, language)),
    );
    const [mine, theirs] = values;
    expect(mine?.price).not.toBe(theirs?.price);
    expect(mine?.rebate).not.toBeNull();
    expect(theirs?.rebate).toBeNull();

    // Every page of both customers, in this language, asked for at the same time, three times over.
    const asks = [0, 1, 2].flatMap(() =>
      pagesOf(product)[language].flatMap((path) =>
        customers.map((who, index) => ({ path, index, who })),
      ),
    );
    const answers = await Promise.all(
      asks.map(async (ask) => {
        const response = await request.get(ask.path, { headers: { cookie: ask.who.cookie } });
        expect(response.status(), ask.path).toBe(200);
        expect(response.headers()["cache-control"]).toBe("private, no-cache");
        return { ...ask, html: await response.text() };
      }),
    );
    for (const { path, index, html } of answers) {
      const own = values[index];
      const others = values[1 - index];
      if (!own || !others) throw new Error("no values");
      const where = `${path} for ${own.name}`;
      // Their own name and price, and none of the other's name, price or cart total.
      const foreign = [others.name, others.price];
      if (others.cartLeft && others.cartLeft !== own.cartLeft) foreign.push(others.cartLeft);
      expect(
        {
          missing: [own.name, own.price].filter((value) => !html.includes(value)),
          foreign: foreign.filter((value) => html.includes(value)),
        },
        where,
      ).toEqual({ missing: [], foreign: [] });
      // The header's cart count is theirs: the new legal entity's exactly (the demo one's cart
      // may be changed by other tests meanwhile, so it is only not the other's).
      const count = textOfClass(html, "header-cart__count");
      if (index === 1) expect(count, where).toBe(String(own.cartCount));
      else expect(count, where).not.toBe(String(others.cartCount));
      // A rebate only on the page of the customer who has one.
      expect(html.includes('class="rebate"'), where).toBe(own.rebate !== null);
    }
  }
});

for (const javaScriptEnabled of [true, false])
  test(`a legal entity's first page already shows its own prices, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const list = (await (
      await request.get("/api/products?category=zastitna-stakla&per_page=48&page=2")
    ).json()) as { data: Priced[] };
    const product = list.data.find((p) => p.sale_price_cents === null);
    if (!product) throw new Error("no product");
    const company = await logInThroughApi(request, demo.company, "Demo Informatika d.o.o.");
    const own = await apiData<Priced>(request, `/api/products/${product.slug_hr}`, company.token);
    expect(own.your_price_includes_vat).toBe(false);
    const context = await browser.newContext({ javaScriptEnabled });
    await context.addCookies(
      company.cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL as string };
      }),
    );
    const page = await context.newPage();
    for (const path of pagesOf(product).hr) {
      const response = await page.goto(path);
      // The HTML as sent: the customer's price in the place of their price, before any script.
      const first = (await response?.text()) ?? "";
      expect(textOfClass(first, "your-price__amount"), path).toBe(
        formatPrice(own.your_price_cents, "hr"),
      );
      const shown = page.locator(".your-price__amount").first();
      await expect(shown).toHaveText(formatPrice(own.your_price_cents, "hr"));
      await expect(page.locator("header")).toContainText("Demo Informatika");
      if (javaScriptEnabled) {
        // Woken by a first interaction: the same price, never swapped.
        await hydrated(page);
        await expect(shown).toHaveText(formatPrice(own.your_price_cents, "hr"));
      }
    }
    await context.close();
  });
