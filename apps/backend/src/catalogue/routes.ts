import { Hono } from "hono";
import { type AuthEnv, authenticate } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { Db } from "../db/client.ts";
import { ApiProblem } from "../http/errors.ts";
import { requestLanguage } from "../http/language.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { parseListQuery } from "./list-query.ts";
import type { CatalogueService } from "./service.ts";

/** Categories, brands and products; product prices are the caller's own when a bearer token comes with the request. */
export function catalogueRoutes(catalogue: CatalogueService, accounts: AccountService, db: Db) {
  const optionalLogin = authenticate(accounts, { required: false });
  const pricesFor = (caller: { user: Parameters<typeof priceContextFor>[1] } | null) => priceContextFor(db, caller?.user ?? null);
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
      return c.json(await catalogue.listProducts(parsed.request, requestLanguage(c), await pricesFor(c.get("caller"))));
    })
    .get("/products/:slug", optionalLogin, async (c) => {
      const product = await catalogue.productBySlug(c.req.param("slug"), await pricesFor(c.get("caller")));
      if (!product) throw new ApiProblem(404, "not_found");
      return c.json({ data: product });
    });
}
