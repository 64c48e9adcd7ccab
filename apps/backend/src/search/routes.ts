import { Hono } from "hono";
import type { SearchService } from "./service.ts";

/** `GET /api/search/suggest?q=`: what the header search box offers while typing. */
export function searchRoutes(search: SearchService) {
  return new Hono().get("/search/suggest", async (c) => {
    const data = await search.suggest(c.req.query("q") ?? "");
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data });
  });
}
