import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import { allowsCategory, readConsent } from "../app/lib/cookie-consent.server.ts";
import { closedBarsOf } from "../app/lib/info-bars.ts";
import { FLASH_COOKIE } from "../app/lib/cart.server.ts";
import { LANGUAGE_COOKIE, languageOfPath } from "../app/lib/language.ts";
import { PENDING_ADD_COOKIE } from "../app/lib/pending-add.server.ts";
import { parseCookies, REFRESH_COOKIE, TOKEN_COOKIE } from "../app/lib/session.server.ts";
import type { ChangeFollower } from "./change-feed.ts";
import { cachedPagePolicy } from "./security-headers.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Whole pages as visitors get them (docs/page-cache.md): kept per address and what the visitor's
 * cookies change on a page (cookie choice, closed info bars), stored compressed, answered with an
 * ETag and 304, and dropped the moment a committed change touches what they were made from.
 */
export interface PageCache {
  /** The cache's name for this request's page, or null when the request must be rendered (session, flash, not a page). */
  variantOf(request: Request, header?: HeaderOf): string | null;
  /** The kept page of a variant, if any, still fresh. */
  lookup(variant: string, now?: number): PageEntry | undefined;
  /** The answer of a kept page for a request: 304 when its ETag matches, else the best encoding it accepts. */
  answer(entry: PageEntry, header: HeaderOf, status?: "hit" | "miss"): Response;
  /**
   * The entry of a rendered page when it may be answered from bytes (200, HTML, no cookie set, every
   * back-end answer it used named its keys), kept unless a change touched those keys since `position`;
   * otherwise null, with the response's body unread.
   */
  prepare(
    variant: string,
    response: Response,
    keys: ReadonlySet<string> | null,
    position: number,
  ): Promise<PageEntry | null>;
  stats(): PageCacheStats;
}

/** A request header by its lower-case name (from the socket's parsed headers when there is one: no Headers object made). */
export type HeaderOf = (name: string) => string | null;

export function headersOf(
  request: Request,
  env?: { incoming?: { headers: Record<string, string | string[] | undefined> } },
): HeaderOf {
  const raw = env?.incoming?.headers;
  if (!raw) return (name) => request.headers.get(name);
  return (name) => {
    const value = raw[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
}

export interface PageEntry {
  variant: string;
  etag: string;
  headers: Record<string, string>;
  /** The answers' headers, made once per encoding. */
  answers: Map<string, Record<string, string>>;
  identity: Buffer | null;
  gzip: Buffer;
  brotli: Buffer;
  keys: ReadonlySet<string>;
  expiresAt: number;
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  notModified: number;
  stored: number;
  /** Pages dropped by a committed change (not by the size bound). */
  invalidations: number;
  /** Pages dropped to stay under the size bound. */
  evictions: number;
  /** Rendered pages that could not be kept (personal, an answer without keys, changed while rendering). */
  notStored: number;
}

/** A kept page is made again after this long at most, and at the end of the UTC day (what is "new" follows the date). */
export const PAGE_MAX_AGE_MS = 10 * 60_000;

/** Paths that are never pages: the API, built files, the staff's app (admin-app.ts), route data, crawler and public files. */
const notAPage = /^\/(?:api\/|assets\/|admin(?:\/|$)|__)|\.[a-z0-9]+$/i;
/**
 * The sitemaps are kept like pages although their paths end in `.xml`: the same for every visitor,
 * made of described answers, and a products file is 5,000 products (~4 MB of XML) to render.
 */
const sitemapFile = /^\/sitemap(?:\.xml|\/[a-z0-9-]+\.xml)$/;

/**
 * What makes one visitor's page differ from another's (docs/page-cache.md): the address with its
 * query, the cookie choice, the info bars closed, and whether it is a document navigation. Null
 * for what is not a page, for a request with a session cookie, and for one carrying a one-time
 * notice, an add waiting for the login or a language cookie the page would act on.
 */
function visitorVariantOf(request: Request, header: HeaderOf): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (notAPage.test(url.pathname) && !sitemapFile.test(url.pathname)) return null;
  const cookieHeader = header("cookie");
  const cookies = parseCookies(cookieHeader);
  if (
    cookies.has(TOKEN_COOKIE) ||
    cookies.has(REFRESH_COOKIE) ||
    cookies.has(FLASH_COOKIE) ||
    // The login page says why the visitor is there (an add waits for the login).
    cookies.has(PENDING_ADD_COOKIE)
  )
    return null;
  // The page would remember its language in a cookie, or send the visitor to the one remembered.
  const consent = readConsent(cookieHeader);
  const remembered = cookies.get(LANGUAGE_COOKIE);
  const language = languageOfPath(url.pathname);
  if (remembered === undefined ? allowsCategory(consent, "preferences") : remembered !== language)
    return null;
  const choice =
    consent === null ? "-" : `${consent.preferences ? "p" : ""}${consent.statistics ? "s" : ""}`;
  const document = header("sec-fetch-dest") === "document" ? "d" : "-";
  return `${document}|${choice}|${closedBarsOf(cookieHeader).sort().join(",")}|${url.pathname}${url.search}`;
}

/** Headers of the rendered answer that are not kept: made per answer, or replaced by the cache's own. */
const perAnswer = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "date",
  "set-cookie",
  "etag",
  "vary",
  "cache-control",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);

