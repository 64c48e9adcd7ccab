import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";

/**
 * The process's metrics (docs/operations.md, "Logs and metrics"), in a registry of its own: with
 * worker processes (node:cluster) each worker keeps one, and a scrape gets all of them summed by
 * the primary (apps/storefront/cluster-metrics.js).
 */
export const registry = new Registry();

// A worker answers the primary's AggregatorRegistry from this registry, not prom-client's global
// one; constructing an AggregatorRegistry is what makes a worker answer at all (prom-client's
// example/cluster.js makes one in every process).
AggregatorRegistry.setRegistries(registry);
new AggregatorRegistry();

// Event-loop lag (nodejs_eventloop_lag_seconds), heap, garbage collection, CPU, open handles.
collectDefaultMetrics({ register: registry });

const requestLabels = ["method", "route", "status"] as const;

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern (or page route id) and status.",
  labelNames: requestLabels,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from the request to the answer's head, by method, route pattern and status.",
  labelNames: requestLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** One answered request in both series. */
export function recordRequest(method: string, route: string, status: number, ms: number): void {
  const labels = { method, route, status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, ms / 1000);
}

export const ordersPlaced = new Counter({
  name: "dukan_orders_placed_total",
  help: "Orders placed (a replayed request with the same idempotency key not counted again).",
  registers: [registry],
});

export const ordersRefused = new Counter({
  name: "dukan_orders_refused_total",
  help: "Orders refused at placing, by the refusal's code (no_more_stock, cart_changed, …).",
  labelNames: ["reason"] as const,
  registers: [registry],
});

/** What is read at scrape time from the parts that own it, set by the process's start (index.ts, the storefront). */
export interface ScrapeSources {
  /** The pool's counts (pg.Pool). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** The mail outbox's backlog, asked of the mail module. */
  outbox?: () => Promise<{ pending: number; oldestPendingAgeSeconds: number }>;
  /** The page cache's counters since start (storefront). */
  pageCache?: () => { hits: number; misses: number; invalidations: number };
}

const sources: ScrapeSources = {};

/** Names the parts read at scrape time; the latest given wins (a process has one of each). */
export function observe(more: ScrapeSources): void {
  Object.assign(sources, more);
}

new Gauge({
  name: "dukan_db_pool_in_use",
  help: "Database connections of the pool busy with a query or transaction.",
  registers: [registry],
  collect() {
    if (sources.pool) this.set(sources.pool.totalCount - sources.pool.idleCount);
  },
});

new Gauge({
  name: "dukan_db_pool_waiting",
  help: "Queries waiting for a free connection of the pool.",
  registers: [registry],
  collect() {
    if (sources.pool) this.set(sources.pool.waitingCount);
  },
});

type Backlog = { pending: number; oldestPendingAgeSeconds: number } | undefined;

/** One outbox query serves both gauges of a scrape (prom-client collects the metrics side by side). */
let backlog: Promise<Backlog> | undefined;
function outboxBacklog(): Promise<Backlog> {
  const read = sources.outbox;
  if (!read) return Promise.resolve(undefined);
  backlog ??= read()
    .catch(() => undefined)
    .finally(() => (backlog = undefined));
  return backlog;
}

new Gauge({
  name: "dukan_mail_outbox_pending",
  help: "Mails in the outbox still to be sent (status pending).",
  // Every worker reads the same outbox: the cluster's value is one worker's, not their sum.
  aggregator: "max",
  registers: [registry],
  async collect() {
    const read = await outboxBacklog();
    if (read) this.set(read.pending);
  },
});

new Gauge({
  name: "dukan_mail_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest mail still to be sent (0 when none waits).",
  // Every worker reads the same outbox: the cluster's value is one worker's, not their sum.
  aggregator: "max",
  registers: [registry],
  async collect() {
    const read = await outboxBacklog();
    if (read) this.set(read.oldestPendingAgeSeconds);
  },
});

/** A counter the page cache keeps itself, copied at scrape time. */
function pageCacheCounter(name: "hits" | "misses" | "invalidations", help: string) {
  return new Counter({
    name: `dukan_page_cache_${name}_total`,
    help,
    registers: [registry],
    collect() {
      const stats = sources.pageCache?.();
      if (!stats) return;
      this.reset();
      this.inc(stats[name]);
    },
  });
}

pageCacheCounter("hits", "Visitors' pages answered from the page cache.");
pageCacheCounter("misses", "Visitors' pages the page cache did not hold, rendered.");
pageCacheCounter("invalidations", "Kept pages dropped because a committed change touched them.");
