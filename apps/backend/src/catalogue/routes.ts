import { Hono } from "hono";
import { type AuthEnv, authenticate } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { Db } from "../db/client.ts";
import { ApiProblem } from "../http/errors.ts";
import { wantsFresh } from "../http/fresh.ts";
import { requestLanguage } from "../http/language.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { parseListQuery } from "./list-query.ts";
import { ttlCache } from "../cache/ttl-cache.ts";
import type { CatalogueService } from "./service.ts";

/** How long visitors' list pages and product answers are reused. */
export const VISITOR_CACHE_MS = 3_000;

/** Categories, brands and products; product prices are the caller's own when a bearer token comes with the request. */
export function catalogueRoutes(catalogue: CatalogueService, accounts: AccountService, db: Db) {
  const optionalLogin = authenticate(accounts, { required: false });
  const pricesFor = (caller: { user: Parameters<typeof priceContextFor>[1] } | null) => priceContextFor(db, caller?.user ?? null);
  // Visitors all see the same prices: their list pages and product answers are kept a few
  // seconds (stock shown may be that old), so a busy category page costs one query a few
  // seconds, not one per visitor. Logged-in customers always get fresh, personal answers, and
  // so does a client that sends `Cache-Control: no-cache` (the benchmark's uncached rows).
  const visitorLists = ttlCache<unknown>({ ttlMs: VISITOR_CACHE_MS, maxEntries: 500 });
  const visitorProducts = ttlCache<unknown>({ ttlMs: VISITOR_CACHE_MS, maxEntries: 2000 });
  return new Hono<AuthEnv>()
    .get("/categories", async (c) => c.json({ data: await catalogue.categoryTree() }))
    .get("/categories/:slug", async (c) => {
      const category = await catalogue.categoryBySlug(c.req.param("slug"));
      if (!category) throw new ApiProblem(404, "not_found");
      return c.json({ data: category });
    })
    .get("/brands", async (c) => c.json({ data: await catalogue.brandList() }))
    .get("/sitemap/products", async (c) => {
      const page = Math.min(Math.max(Number.parseInt(c.req.query("page") ?? "1", 10) || 1, 1), 10_000);
      c.header("cache-control", "public, max-age=3600");
      return c.json(await catalogue.sitemapPage(page));
    })
    .get("/products", optionalLogin, async (c) => {
      const parsed = parseListQuery(c.req.query());
      if (!parsed.ok) throw new ApiProblem(400, "validation_failed", parsed.fields);
      const language = requestLanguage(c);
      const caller = c.get("caller");
      if (caller) return c.json(await catalogue.listProducts(parsed.request, language, await pricesFor(caller)));
      return c.json(
        await visitorLists.get(
          `${language} ${JSON.stringify(parsed.request)}`,
          () => catalogue.listProducts(parsed.request, language),
          wantsFresh(c),
        ),
      );
    })
    .get("/products/:slug", optionalLogin, async (c) => {
      const caller = c.get("caller");
      const slug = c.req.param("slug");
      const product = caller
        ? await catalogue.productBySlug(slug, await pricesFor(caller))
        : await visitorProducts.get(slug, () => catalogue.productBySlug(slug), wantsFresh(c));
      if (!product) throw new ApiProblem(404, "not_found");
      return c.json({ data: product });
    });
}
