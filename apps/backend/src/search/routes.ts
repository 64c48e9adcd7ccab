import type { Suggestions } from "@dukan/contract";
import { Hono } from "hono";
import { ttlCache } from "../cache/ttl-cache.ts";
import { wantsFresh } from "../http/fresh.ts";
import type { SearchService } from "./service.ts";

/** Suggestions are the same for everyone; what people type repeats a lot, so answers are kept briefly. */
const SUGGEST_CACHE_MS = 30_000;

/** `GET /api/search/suggest?q=`: what the header search box offers while typing. */
export function searchRoutes(search: SearchService) {
  const answers = ttlCache<Suggestions>({ ttlMs: SUGGEST_CACHE_MS, maxEntries: 5000 });
  return new Hono().get("/search/suggest", async (c) => {
    const q = (c.req.query("q") ?? "").slice(0, 200);
    const data = await answers.get(q.trim().toLowerCase().replace(/\s+/g, " "), () => search.suggest(q), wantsFresh(c));
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data });
  });
}
