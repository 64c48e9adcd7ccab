import { randomBytes } from "node:crypto";
import { addSecurityHeaders, withHeaders } from "@dukan/backend/security-headers";
import type { Context, MiddlewareHandler } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** This request's Content-Security-Policy nonce (securityHeaders). */
    cspNonce: () => string;
  }
}

/** The browser features a shop without camera, location, payment in the page or devices has no use for: denied to every frame. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** Two years, subdomains included: sent only when the shop is served over https. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The policy of a page. Scripts: the shop's own files, and inline only those carrying this page's
 * nonce (React Router's context and module loader, React's own). Styles may be inline: the
 * stylesheet is inside the page (lib/page-styles.tsx) and some elements set custom properties in
 * a style attribute — a nonce in style-src would switch 'unsafe-inline' off. Pictures come from
 * /api/media, fetchers and suggestions from the shop itself; forms post only to the shop. In
 * development Vite's hot reload talks over its own WebSocket port.
 */
export function pagePolicy(nonce: string, development = false): string {
  return policyWithScripts([`'nonce-${nonce}'`], development);
}

/**
 * The policy of a page answered from the page cache (server/page-cache.ts): the same page for many
 * visitors, so its inline scripts are named by their SHA-256 hashes instead of a nonce that would be
 * shared by everyone.
 */
export function cachedPagePolicy(scriptHashes: readonly string[]): string {
  return policyWithScripts(
    scriptHashes.map((hash) => `'sha256-${hash}'`),
    false,
  );
}

function policyWithScripts(inlineScripts: readonly string[], development: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScripts.map((source) => ` ${source}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface SecurityHeadersOptions {
  /** The shop's public address: Strict-Transport-Security only when it is https. */
  siteUrl: string;
  development?: boolean;
}

/**
 * Security headers on every answer of the shop. A page (HTML rendered by React Router) gets its
 * own policy with a fresh nonce, which the page handler hands to React Router (`pageNonce`);
 * everything else — the API's answers (proxied or in this process), built assets, public files,
 * route data — gets the back end's headers, its policy chosen by content type
 * (@dukan/backend, http/security-headers.ts), so the API has them whoever serves it.
 */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const https = options.siteUrl.startsWith("https:");
  return async (c, next) => {
    // Made when first asked for: an answer that is not a page (the API's, an asset) needs none.
    let nonce: string | undefined;
    const nonceOf = () => (nonce ??= randomBytes(18).toString("base64"));
    c.set("cspNonce", nonceOf);
    await next();
    const page = !c.req.path.startsWith("/api/") && isHtml(c.res.headers.get("content-type"));
    const answer = withHeaders(c.res, (headers) => {
      if (page) headers.set("content-security-policy", pagePolicy(nonceOf(), options.development));
      addSecurityHeaders(headers);
      headers.set("permissions-policy", PERMISSIONS_POLICY);
      if (https) headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    });
    // Setting `c.res` copies the answer: only when it had to be copied.
    if (answer !== c.res) c.res = answer;
  };
}

/** The nonce of the page being answered, for React Router's inline scripts (entry.server.tsx). */
export function pageNonce(c: Context): string {
  return c.get("cspNonce")();
}

function isHtml(contentType: string | null): boolean {
  return /^\s*text\/html\b/i.test(contentType ?? "");
}