export function createPageCache(options: {
  changes: Pick<ChangeFollower, "subscribe" | "touchedSince">;
  maxBytes: number;
  now?: () => number;
}): PageCache {
  const now = options.now ?? Date.now;
  /** Oldest use first: a hit moves its page to the end. */
  const entries = new Map<string, PageEntry>();
  const byKey = new Map<string, Set<string>>();
  let bytes = 0;
  const counts = {
    hits: 0,
    misses: 0,
    notModified: 0,
    stored: 0,
    invalidations: 0,
    evictions: 0,
    notStored: 0,
  };

  const remove = (variant: string): boolean => {
    const entry = entries.get(variant);
    if (!entry) return false;
    entries.delete(variant);
    bytes -= entry.bytes;
    for (const key of entry.keys) {
      const variants = byKey.get(key);
      variants?.delete(variant);
      if (variants?.size === 0) byKey.delete(key);
    }
    return true;
  };

  options.changes.subscribe((keys) => {
    if (keys.includes("*")) {
      counts.invalidations += entries.size;
      entries.clear();
      byKey.clear();
      bytes = 0;
      return;
    }
    for (const key of keys)
      for (const variant of [...(byKey.get(key) ?? [])])
        if (remove(variant)) counts.invalidations += 1;
  });

  const add = (variant: string, entry: PageEntry) => {
    remove(variant);
    if (entry.bytes > options.maxBytes / 4) return;
    entries.set(variant, entry);
    bytes += entry.bytes;
    for (const key of entry.keys) {
      let variants = byKey.get(key);
      if (!variants) byKey.set(key, (variants = new Set()));
      variants.add(variant);
    }
    shrink();
  };

  const shrink = () => {
    for (const [oldest] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
      counts.evictions += 1;
    }
  };

  const answer: PageCache["answer"] = (entry, header, status = "hit") => {
    if (matches(header("if-none-match"), entry.etag)) {
      counts.notModified += 1;
      return new Response(null, {
        status: 304,
        headers: headersFor(entry, `304 ${status}`, null, 0),
      });
    }
    const accepted = header("accept-encoding") ?? "";
    let body: Buffer;
    let encoding: string | null = null;
    if (/\bbr\b/.test(accepted)) {
      body = entry.brotli;
      encoding = "br";
    } else if (/\bgzip\b/.test(accepted)) {
      body = entry.gzip;
      encoding = "gzip";
    } else {
      // Few clients take a page uncompressed (tools, benchmarks): its bytes are kept once one asks.
      if (!entry.identity) {
        entry.identity = gunzipSync(entry.gzip);
        if (entries.get(entry.variant) === entry) {
          entry.bytes += entry.identity.length;
          bytes += entry.identity.length;
          shrink();
        }
      }
      body = entry.identity;
    }
    return new Response(body as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: headersFor(entry, `${encoding} ${status}`, encoding, body.length),
    });
  };

  return {
    variantOf(request, header = (name) => request.headers.get(name)) {
      return visitorVariantOf(request, header);
    },

    lookup(variant, at = now()) {
      const entry = entries.get(variant);
      if (!entry) {
        counts.misses += 1;
        return undefined;
      }
      if (entry.expiresAt <= at) {
        remove(variant);
        counts.misses += 1;
        return undefined;
      }
      entries.delete(variant);
      entries.set(variant, entry);
      counts.hits += 1;
      return entry;
    },

    answer,

    async prepare(variant, response, keys, position) {
      const type = response.headers.get("content-type") ?? "";
      const isHtml = /^text\/html\b/i.test(type);
      // A sitemap says it is public (kept by shared caches an hour); a page with a Cache-Control of its own is not kept.
      const isSitemap = /^application\/xml\b/i.test(type);
      const storable =
        keys !== null &&
        response.status === 200 &&
        (isHtml || isSitemap) &&
        !response.headers.has("set-cookie") &&
        (isSitemap
          ? /\bpublic\b/.test(response.headers.get("cache-control") ?? "public")
          : !response.headers.has("cache-control"));
      if (!storable || !response.body) {
        counts.notStored += 1;
        return null;
      }
      const html = Buffer.from(await response.arrayBuffer());
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(html, { level: 9 }),
        brotliAsync(html, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
      ]);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!perAnswer.has(name)) headers[name] = value;
      });
      const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
      headers["content-security-policy"] = cachedPagePolicy(
        isHtml ? inlineScriptHashes(html.toString("utf8")) : [],
      );
      headers.etag = etag;
      headers.vary = "Accept-Encoding, Cookie, Sec-Fetch-Dest";
      // Kept by the browser, asked again every time: the answer is a 304 while the page is unchanged.
      headers["cache-control"] = "no-cache";
      const at = now();
      const entry: PageEntry = {
        variant,
        etag,
        headers,
        answers: new Map(),
        identity: null,
        gzip: gzipped,
        brotli,
        keys,
        expiresAt: Math.min(at + PAGE_MAX_AGE_MS, nextUtcMidnight(at)),
        bytes: gzipped.length + brotli.length + 512,
      };
      // A change committed while the page was rendered may be in it or not: such a page is answered, not kept.
      if (options.changes.touchedSince(position, keys)) counts.notStored += 1;
      else {
        add(variant, entry);
        counts.stored += 1;
      }
      return entry;
    },

    stats: () => ({ entries: entries.size, bytes, maxBytes: options.maxBytes, ...counts }),
  };
}

/** The headers of one kind of answer of a page (encoding and hit or miss), made once and reused: they are never changed. */
function headersFor(
  entry: PageEntry,
  kind: string,
  encoding: string | null,
  length: number,
): Record<string, string> {
  let headers = entry.answers.get(kind);
  if (!headers) {
    headers = { ...entry.headers, "x-page-cache": kind.endsWith("miss") ? "miss" : "hit" };
    if (encoding) headers["content-encoding"] = encoding;
    if (!kind.startsWith("304")) headers["content-length"] = String(length);
    entry.answers.set(kind, headers);
  }
  return headers;
}

/** The SHA-256 (base64) of every inline script's text: a kept page's policy names them instead of a nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

/** If-None-Match against a weak ETag (weak comparison, as RFC 9110 asks for it). */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

function nextUtcMidnight(at: number): number {
  const day = 24 * 60 * 60_000;
  return Math.floor(at / day) * day + day;
}
