// After a run, the database against what the shoppers were told: every order answered 201 is
// there with its lines, no order is without lines or twice under one key, and the stock taken is
// exactly the pieces ordered.
import pg from "pg";
import type { PlacedOrder } from "./shopper.ts";

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The sum of every product's stock. */
export async function totalStock(url: string): Promise<number> {
  return query(url, async (client) => {
    const { rows } = await client.query<{ total: string }>(
      "select coalesce(sum(stock), 0) as total from products",
    );
    return Number(rows[0]?.total);
  });
}

async function query<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The checks of one run's database (a fresh copy holding no order before the run). */
export async function checkConsistency(
  url: string,
  stockBefore: number,
  placed: PlacedOrder[],
): Promise<Check[]> {
  return query(url, async (client) => {
    const { rows: orders } = await client.query<{
      number: string;
      email: string;
      key: string;
      lines: string;
      pieces: string;
    }>(
      `select o.number, u.email, o.idempotency_key as key, count(l.id) as lines,
              coalesce(sum(l.quantity), 0) as pieces
         from orders o join users u on u.id = o.user_id
         left join order_lines l on l.order_id = o.id
        group by o.id, u.email`,
    );
    const stored = new Map(orders.map((o) => [o.number, o]));
    const missing = placed.filter((p) => {
      const order = stored.get(p.number);
      return !order || order.email !== p.email || Number(order.pieces) !== p.pieces;
    });
    const told = new Set(placed.map((p) => p.number));
    const untold = orders.filter((o) => !told.has(o.number));
    const empty = orders.filter((o) => Number(o.lines) === 0);
    const keys = new Map<string, number>();
    for (const o of orders)
      keys.set(`${o.email} ${o.key}`, (keys.get(`${o.email} ${o.key}`) ?? 0) + 1);
    const twice = [...keys].filter(([, count]) => count > 1);
    const ordered = orders.reduce((sum, o) => sum + Number(o.pieces), 0);
    const { rows: after } = await client.query<{ total: string }>(
      "select coalesce(sum(stock), 0) as total from products",
    );
    const taken = stockBefore - Number(after[0]?.total);
    const sample = (list: string[]) => (list.length > 0 ? `: ${list.slice(0, 5).join(", ")}` : "");
    return [
      {
        name: "every order answered 201 is stored, for its buyer, with the pieces it was told",
        ok: missing.length === 0,
        detail: `${placed.length} answered, ${missing.length} not so stored${sample(missing.map((p) => p.number))}`,
      },
      {
        name: "no order stored that no shopper was told of",
        ok: untold.length === 0,
        detail: `${orders.length} stored, ${untold.length} untold${sample(untold.map((o) => o.number))}`,
      },
      {
        name: "no order without lines",
        ok: empty.length === 0,
        detail: `${empty.length} without lines${sample(empty.map((o) => o.number))}`,
      },
      {
        name: "no two orders under one customer's idempotency key",
        ok: twice.length === 0,
        detail: `${twice.length} keys used twice${sample(twice.map(([key]) => key))}`,
      },
      {
        name: "stock taken equals the pieces ordered",
        ok: taken === ordered,
        detail: `${taken} taken, ${ordered} ordered`,
      },
    ];
  });
}

export function renderChecks(checks: Check[]): string {
  return checks.map((c) => `${c.ok ? "ok  " : "FAIL"} ${c.name} (${c.detail})`).join("\n");
}
