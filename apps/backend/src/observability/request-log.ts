import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "./logger.ts";
import { recordRequest } from "./metrics.ts";
import { requestIdOf } from "./request-id.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The request's logger: every line it writes carries the request's `requestId`. */
    log: Logger;
  }
}

/**
 * Every API request: its id (a well-formed incoming `X-Request-Id`, else a new one) answered as
 * `X-Request-Id`, a logger carrying it (`c.get("log")`), and once answered one log line —
 * method, route pattern, path (never the query, which may hold a feed key), status, ms — and the
 * request counted in the metrics by route pattern. Bodies and headers are not logged. The lines of
 * `debugRoutes` (the page cache's poll of the change feed, one per visitor's page) are at debug level.
 */
export function requestLog(
  log: Logger,
  options: { debugRoutes?: readonly string[] } = {},
): MiddlewareHandler {
  const debugRoutes = new Set(options.debugRoutes);
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    const requestLogger = log.child({ requestId });
    c.set("log", requestLogger);
    await next();
    const ms = performance.now() - started;
    // The route that answered: its pattern (`/api/orders/:id`), or the middleware's that did (`/api/admin/*`).
    const route = routePath(c);
    const { status } = c.res;
    setHeader(c.res, "x-request-id", requestId, (response) => (c.res = response));
    recordRequest(c.req.method, route, status, ms);
    requestLogger[debugRoutes.has(route) ? "debug" : "info"](
      { method: c.req.method, route, path: c.req.path, status, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  };
}

/** Sets a header on an answer, copying it first when its headers are immutable (a fetched answer passed on). */
function setHeader(
  response: Response,
  name: string,
  value: string,
  replace: (response: Response) => void,
): void {
  try {
    response.headers.set(name, value);
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    replace(copy);
  }
}
