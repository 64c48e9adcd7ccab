import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/**
 * Load `paths` (cycled) on `origin` with autocannon and compute exact latency
 * percentiles from every response time (autocannon's own summary has no p95).
 */
export async function measure(
  name: string,
  origin: string,
  paths: string[],
  options: { connections: number; duration: number },
): Promise<Measurement> {
  return measureRequests(
    name,
    origin,
    paths.map((path) => ({ method: "GET", path })),
    options,
  );
}

/**
 * Like `measure`, for any sequence of requests each connection repeats in order; `headersFor`
 * gives connection i its own headers (a logged-in customer's token). Every response counts;
 * `from` and `to` (performance.now()) bound the measured seconds, after the warm-up.
 */
export async function measureRequests(
  name: string,
  origin: string,
  requests: autocannon.Request[],
  options: { connections: number; duration: number },
  headersFor?: (connection: number) => Record<string, string>,
): Promise<Measurement & { from: number; to: number }> {
  const run = (duration: number, record?: (ms: number) => void) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      let connection = 0;
      // Each request of the sequence carries the connection's headers (setHeaders alone reaches only the first).
      const setupClient = headersFor
        ? (client: autocannon.Client) => {
            const headers = headersFor(connection++);
            client.setRequests(
              requests.map((request) => ({
                ...request,
                headers: { ...request.headers, ...headers },
              })),
            );
          }
        : undefined;
      const instance = autocannon(
        {
          url: origin,
          connections: options.connections,
          duration,
          requests,
          ...(setupClient ? { setupClient } : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (record)
        instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
          record(ms),
        );
    });
  await run(2); // warm-up
  const times: number[] = [];
  const from = performance.now();
  const result = await run(options.duration, (ms) => times.push(ms));
  const to = performance.now();
  const at = (q: number) => round(percentile(times, q));
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx,
    from,
    to,
  };
}

/**
 * `paths` (cycled) loaded on `origin` as browsers ask for them (`Accept-Encoding: br, gzip`, the
 * answer's bytes read, not decoded) from now until `until` settles: the requests made meanwhile,
 * every response counted. For load that lasts as long as something else does (an import applied).
 */
export async function measureUntil(
  origin: string,
  paths: readonly string[],
  connections: number,
  until: Promise<unknown>,
): Promise<{ times: number[]; errors: number }> {
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections,
        // Longer than any import; stopped when `until` settles.
        duration: 3600,
        requests: paths.map((path) => ({
          method: "GET",
          path,
          headers: { "accept-encoding": "br, gzip" },
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
      times.push(ms),
    );
  });
  await until.catch(() => {});
  instance?.stop();
  const done = await result;
  return { times, errors: done.errors + done.non2xx };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/** The exact `q` percentile (0–1) of `values`, every value counted; 0 of none. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
