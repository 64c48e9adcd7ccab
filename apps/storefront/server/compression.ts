import { promisify } from "node:util";
import { deflate, deflateSync, gzip, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

import { rendersForPageCache } from "./page-keys.ts";

const compressResponses = compress();
const acceptsCompression = (header: string | undefined) =>
  header !== undefined && /\b(gzip|deflate)\b/i.test(header);

/** Smaller answers go as they are (as Hono's middleware does). */
const THRESHOLD = 1024;
/** Larger answers are compressed on libuv's threads; smaller ones at once (a hand-over costs more). */
const ON_THREAD_FROM = 64 * 1024;
/**
 * zlib level 2, not its default 6: an API answer is made for one request and sent at once, so the
 * time to squeeze it counts more than its last bytes (measured: bench/RESULTS.md).
 */
const API_LEVEL = { level: 2 };
/**
 * A rendered page (a customer's, or a visitor's the page cache did not keep) at zlib's default
 * level, always on libuv's threads: it goes to a browser, often over a phone's connection, and
 * the main thread has just spent milliseconds rendering it.
 */
const PAGE_LEVEL = { level: 6 };
const gzipLater = promisify(gzip);
const deflateLater = promisify(deflate);
const compressors = {
  gzip: {
    now: (plain: Buffer) => gzipSync(plain, API_LEVEL),
    later: (plain: Buffer, level = API_LEVEL) => gzipLater(plain, level),
  },
  deflate: {
    now: (plain: Buffer) => deflateSync(plain, API_LEVEL),
    later: (plain: Buffer, level = API_LEVEL) => deflateLater(plain, level),
  },
};

/** What is compressed whole: API answers (JSON, built whole) and pages (rendered whole, answered with their length). */
const wholeKinds = {
  api: {
    type: "application/json",
    compress: (coding: Coding, plain: Buffer) => compressApiAnswer(coding, plain),
  },
  page: {
    type: "text/html",
    compress: (coding: Coding, plain: Buffer) => compressors[coding].later(plain, PAGE_LEVEL),
  },
};
type Coding = "gzip" | "deflate";

function compressApiAnswer(coding: Coding, plain: Buffer): Buffer | Promise<Buffer> {
  const compressor = compressors[coding];
  return plain.length < ON_THREAD_FROM ? compressor.now(plain) : compressor.later(plain);
}

/** gzip unless the client takes only deflate (or says it prefers it), as Hono's middleware chooses. */
function codingFor(header: string): Coding | null {
  const q = (coding: string) => {
    const match = new RegExp(`(?:^|,)\\s*${coding}\\s*(?:;\\s*q=([\\d.]+))?\\s*(?:,|$)`, "i").exec(
      header,
    );
    return match ? Number(match[1] ?? 1) : 0;
  };
  const gzipQ = q("gzip");
  const deflateQ = q("deflate");
  if (gzipQ === 0 && deflateQ === 0) return null;
  return deflateQ > gzipQ ? "deflate" : "gzip";
}

/**
 * An answer built whole compressed in one piece: it goes out with its length in one write. Hono's
 * middleware streams it through a CompressionStream instead, written piece by piece (several
 * socket writes and the web-stream machinery for a 10 KB answer: a fifth of the main thread's
 * time at an order placing). A page is compressed whole only when it came whole (with its length).
 */
async function compressWhole(
  c: Context,
  coding: Coding,
  kind: keyof typeof wholeKinds,
): Promise<void> {
  const answer = c.res;
  const type = answer.headers.get("content-type") ?? "";
  const cacheControl = answer.headers.get("cache-control") ?? "";
  if (
    !type.startsWith(wholeKinds[kind].type) ||
    (kind === "page" && !answer.headers.has("content-length")) ||
    answer.status === 204 ||
    answer.status === 206 ||
    answer.status === 304 ||
    answer.headers.has("content-encoding") ||
    c.req.method === "HEAD" ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(cacheControl)
  ) {
    return;
  }
  const plain = Buffer.from(await answer.arrayBuffer());
  const headers = new Headers(answer.headers);
  const vary = headers.get("vary");
  if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) {
    headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  let body: Buffer = plain;
  if (plain.length >= THRESHOLD) {
    body = await wholeKinds[kind].compress(coding, plain);
    headers.set("content-encoding", coding);
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  }
  headers.set("content-length", String(body.length));
  // Unset first: set over an answer, Hono would wrap the new one's body in a stream again.
  c.res = undefined;
  c.res = new Response(new Uint8Array(body), { status: answer.status, headers });
}

/**
 * Pages and API answers compressed for clients that ask (built assets come precompressed). API
 * answers (JSON, built whole) and pages (rendered whole, entry.server.tsx) are compressed in one
 * piece; anything else goes through Hono's middleware, which streams. The B2B feeds stream too and
 * compress themselves (gzip or brotli); a feed a client takes only as deflate goes through Hono's
 * middleware, streamed, never read whole.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  const accepted = c.req.header("accept-encoding");
  if (c.req.path.startsWith("/assets/") || !acceptsCompression(accepted)) return next();
  // A page rendered for the page cache is compressed by it, once for every visitor (server/page-cache.ts).
  if (rendersForPageCache(c.env)) return next();
  const coding = codingFor(accepted ?? "");
  if (coding === null || c.req.path.startsWith("/api/b2b/")) return compressResponses(c, next);
  if (!c.req.path.startsWith("/api/")) {
    // Hono's middleware leaves an answer that already says its encoding alone.
    return compressResponses(c, async () => {
      await next();
      await compressWhole(c, coding, "page");
    });
  }
  await next();
  await compressWhole(c, coding, "api");
};
