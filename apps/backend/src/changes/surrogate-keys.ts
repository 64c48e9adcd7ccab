import type { Context } from "hono";

export const SURROGATE_KEY_HEADER = "surrogate-key";

/**
 * Names what an answer was made from, in the keys the change triggers write (changes/feed.ts):
 * `Surrogate-Key: product:12 category:3 settings`. The storefront's page cache keeps a page only
 * when every answer it was made from names its keys, and drops it when a change touches one.
 */
export function surrogateKeys(c: Context, keys: readonly string[]): void {
  c.header(SURROGATE_KEY_HEADER, keys.join(" "));
}
