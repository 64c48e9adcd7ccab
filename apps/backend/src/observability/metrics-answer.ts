import { timingSafeEqual } from "node:crypto";
import { registry } from "./metrics.ts";

/**
 * `GET /metrics` in Prometheus' text format, for the bearer of METRICS_TOKEN only: without the
 * token configured, or with another `Authorization`, the address does not exist (404). `text`
 * gives the metrics: the process's own registry, or every worker's (apps/storefront/cluster-metrics.js).
 */
export async function metricsAnswer(
  request: Request,
  token: string | undefined,
  text: () => Promise<string> = () => registry.metrics(),
): Promise<Response> {
  if (!token || !bearerMatches(request.headers.get("authorization"), token))
    return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(await text(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}

function bearerMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
