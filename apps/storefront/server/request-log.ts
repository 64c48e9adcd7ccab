import { type Logger, recordRequest, requestIdOf } from "@dukan/backend/observability";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { headersOf } from "./page-cache.ts";

/** The shop's fetch handler (server/app.ts), as @hono/node-server calls it. */
type Handler = (request: Request, env?: object) => Response | Promise<Response>;

/** What the shop's routes find beside the request: its id, for the back-end calls its loaders make. */
export interface RequestIdEnv {
  requestId?: string;
}

/**
 * The shop's requests other than the API's (the back end logs and counts those itself, under the
 * `X-Request-Id` they came with or one of its own): an id (a well-formed incoming `X-Request-Id`,
 * else a new one) handed to the routes in `env.requestId` (every back-end call a page's loaders
 * make carries it), answered as `X-Request-Id`, and once answered one log line and the metrics by
 * route — the page's React Router route id (`product___hr`), never the address with its ids. The
 * query is never logged (it may hold a key). A request the browser gave up on before its answer (a
 * prefetch or a `.data` request of a page left) is no server error, whatever React Router answered
 * it with: it is logged and counted as `499` (nginx's "client closed request") with `aborted: true`.
 */
export function logRequests(
  handler: Handler,
  log: Logger,
  routeOf: (path: string) => string,
): Handler {
  return async (request, env) => {
    const path = pathOf(request.url);
    if (path.startsWith("/api/")) return handler(request, env);
    const started = performance.now();
    const requestId = requestIdOf(
      headersOf(request, env as Parameters<typeof headersOf>[1])("x-request-id"),
    );
    const route = routeOf(path);
    const method = request.method;
    let response: Response;
    try {
      response = await handler(request, { ...env, requestId } satisfies RequestIdEnv);
    } catch (error) {
      if (request.signal.aborted) logAborted(log, { requestId, method, route, path }, started);
      throw error;
    }
    const ms = performance.now() - started;
    if (request.signal.aborted) {
      logAborted(log, { requestId, method, route, path }, started);
      return response;
    }
    try {
      response.headers.set("x-request-id", requestId);
    } catch {
      response = new Response(response.body, response);
      response.headers.set("x-request-id", requestId);
    }
    recordRequest(request.method, route, response.status, ms);
    log.info(
      {
        requestId,
        method: request.method,
        route,
        path,
        status: response.status,
        ms: Math.round(ms * 10) / 10,
      },
      "request",
    );
    return response;
  };
}

/** Status of a request the client closed before it was answered (nginx's convention). */
export const CLIENT_CLOSED_REQUEST = 499;

/** The line and the count of a request the client closed: `499`, `aborted: true`. */
function logAborted(
  log: Logger,
  line: { requestId: string; method: string; route: string; path: string },
  started: number,
): void {
  const ms = performance.now() - started;
  recordRequest(line.method, line.route, CLIENT_CLOSED_REQUEST, ms);
  log.info(
    {
      ...line,
      status: CLIENT_CLOSED_REQUEST,
      aborted: true,
      ms: Math.round(ms * 10) / 10,
    },
    "request",
  );
}

/** The address's path, without its query. */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.indexOf("?", start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

/**
 * A request's route for the log and the metrics: the React Router route id of a page (its `.data`
 * request too), else the kind of file (`/assets/*`, `/admin/*`) or the shop's own path.
 */
export function routeNamer(routes: ServerBuild["routes"]): (path: string) => string {
  const tree = routeTree(routes);
  const named = new Map<string, string>();
  return (path) => {
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path === "/admin" || path.startsWith("/admin/")) return "/admin/*";
    if (path === "/metrics" || path.startsWith("/__")) return path.split("/", 2).join("/");
    const page = path.endsWith(".data") ? path.slice(0, -5).replace(/\/_root$/, "/") : path;
    const known = named.get(page);
    if (known) return known;
    const matches = matchRoutes(tree, page);
    const id = matches?.[matches.length - 1]?.route.id ?? "unmatched";
    // Recently named paths are kept (a bounded number: addresses are many, routes few).
    if (named.size >= 2_000) named.clear();
    named.set(page, id);
    return id;
  };
}

/** The build's flat route manifest as the nested routes matchRoutes takes. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive };
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const below = children.get(route.id);
      return below && !route.index ? { ...route, children: attach(below) } : route;
    });
  return attach(children.get(undefined) ?? []);
}
