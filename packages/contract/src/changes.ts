import { z } from "zod";
import { dataEnvelope } from "./envelope.ts";
import { queryValue } from "./requests.ts";

/**
 * `GET /api/changes`: the catalogue and content changes one back-end process has read from the
 * database (docs/page-cache.md), for the storefront's page cache. Internal: only a caller with the
 * storefront's key (`X-Storefront-Key`, derived from AUTH_SECRET) is answered.
 */
export const STOREFRONT_KEY_HEADER = "x-storefront-key";

export const changesQuerySchema = z.object({
  after: queryValue(z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0))
    .meta({ pattern: "^\\d+$" })
    .describe("The position the caller has applied every change up to (0: none yet)."),
  feed: queryValue(z.string().max(64).optional()).describe(
    "The feed the position belongs to, as its last answer named it; none (the first call) or another feed answers `changes: null`.",
  ),
});

export const changeSchema = z.object({
  /** The feed's position after this change. */
  position: z.number().int(),
  /** What it touched: `product:<id>`, `category:<id>`, `products`, `category-counts`, `page:<key>`, `downloads`, `settings`, or `*`. */
  keys: z.array(z.string()),
});

export const changesSchema = z.object({
  /** This back-end process's feed: positions count from its start. */
  feed: z.string(),
  /** The position after every change committed before the request arrived. */
  position: z.number().int(),
  /** The changes after `after`, oldest first; null when the feed no longer remembers them (or `feed` named another): drop everything. */
  changes: z.array(changeSchema).nullable(),
});
export const changesResponseSchema = dataEnvelope(changesSchema);
export type Changes = z.infer<typeof changesSchema>;
export type Change = z.infer<typeof changeSchema>;
