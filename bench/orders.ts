// The order benchmarks of issue 13: oversell under 200 concurrent placings, placement at 16
// connections, and the two long lists a weekly buyer reads (order history, previously ordered products).
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { openBenchDatabase } from "./catalogue.ts";
import { sessionTokensResponseSchema } from "@dukan/contract";
import { hashPassword } from "../apps/backend/src/accounts/passwords.ts";
import { defaultScope } from "../apps/backend/src/accounts/user.ts";
import { users } from "../apps/backend/src/accounts/schema.ts";
import { type Measurement, percentile } from "./measure.ts";

export const ORDER_BENCH_PASSWORD = "bench-orders-password";
/** Buyers racing for the last pieces, and the pieces there are. */
export const OVERSELL_BUYERS = 200;
export const OVERSELL_STOCK = 50;
/** Orders of the history customer, distinct products of the reorder customer. */
export const HISTORY_ORDERS = 2_000;
export const REORDER_PRODUCTS = 5_000;
/** Lines of each order in the placement benchmark. */
export const PLACEMENT_LINES = 5;

export const orderBenchCustomer = (kind: "oversell" | "place" | "history" | "reorder", n = 0) =>
  `bench-${kind}-${n}@dukan.bench`;

export interface OrderBenchSetup {
  /** The product the oversell buyers race for (its Croatian slug, to read its stock back). */
  oversellProductId: number;
  oversellProductSlug: string;
}

/**
 * Written straight into the benchmark database before the shop starts: the oversell buyers (each
 * with one piece of the race's product in the cart, stock 50), the placement buyers, a customer
 * with 2,000 past orders and one whose orders hold 5,000 distinct products. Safe to run again:
 * earlier benchmark orders and buyers are replaced.
 */
export async function prepareOrderBench(
  target: { pgliteDir?: string; databaseUrl?: string },
  placementBuyers: number,
): Promise<OrderBenchSetup> {
  const database = await openBenchDatabase(target);
  const { db } = database;
  try {
    await db.execute(
      sql`delete from orders where user_id in (select id from users where email like 'bench-%@dukan.bench' and email not like 'bench-cart-%' and email not like 'bench-quick-%')`,
    );
    // Their confirmations still queued would be retried against orders that are gone.
    await db.execute(
      sql`delete from outbox_mails where to_address like '%@dukan.bench' and status = 'pending'`,
    );
    await db.execute(
      sql`delete from users where email like 'bench-%@dukan.bench' and email not like 'bench-cart-%' and email not like 'bench-quick-%'`,
    );
    // The last run's orders, as a shop never deletes them: their room is made free again (PGlite has
    // no autovacuum; run after run, 22,000 order lines had come to fill 440 MB of the kept catalogue).
    await db.execute(
      sql`vacuum (analyze) orders, order_lines, order_status_history, outbox_mails, users`,
    );
    const passwordHash = await hashPassword(ORDER_BENCH_PASSWORD);
    const company = (email: string, n: number) => ({
      type: "company" as const,
      email,
      name: `Bench buyer ${n}`,
      passwordHash,
      emailConfirmedAt: new Date(),
      scope: defaultScope("company"),
      companyName: `Bench ${n} d.o.o.`,
      companyOib: "33392005961",
      companyAddress: "Ilica 1",
      companyPlace: "Zagreb",
    });
    const rows = [
      ...Array.from({ length: OVERSELL_BUYERS }, (_, n) =>
        company(orderBenchCustomer("oversell", n), n),
      ),
      ...Array.from({ length: placementBuyers }, (_, n) =>
        company(orderBenchCustomer("place", n), n),
      ),
      company(orderBenchCustomer("history"), 0),
      company(orderBenchCustomer("reorder"), 0),
    ];
    await db.insert(users).values(rows);

    // The race: the last active product, stock 50, one piece in each racing buyer's cart.
    const [race] = (
      await db.execute(sql`select id, slug_hr from products where active order by id desc limit 1`)
    ).rows;
    const oversellProductId = Number(race?.id);
    const oversellProductSlug = String(race?.slug_hr);
    await db.execute(
      sql`update products set stock = ${OVERSELL_STOCK} where id = ${oversellProductId}`,
    );
    await db.execute(sql`
      insert into cart_lines (user_id, product_id, quantity)
      select id, ${oversellProductId}, 1 from users where email like 'bench-oversell-%@dukan.bench'`);

    // 2,000 past orders of two lines each, numbered in a year no real order uses.
    await insertPastOrders(db, orderBenchCustomer("history"), HISTORY_ORDERS, 2, 2024);
    // 5,000 distinct products over 100 orders of 50 lines.
    await insertPastOrders(db, orderBenchCustomer("reorder"), REORDER_PRODUCTS / 50, 50, 2023);
    return { oversellProductId, oversellProductSlug };
  } finally {
    await database.close();
  }
}

type BenchDb = Awaited<ReturnType<typeof openBenchDatabase>>["db"];

