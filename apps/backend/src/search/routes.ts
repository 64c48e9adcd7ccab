import { type Suggestions, suggestQuerySchema, suggestionsResponseSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { ttlCache } from "../cache/ttl-cache.ts";
import { type ChangeFeed, touchesCatalogue } from "../changes/feed.ts";
import { surrogateKeys } from "../changes/surrogate-keys.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { wantsFresh } from "../http/fresh.ts";
import { answer } from "../openapi/describe.ts";
import type { SearchService } from "../catalogue/search.ts";

/** Suggestions are the same for everyone; what people type repeats a lot, so answers are kept briefly. */
const SUGGEST_CACHE_MS = 30_000;

/** `GET /api/search/suggest?q=`: what the header search box offers while typing. */
export function searchRoutes(search: SearchService, changes?: ChangeFeed) {
  const answers = ttlCache<Suggestions>({ ttlMs: SUGGEST_CACHE_MS, maxEntries: 5000 });
  // Names, prices and categories in the suggestions change with the catalogue: a committed change ends what was kept.
  changes?.subscribe((keys) => {
    if (keys.some(touchesCatalogue)) answers.clear();
  });
  return apiRoutes().openapi(
    createRoute({
      method: "get",
      path: "/search/suggest",
      tags: ["Catalogue"],
      summary: "Suggestions for the search box: products, categories, brands.",
      request: { query: suggestQuerySchema },
      responses: { 200: answer(suggestionsResponseSchema) },
    }),
    async (c) => {
      const { q } = c.req.valid("query");
      const data = await answers.get(
        q.trim().toLowerCase().replace(/\s+/g, " "),
        () => search.suggest(q),
        wantsFresh(c),
      );
      c.header("Cache-Control", "public, max-age=60");
      surrogateKeys(c, ["products", "category-counts"]);
      return c.json({ data }, 200);
    },
  );
}
