import { readdirSync } from "node:fs";
import {
  type Backend,
  DATABASE_RETRY_AFTER_SECONDS,
  readBackendConfig,
  startBackend,
  storefrontKeyOf,
} from "@dukan/backend";
import {
  createLogger,
  type Logger,
  metricsAnswer,
  observe,
  registry,
} from "@dukan/backend/observability";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { type BackendFetch, createApiClient } from "../app/lib/api.server.ts";
import { languageOfPath } from "../app/lib/language.ts";
import {
  readSessionCookies,
  type ResumedSession,
  resumeSession,
  setsSessionCookies,
} from "../app/lib/session.server.ts";
import { clusterMetricsText } from "../cluster-metrics.js";
import { mountAdminApp } from "./admin-app.ts";
import { readShopConfig, type ShopConfig } from "./config.ts";
import { compression } from "./compression.ts";
import {
  type BackendTransport,
  clientAddress,
  forwardingFor,
  httpBackend,
  sameOrigin,
  onResponseSentOf,
} from "./forwarding.ts";
import { closeAfterUnreadBody } from "./unread-body.ts";
import { type ChangeFollower, followChanges } from "./change-feed.ts";
import { createPageCache, headersOf, type PageCache, type PageEntry } from "./page-cache.ts";
import { PageKeys, renderForPageCache, rendersForPageCache } from "./page-keys.ts";
import { pageNonce, securityHeaders } from "./security-headers.ts";
import { logRequests, type RequestIdEnv, routeNamer } from "./request-log.ts";

export { ConfigError } from "@dukan/backend";

export interface Shop {
  /** `env` is what @hono/node-server passes (the socket), handed on to the routes. */
  fetch(request: Request, env?: object): Response | Promise<Response>;
  /** The process's logger (JSON lines on stdout, LOG_LEVEL). */
  log: Logger;
  close(): Promise<void>;
}

export interface ShopOptions {
  /** Folder of the built browser assets; unset in development, where Vite serves them. */
  clientDir?: string;
  /** Folder of the built staff's app (apps/admin/dist), served under /admin (server/admin-app.ts). */
  adminDir?: string;
  /** Default: JSON lines on stdout at LOG_LEVEL (docs/operations.md). */
  log?: Logger;
  config?: ShopConfig;
}

/**
 * The whole shop as one fetch handler: the back end's API under /api (in this
 * process, or proxied to BACKEND_URL), built assets, and every page rendered by
 * React Router.
 */