/** `count` orders of `linesEach` lines (consecutive active products) for one customer, a day apart. */
async function insertPastOrders(
  db: BenchDb,
  email: string,
  count: number,
  linesEach: number,
  year: number,
): Promise<void> {
  await db.execute(sql`
    insert into orders (number, user_id, status, payment_status, payment_method, delivery_method, buyer_type, buyer_name,
      buyer_email, company_name, company_oib, prices_include_vat, subtotal_cents, rebate_cents, vat_cents,
      delivery_fee_cents, card_surcharge_cents, total_cents, idempotency_key, cart_hash, created_at)
    select ${String(year)} || '-' || lpad(n::text, 6, '0'), u.id, 'completed', 'paid', 'bank_transfer', 'personal_pickup',
      'company', u.name, u.email, u.company_name, u.company_oib, false, 10000, 0, 2500, 0, 0, 12500,
      'bench-' || n, 'bench', now() - (n || ' hours')::interval
    from users u, generate_series(1, ${count}) as n
    where u.email = ${email}`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as k from products where active),
         placed as (select o.id, row_number() over (order by o.id) - 1 as k from orders o join users u on u.id = o.user_id where u.email = ${email})
    insert into order_lines (order_id, product_id, item_code, name_hr, name_en, unit_price_cents, rebate_percent, vat_rate,
      quantity, net_cents, vat_cents, line_total_cents)
    select o.id, p.id, p.item_code, p.name_hr, p.name_en, 5000, 0, 25, 1, 5000, 1250, 6250
    from placed o
    cross join generate_series(0, ${linesEach - 1}) as l
    join numbered n on n.k = (o.k * ${linesEach} + l) % (select count(*) from numbered)
    join products p on p.id = n.id`);
  await db.execute(sql`
    insert into order_status_history (order_id, status, payment_status, at)
    select o.id, 'completed', 'paid', o.created_at from orders o join users u on u.id = o.user_id where u.email = ${email}`);
}

let logins = 0;

/**
 * Logs a benchmark buyer in. Each login comes from its own address (`X-Forwarded-For`, read because
 * the bench's shop runs with TRUST_PROXY=1): 200 buyers from one address would meet the login limit
 * of 100 per address in 15 minutes, as a real crowd of buyers would not.
 */
export async function loginBench(origin: string, email: string): Promise<string> {
  const n = logins++;
  const response = await fetch(`${origin}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.13.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    },
    body: JSON.stringify({ email, password: ORDER_BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}

/**
 * What a placing sends: a legal entity picking up and paying by bank transfer, its confirmation to
 * the buyer's own address (the mail worker sends mails to different addresses side by side).
 */
export const orderBodyOf = (email: string) =>
  JSON.stringify({
    buyer: {
      name: "Bench buyer",
      email,
      phone: "",
      company: { name: "Bench d.o.o.", oib: "33392005961", address: "Ilica 1", place: "Zagreb" },
    },
    delivery_method: "personal_pickup",
    payment_method: "bank_transfer",
    note: "",
  });
const orderBody = orderBodyOf("bench@dukan.bench");

export interface OversellResult {
  buyers: number;
  stock: number;
  placed: number;
  refused: number;
  serverErrors: number;
  other: number;
  stockAfter: number;
  seconds: number;
}

/** 200 buyers place an order for the same product (stock 50) at the same moment. */
export async function measureOversell(
  origin: string,
  log: (line: string) => void,
): Promise<OversellResult> {
  const tokens: string[] = [];
  for (let n = 0; n < OVERSELL_BUYERS; n += 20) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, OVERSELL_BUYERS - n) }, (_, i) =>
          loginBench(origin, orderBenchCustomer("oversell", n + i)),
        ),
      )),
    );
  }
  log(`  ${tokens.length} buyers logged in; placing at once…`);
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token, n) => {
      const response = await fetch(`${origin}/api/orders`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": `oversell-${n}-${Date.now()}`,
        },
        body: orderBody,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    buyers: tokens.length,
    stock: OVERSELL_STOCK,
    placed: statuses.filter((s) => s === 201).length,
    refused: statuses.filter((s) => s === 409).length,
    serverErrors: statuses.filter((s) => s >= 500).length,
    other: statuses.filter((s) => s !== 201 && s !== 409 && s < 500).length,
    stockAfter: await stockSeenBy(origin, tokens[statuses.indexOf(409)]),
    seconds,
  };
}

/** The race product's stock as a refused buyer's cart shows it (the catalogue shows availability, not counts). */
async function stockSeenBy(origin: string, token: string | undefined): Promise<number> {
  if (!token) return Number.NaN;
  const cart = (await (
    await fetch(`${origin}/api/cart`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { lines: { product: { stock: number } }[] };
  };
  return cart.data.lines[0]?.product.stock ?? Number.NaN;
}

/**
 * The placement's HTTP client: node:http over kept-alive connections, asking for gzip as a browser
 * does (the shop compresses as it would for one) but not unpacking an answer it need not read. The
 * load generator shares the shop's cores; fetch() took 1.0–1.4 ms of CPU per order placed, this a
 * fraction of it (the CPU table of the row shows it).
 */
function placementClient(connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return (url: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: () => string }>((resolve, reject) => {
      const sent = request(
        url,
        {
          method: "POST",
          agent,
          headers: {
            ...headers,
            "accept-encoding": "gzip",
            "content-length": Buffer.byteLength(body),
          },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const gzipped = answer.headers["content-encoding"] === "gzip";
            resolve({
              status: answer.statusCode ?? 0,
              text: () => (gzipped ? gunzipSync(bytes) : bytes).toString("utf8"),
            });
          });
          answer.on("error", reject);
        },
      );
      sent.on("error", reject);
      sent.end(body);
    });
}

