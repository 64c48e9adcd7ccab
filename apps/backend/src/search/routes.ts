import { type Suggestions, suggestQuerySchema, suggestionsResponseSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { ttlCache } from "../cache/ttl-cache.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { wantsFresh } from "../http/fresh.ts";
import { answer } from "../openapi/describe.ts";
import type { SearchService } from "./service.ts";

/** Suggestions are the same for everyone; what people type repeats a lot, so answers are kept briefly. */
const SUGGEST_CACHE_MS = 30_000;

/** `GET /api/search/suggest?q=`: what the header search box offers while typing. */
export function searchRoutes(search: SearchService) {
  const answers = ttlCache<Suggestions>({ ttlMs: SUGGEST_CACHE_MS, maxEntries: 5000 });
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
      const data = await answers.get(q.trim().toLowerCase().replace(/\s+/g, " "), () => search.suggest(q), wantsFresh(c));
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ data }, 200);
    },
  );
}