export async function createShop(options: ShopOptions = {}): Promise<Shop> {
  const config = options.config ?? readShopConfig();
  const log = options.log ?? createLogger();
  const backendConfig = readBackendConfig();
  const backend: Backend | null = config.backendUrl ? null : await startBackend(backendConfig, log);
  const transport: BackendTransport = backend
    ? backend.fetch
    : httpBackend(config.backendUrl as string);

  // Whole visitor pages, kept fresh by the back end's change feed (GET /api/changes, in this process
  // or over HTTP alike): docs/page-cache.md.
  const changes: ChangeFollower | null =
    config.pageCacheBytes > 0
      ? followChanges(forwardingFor(transport, undefined), storefrontKeyOf(backendConfig))
      : null;
  const pages: PageCache | null = changes
    ? createPageCache({ changes, maxBytes: config.pageCacheBytes })
    : null;
  // Its hits, misses and invalidations are read at each scrape of /metrics.
  if (pages) observe({ pageCache: () => pages.stats() });
  let feedFailing = false;

  /** Pages being rendered for the cache, by variant, with the change feed's position when each began. */
  const rendering = new Map<string, { position: number; entry: Promise<PageEntry | null> }>();

  const app = new Hono();
  app.use("*", compression);
  // A request answered without its body read (sent to log in first, refused) ends its connection.
  app.use("*", closeAfterUnreadBody);
  // Every answer — pages, API, assets, files — with its security headers; a page with its nonce.
  app.use(
    "*",
    securityHeaders({
      siteUrl: config.siteUrl,
      development: process.env.NODE_ENV === "development",
    }),
  );
  // The back end limits attempts per client address (the first x-forwarded-for): every
  // request it gets names the shopper's socket address, never an address the client claims.
  app.all("/api/*", (c) =>
    forwardingFor(
      transport,
      clientAddress(c, config.trustedProxies),
      onResponseSentOf(c),
    )(c.req.raw),
  );

  mountAdminApp(app, options.adminDir);

  if (options.clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
      }),
    );
    // Other public files (favicons) are few and known at start: no file-system lookup for page requests.
    const servePublic = serveStatic({
      root: options.clientDir,
      onFound: (_path, c) => c.header("cache-control", "public, max-age=86400"),
    });
    for (const entry of readdirSync(options.clientDir, { withFileTypes: true })) {
      if (entry.isFile()) app.get(`/${entry.name}`, servePublic);
    }
  }

  // In production the build is loaded once: handing React Router a function makes it re-derive
  // the routes on every request (meant for development, where modules hot-reload).
  const mode = process.env.NODE_ENV ?? "production";
  const build = () => import("virtual:react-router/server-build");
  const built = await build();
  const handle = createRequestHandler(mode === "development" ? build : built, mode);
  // Requests are logged and counted by their route's id (server/request-log.ts).
  const routeOf = routeNamer(built.routes);
  const secure = config.siteUrl.startsWith("https:");
  // The page cache's counters and the process's memory (MB), for the benchmark and the operator:
  // only to a client on this machine, not through a proxy.
  app.get("/__page-cache", (c) => {
    const local =
      /^(?:127\.|::1$|::ffff:127\.)/.test(clientAddress(c, 0) ?? "") &&
      !c.req.header("x-forwarded-for");
    if (!local || !pages) return c.notFound();
    const memory = Object.entries(process.memoryUsage()).map(([name, bytes]) => [
      `memory_${name}_mb`,
      Math.round(bytes / 1048576),
    ]);
    return c.json({ ...pages.stats(), ...Object.fromEntries(memory) });
  });
  // Prometheus' scrape, for the bearer of METRICS_TOKEN only (docs/operations.md, "Logs and metrics").
  app.get("/metrics", (c) =>
    metricsAnswer(c.req.raw, backendConfig.metricsToken, () =>
      clusterMetricsText(() => registry.metrics()),
    ),
  );
  app.all("*", async (c) => {
    const request = c.req.raw;
    if (!sameOrigin(request, config.siteUrl)) return c.text("Forbidden", 403);
    const shopper = forwardingFor(
      transport,
      clientAddress(c, config.trustedProxies),
      undefined,
      (c.env as RequestIdEnv | undefined)?.requestId,
    );
    // A page the page cache may keep is rendered as a visitor's, with no session (decision 018).
    if (rendersForPageCache(c.env))
      return withRetryAfter(
        await renderForPageCache(handle, request, c.env.pageKeys, {
          backendFetch: shopper,
          siteUrl: config.siteUrl,
          cspNonce: pageNonce(c),
        }),
      );
    const resumed = await sessionOf(request, shopper, secure);
    const response = await handle(request, {
      backendFetch: shopper,
      siteUrl: config.siteUrl,
      session: resumed.session,
      cspNonce: pageNonce(c),
    });
    return withSession(withRetryAfter(response), resumed);
  });

  const fetch: Shop["fetch"] = async (request, env) => {
    if (!pages || !changes) return app.fetch(request, env);
    const header = headersOf(request, env);
    const variant = pages.variantOf(request, header);
    if (variant === null) return app.fetch(request, env);
    // Every change committed before this request arrived is known before a kept page is answered;
    // when the back end cannot say, the page is rendered.
    let position: number;
    try {
      position = await changes.sync();
      feedFailing = false;
    } catch (error) {
      if (!feedFailing)
        log.warn({ module: "page cache" }, `the change feed failed, pages are rendered: ${error}`);
      feedFailing = true;
      return app.fetch(request, env);
    }
    const entry = pages.lookup(variant);
    if (entry) return pages.answer(entry, header);
    // Visitors asking for the same page while it is rendered, with no change seen since it began, get that rendering.
    const joined = rendering.get(variant);
    if (joined?.position === position) {
      const shared = await joined.entry;
      if (shared) return pages.answer(shared, header, "miss");
    }
    let settle: (entry: PageEntry | null) => void = () => {};
    const mine = {
      position,
      entry: new Promise<PageEntry | null>((resolve) => (settle = resolve)),
    };
    rendering.set(variant, mine);
    try {
      const keys = new PageKeys();
      const rendered = await app.fetch(request, { ...env, pageKeys: keys });
      const prepared = await pages.prepare(variant, rendered, keys.kept, position);
      settle(prepared);
      return prepared ? pages.answer(prepared, header, "miss") : compressedFor(request, rendered);
    } finally {
      settle(null);
      if (rendering.get(variant) === mine) rendering.delete(variant);
    }
  };

  return {
    fetch: logRequests(fetch, log, routeOf),
    log,
    close: async () => {
      await backend?.close();
    },
  };
}

/** A rendered page the cache did not keep, gzip-compressed as the compression middleware would have (it was skipped for the cache). */
function compressedFor(request: Request, response: Response): Response {
  if (
    !response.body ||
    response.headers.has("content-encoding") ||
    !/\bgzip\b/i.test(request.headers.get("accept-encoding") ?? "")
  )
    return response;
  const headers = new Headers(response.headers);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  headers.append("vary", "Accept-Encoding");
  return new Response(response.body.pipeThrough(new CompressionStream("gzip")), {
    status: response.status,
    headers,
  });
}

/**
 * A page answered 503 (the back end's database down or restarting, app/lib/api.server.ts) tells
 * browsers and crawlers when to come back, as the API's own 503 does.
 */
function withRetryAfter(response: Response): Response {
  if (response.status !== 503 || response.headers.has("retry-after")) return response;
  const result = new Response(response.body, response);
  result.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
  return result;
}

/** Requests that never need the customer: the route manifest and crawler files. */
const sessionFree = /^\/(?:__manifest|robots\.txt|sitemap)/;

/** The session before any loader runs (lib/session.server.ts): refreshed if its token is about to expire, then the user fetched once. */
function sessionOf(
  request: Request,
  backend: BackendFetch,
  secure: boolean,
): Promise<ResumedSession> {
  const url = new URL(request.url);
  if (sessionFree.test(url.pathname)) return Promise.resolve({ session: null, setCookies: [] });
  const language = languageOfPath(url.pathname);
  return resumeSession(
    readSessionCookies(request.headers.get("cookie")),
    {
      refresh: (refreshToken) => createApiClient(backend, language).refresh(refreshToken),
      me: (token) => createApiClient(backend, language, token).me(),
    },
    { secure },
  );
}

/**
 * The response with the session's new or expired cookies — unless the page itself
 * started or ended the session (login, logout, password reset), whose cookies win.
 * A page rendered for a customer is never stored by a shared cache.
 */
function withSession(response: Response, resumed: ResumedSession): Response {
  const cookies = setsSessionCookies(response) ? [] : resumed.setCookies;
  const personal = resumed.session !== null && !response.headers.has("cache-control");
  if (cookies.length === 0 && !personal) return response;
  const result = new Response(response.body, response);
  for (const cookie of cookies) result.headers.append("set-cookie", cookie);
  if (personal) result.headers.set("cache-control", "private, no-cache");
  return result;
}
