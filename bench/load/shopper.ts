// One simulated shopper: visit after visit (home, a filtered category, a search, a product), a
// pause between steps as a person reads, and now and then a purchase: into the cart, sometimes a
// quick buy, a look at the cart, and an order paid by bank transfer. Every draw comes from the
// shopper's own seeded generator, so two runs ask for the same things in the same order.
import { performance } from "node:perf_hooks";
import { placeOrderResponseSchema } from "@dukan/contract";
import { browserFetch } from "../../apps/storefront/server/testing/shop-process.ts";
import { type BenchSession, login } from "../pages.ts";
import { companyEmail, companyName, personEmail, type ShopMap } from "./prepare.ts";
import type { Step, Tally } from "./tally.ts";

/** How likely a visit ends in the cart, and what a buyer then does, by kind of shopper. */
const HABITS = {
  company: { buys: 0.6, quickBuys: 0.4, orders: 0.6 },
  person: { buys: 0.15, quickBuys: 0.1, orders: 0.5 },
} as const;
/** Visits in English (the /en twins). */
const ENGLISH = 0.2;

/** An order the shop answered 201, as the shopper was told it. */
export interface PlacedOrder {
  number: string;
  email: string;
  idempotencyKey: string;
  pieces: number;
}

export interface ShopperRun {
  origin: string;
  map: ShopMap;
  tally: Tally;
  placed: PlacedOrder[];
  /** performance.now() after which no step starts. */
  until: number;
  /** Mean pause between steps, ms (exponentially distributed). */
  thinkMs: number;
  seed: number;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Shopper `n` until the run's end: every tenth a legal entity, logged in from the start; the others
 * visitors, each of whom logs in as their own private person the first time they want to buy.
 */
export async function shop(run: ShopperRun, n: number): Promise<void> {
  const random = generator(run.seed * 1_000_003 + n);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const company = n % 10 === 0;
  const habits = company ? HABITS.company : HABITS.person;
  const email = company ? companyEmail(n / 10) : personEmail(n - Math.ceil(n / 10));
  // Each shopper its own address (behind TRUST_PROXY): the login limits count per address.
  const address = { "x-forwarded-for": `10.${40 + Math.floor(n / 250)}.${n % 250}.7` };
  let session: BenchSession | null = null;
  let visits = 0;
  const open = () => performance.now() < run.until;
  /**
   * A pause drawn from an exponential distribution of mean `mean` ms (cut at ten means), over at
   * the run's end: a shopper reading when time is up leaves then, not seconds later.
   */
  const think = (mean = run.thinkMs) => {
    const drawn = Math.min(-mean * Math.log(1 - random()), 10 * mean);
    const left = Math.max(0, run.until - performance.now());
    return new Promise((resolve) => setTimeout(resolve, Math.min(drawn, left)));
  };
  /** A pause, then whether the run is still on (no step starts after its end). */
  const next = async () => {
    await think();
    return open();
  };

  /**
   * One request of a step, as the browser sends it (pages with the session's cookies, the API with
   * its token): its time, and an error unless the status is `expected` and a page is whole.
   */
  const request = async (
    step: Step,
    path: string,
    expected: number,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => {
    const page = init.method === undefined;
    const credentials: Record<string, string> = !session
      ? {}
      : page
        ? { cookie: session.cookie }
        : { authorization: `Bearer ${session.token}` };
    const started = performance.now();
    let refusal: string | undefined;
    let body = "";
    try {
      const answer = await browserFetch(`${run.origin}${path}`, {
        ...init,
        headers: { ...address, "accept-encoding": "gzip", ...credentials, ...init.headers },
        redirect: "manual",
      });
      body = await answer.text();
      if (answer.status !== expected) refusal = `${answer.status} ${body.slice(0, 100)}`;
      else if (page && !body.trimEnd().endsWith("</html>")) refusal = "not a whole page";
    } catch (error) {
      const cause = (error as Error).cause as { code?: string } | undefined;
      refusal = cause?.code ?? String(error);
    }
    run.tally.record(step, performance.now() - started, refusal);
    return refusal === undefined ? body : null;
  };
  const page = (step: Step, path: string) =>
    request(step, path, 200, { headers: { accept: "text/html" } });
  const post = (
    step: Step,
    path: string,
    expected: number,
    json: unknown,
    headers: Record<string, string> = {},
  ) =>
    request(step, path, expected, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(json),
    });

  const logIn = async () => {
    const started = performance.now();
    try {
      session = await login(run.origin, email, address);
      run.tally.record("log in", performance.now() - started);
    } catch (error) {
      run.tally.record("log in", performance.now() - started, String(error));
    }
  };

  const visit = async () => {
    const english = random() < ENGLISH;
    const category = pick(run.map.categories);
    const product = pick(category.products);
    await page("home", english ? "/en" : "/");
    if (!(await next())) return;
    const filter = new URLSearchParams();
    const choice = random();
    if (choice < 0.4 && category.brands.length > 0) filter.set("brand", pick(category.brands));
    else if (choice < 0.6) filter.set("in_stock", "1");
    else if (choice < 0.85) {
      const from = pick([0, 20, 50, 100, 300]);
      filter.set("min_price", String(from));
      filter.set("max_price", String(from * 3 + 50));
    } else filter.set("sort", pick(["price_desc", "name", "newest"]));
    await page(
      "category, filtered",
      `${english ? `/en/${category.en}` : `/${category.hr}`}?${filter}`,
    );
    if (!(await next())) return;
    const q = encodeURIComponent(pick(run.map.searchWords));
    await page("search", english ? `/en/search-results?q=${q}` : `/rezultati-pretrazivanja?q=${q}`);
    if (!(await next())) return;
    await page("product", english ? product.en : product.hr);
    if (random() >= habits.buys || !(await next())) return;
    if (!session) await logIn();
    if (!session || !open()) return;
    await post("add to cart", "/api/cart/lines", 201, {
      item_code: product.itemCode,
      quantity: 1 + Math.floor(random() * 3),
    });
    if (random() < habits.quickBuys) {
      if (!(await next())) return;
      const lines = Array.from({ length: 2 + Math.floor(random() * 4) }, () => {
        const pasted = pick(pick(run.map.categories).products);
        return `${pasted.itemCode} ${1 + Math.floor(random() * 5)}`;
      });
      await post("quick buy", "/api/cart/quick-buy", 200, { text: lines.join("\n") });
    }
    if (!(await next())) return;
    await page("cart page", english ? "/en/cart" : "/cart");
    if (random() >= habits.orders || !(await next())) return;
    await placeOrder(english);
  };

  const placeOrder = async (english: boolean) => {
    const idempotencyKey = `load-${run.seed}-${n}-${visits}`;
    const body = await post(
      "place order (bank transfer)",
      "/api/orders",
      201,
      {
        buyer: {
          name: `Load shopper ${n}`,
          email,
          phone: "",
          company: company
            ? { name: companyName(n / 10), oib: "33392005961", address: "Ilica 1", place: "Zagreb" }
            : null,
        },
        delivery_method: "personal_pickup",
        payment_method: "bank_transfer",
        note: "",
      },
      { "idempotency-key": idempotencyKey, "accept-language": english ? "en" : "hr" },
    );
    if (body === null) return;
    // An answer that cannot be read is kept as an order no database holds: the checks then fail.
    const read = placeOrderResponseSchema.safeParse(JSON.parse(body));
    run.placed.push({
      number: read.success ? read.data.data.number : `unreadable answer to ${idempotencyKey}`,
      email,
      idempotencyKey,
      pieces: read.success
        ? read.data.data.lines.reduce((sum, line) => sum + line.quantity, 0)
        : -1,
    });
  };

  // Shoppers arrive over the first moments, not all in the same millisecond.
  await think(run.thinkMs);
  if (company && open()) await logIn();
  while (open()) {
    visits += 1;
    await visit();
    await think(run.thinkMs * 2);
  }
}
