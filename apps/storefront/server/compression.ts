import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

import { rendersForPageCache } from "./page-keys.ts";

const compressResponses = compress();
const acceptsCompression = (header: string | undefined) => header !== undefined && /\b(gzip|deflate)\b/i.test(header);

/**
 * Pages and API answers compressed for clients that ask (built assets come precompressed).
 * Only those clients go through Hono's middleware: it reads the answer's headers, which turns
 * @hono/node-server's prepared answer into a stream written piece by piece.
 */
export const compression: MiddlewareHandler = async (c, next) => {
  if (c.req.path.startsWith("/assets/") || !acceptsCompression(c.req.header("accept-encoding"))) return next();
  // A page rendered for the page cache is compressed by it, once for every visitor (server/page-cache.ts).
  if (rendersForPageCache(c.env)) return next();
  return compressResponses(c, next);
};
