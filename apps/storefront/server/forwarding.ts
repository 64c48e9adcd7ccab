import type { ServerResponse } from "node:http";
import type { OnResponseSent } from "@dukan/backend";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { BackendFetch } from "../app/lib/api.server.ts";

/**
 * The shopper's address: the socket's, under @hono/node-server (production and development
 * alike). Behind `trustedProxies` reverse proxies (TRUST_PROXY) it is the address the outermost
 * of them saw: that many hops from the right of `X-Forwarded-For`; anything further left was
 * written by the client and is not believed.
 */
export function clientAddress(c: Context, trustedProxies = 0): string | undefined {
  if (trustedProxies > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const seen = hops[hops.length - trustedProxies];
    if (seen) return seen;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // called without a Node socket (tests calling shop.fetch directly)
  }
}

/**
 * How the shop reaches its back end: a request and, beside it, the shopper's address (the back
 * end in this process takes it as is; over HTTP it becomes the only `x-forwarded-for`).
 */
export type BackendTransport = (
  request: Request,
  clientAddress: string | undefined,
  onResponseSent?: OnResponseSent,
) => Promise<Response>;

/**
 * The back end as this request's shopper reaches it: their socket's address goes along, whatever
 * headers they sent, and for an answer passed on as it is, when it has left (`onResponseSentOf`).
 * With `requestId` (a page's, server/request-log.ts) each call carries it as `X-Request-Id`, so the
 * back end's log lines of the page's loaders name the page's request.
 */
export function forwardingFor(
  transport: BackendTransport,
  address: string | undefined,
  onResponseSent?: OnResponseSent,
  requestId?: string,
): BackendFetch {
  if (!requestId) return (request) => transport(request, address, onResponseSent);
  return (request) => {
    request.headers.set("x-request-id", requestId);
    return transport(request, address, onResponseSent);
  };
}

/**
 * When the answer to this request has left: its Node response closed (sent whole, or the client
 * gone). None without a Node socket (tests calling shop.fetch directly).
 */
export function onResponseSentOf(c: Context): OnResponseSent | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("outgoing" in env)) return undefined;
  const outgoing = env.outgoing as { once?: unknown } | null | undefined;
  if (typeof outgoing?.once !== "function") return undefined;
  const response = outgoing as Pick<ServerResponse, "once">;
  return (done) => response.once("close", done);
}

/** A back end running elsewhere (BACKEND_URL): same paths and headers over HTTP, `x-forwarded-for` the shopper's address only. */
export function httpBackend(baseUrl: string): BackendTransport {
  const base = new URL(baseUrl);
  return async (request, address) => {
    const url = new URL(request.url);
    const target = new URL(url.pathname + url.search, base);
    const headers = new Headers(request.headers);
    if (address) headers.set("x-forwarded-for", address);
    else headers.delete("x-forwarded-for");
    // Node's fetch decodes a compressed answer but keeps its Content-Encoding: ask for the bytes as
    // they are (the shop compresses what it sends on, server/compression.ts).
    headers.set("accept-encoding", "identity");
    const init: RequestInit & { duplex?: "half" } = {
      method: request.method,
      headers,
      redirect: "manual",
    };
    if (request.method !== "GET" && request.method !== "HEAD") {
      init.body = request.body;
      init.duplex = "half";
    }
    return fetch(target, init);
  };
}

/**
 * Form posts must come from the shop's own pages. SameSite=Lax already keeps the
 * session cookies off cross-site posts; this also stops a foreign page from posting
 * the login form (logging a shopper into someone else's account) or the logout.
 */
export function sameOrigin(request: Request, siteUrl: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return true; // non-browser clients send none (and carry no session cookies from a foreign page)
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}