/**
 * Order placement at `connections` connections: each connection is its own buyer with their own
 * five products. The buyers go in rounds: all fill their 5-line cart by quick buy (not timed), then
 * all place their order at once, timed from the first request sent to the last answer; so the
 * placings meet only each other (and the mail worker writing their confirmations), not the cart
 * fillings, whose cost is the cart row's. Orders/s is orders placed over the time the placing
 * phases took.
 */
export async function measurePlacement(
  name: string,
  origin: string,
  itemCodes: string[],
  options: { connections: number; duration: number; serverPid: number },
): Promise<Measurement & { cpuPerOrder: { shop: number; bench: number } }> {
  const tokens = await Promise.all(
    Array.from({ length: options.connections }, (_, n) =>
      loginBench(origin, orderBenchCustomer("place", n)),
    ),
  );
  // Each buyer orders their own five products: the race for the same pieces is the oversell row's business.
  const textOf = (n: number) =>
    itemCodes
      .slice(n * PLACEMENT_LINES, (n + 1) * PLACEMENT_LINES)
      .map((code) => `${code} 1`)
      .join("\n");
  const bodies = tokens.map((_, n) => orderBodyOf(orderBenchCustomer("place", n)));
  const refusals = new Map<string, number>();
  const post = placementClient(options.connections);
  let sequence = 0;
  const auth = (token: string) => ({
    "content-type": "application/json",
    authorization: `Bearer ${token}`,
  });
  const run = async (seconds: number, times: number[] | null) => {
    let errors = 0;
    let placingSeconds = 0;
    const deadline = performance.now() + seconds * 5000; // the fillings take time too
    let shopTicks = 0;
    let benchMicros = 0;
    while (placingSeconds < seconds && performance.now() < deadline) {
      await Promise.all(
        tokens.map(async (token, n) => {
          await post(
            `${origin}/api/cart/quick-buy`,
            auth(token),
            JSON.stringify({ text: textOf(n) }),
          );
        }),
      );
      const phase = performance.now();
      const shopBefore = cpuTicksOf(options.serverPid);
      const benchBefore = process.cpuUsage();
      await Promise.all(
        tokens.map(async (token, n) => {
          const started = performance.now();
          const placed = await post(
            `${origin}/api/orders`,
            { ...auth(token), "idempotency-key": `place-${process.pid}-${sequence++}` },
            bodies[n] ?? orderBody,
          );
          times?.push(performance.now() - started);
          if (placed.status !== 201) {
            errors++;
            const key = `${placed.status} ${placed.text().slice(0, 120)}`;
            refusals.set(key, (refusals.get(key) ?? 0) + 1);
          }
        }),
      );
      placingSeconds += (performance.now() - phase) / 1000;
      shopTicks += cpuTicksOf(options.serverPid) - shopBefore;
      const benchUsed = process.cpuUsage(benchBefore);
      benchMicros += benchUsed.user + benchUsed.system;
    }
    return { errors, placingSeconds, shopTicks, benchMicros };
  };
  await run(2, null); // warm-up
  const times: number[] = [];
  const { errors, placingSeconds, shopTicks, benchMicros } = await run(options.duration, times);
  for (const [answer, count] of refusals)
    process.stdout.write(`  not placed ×${count}: ${answer}\n`);
  const at = (q: number) => Math.round(percentile(times, q) * 10) / 10;
  // CPU time per order placed, over the placing phases only: every thread of the shop's process
  // (with PGlite's worker; PostgreSQL's own processes are not in it), and the load generator's.
  const cpuPerOrder = {
    shop: (shopTicks * 10) / times.length,
    bench: benchMicros / 1000 / times.length,
  };
  return {
    name,
    requestsPerSecond: times.length / placingSeconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
    cpuPerOrder,
  };
}

/** User and system CPU time of a process, every thread, in clock ticks of 10 ms (Linux's /proc). */
function cpuTicksOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}

export function renderOversell(database: string, result: OversellResult): string {
  const verdict =
    result.placed === result.stock &&
    result.stockAfter === 0 &&
    result.serverErrors === 0 &&
    result.refused === result.buyers - result.stock
      ? "as required"
      : "NOT as required";
  return `| ${database} | ${result.buyers} | ${result.stock} | ${result.placed} | ${result.refused} | ${result.serverErrors} | ${result.other} | ${result.stockAfter} | ${result.seconds.toFixed(2)} | ${verdict} |`;
}

export const oversellHeader = [
  "| database | buyers | stock | orders placed | refused (409) | 5xx | other | stock after | seconds | |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
];
