// Issue 33: orders placed in the background while customers' pages are measured. A shop that
// sells changes its data all day (every order takes stock, a committed change), and a page that
// is fast only while nothing changes is not fast in a working shop.
import { performance } from "node:perf_hooks";
import { loginBench, orderBenchCustomer, orderBodyOf } from "./orders.ts";
import { percentile } from "./measure.ts";

/** What the background buyer did, and when each order was answered (for counting within a window). */
export interface OrderLoad {
  /** Stops after the order in flight, and logs why any order was not placed. */
  stop(): Promise<void>;
  /**
   * Orders placed (201) and not placed whose answer came between `from` and `to`
   * (performance.now()), and the p95 in ms of the placed ones' POST /api/orders.
   */
  countBetween(from: number, to: number): { placed: number; failed: number; p95: number };
}

export interface OrderLoadOptions {
  origin: string;
  /** The buyer (one of prepareOrderBench's placement buyers, not used by the placement row meanwhile). */
  buyer: number;
  /** Item codes ordered: each order holds the first and the next of the others in turn, one piece each. */
  itemCodes: string[];
  everyMs?: number;
  log: (line: string) => void;
}

/**
 * One buyer places an order every `everyMs` (one a second) through the API a browser uses: the
 * cart filled by quick buy, then POST /api/orders with an Idempotency-Key. Starts at once.
 */
export async function startOrderLoad(options: OrderLoadOptions): Promise<OrderLoad> {
  const { origin, itemCodes } = options;
  const [first, ...others] = itemCodes;
  if (!first) throw new Error("the order load has no products to order");
  const email = orderBenchCustomer("place", options.buyer);
  const token = await loginBench(origin, email);
  const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
  const body = orderBodyOf(email);
  /** When each placing was answered, and how long POST /api/orders took (the cart's filling not counted). */
  const answers: Array<{ at: number; ms: number; placed: boolean }> = [];
  const refusals = new Map<string, number>();
  const everyMs = options.everyMs ?? 1000;
  let running = true;
  let wake = () => {};

  const placeOne = async (n: number): Promise<void> => {
    const next = others.length > 0 ? others[n % others.length] : undefined;
    const text = [first, ...(next && next !== first ? [next] : [])]
      .map((code) => `${code} 1`)
      .join("\n");
    let started = performance.now();
    let status = "";
    try {
      const filled = await fetch(`${origin}/api/cart/quick-buy`, {
        method: "POST",
        headers,
        body: JSON.stringify({ text }),
      });
      await filled.arrayBuffer();
      if (!filled.ok) status = `cart ${filled.status}`;
      else {
        started = performance.now();
        const placed = await fetch(`${origin}/api/orders`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": `page-load-${process.pid}-${Date.now()}-${n}` },
          body,
        });
        const answer = await placed.text();
        if (placed.status !== 201) status = `${placed.status} ${answer.slice(0, 120)}`;
      }
    } catch (error) {
      status = error instanceof Error ? error.message : String(error);
    }
    const at = performance.now();
    answers.push({ at, ms: at - started, placed: status === "" });
    if (status) refusals.set(status, (refusals.get(status) ?? 0) + 1);
  };

  const loop = (async () => {
    const start = performance.now();
    for (let n = 0; running; n++) {
      await placeOne(n);
      // On the second's beat; an order slower than a second is followed at once by the next.
      const due = start + (n + 1) * everyMs - performance.now();
      if (due > 0 && running)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, due);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
    }
  })();

  return {
    async stop() {
      running = false;
      wake();
      await loop;
      for (const [answer, count] of refusals)
        options.log(`  background order not placed ×${count}: ${answer}`);
    },
    countBetween(from, to) {
      const within = answers.filter((a) => a.at >= from && a.at <= to);
      const times = within.filter((a) => a.placed).map((a) => a.ms);
      const p95 = percentile(times, 0.95);
      return {
        placed: times.length,
        failed: within.length - times.length,
        p95: Math.round(p95 * 10) / 10,
      };
    },
  };
}
