import { Hono } from "hono";
import { ApiProblem } from "../http/errors.ts";
import { requestLanguage } from "../http/language.ts";
import { parseListQuery } from "./list-query.ts";
import type { CatalogueService } from "./service.ts";

export function catalogueRoutes(catalogue: CatalogueService) {
  return new Hono()
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
    .get("/products", async (c) => {
      const parsed = parseListQuery(c.req.query());
      if (!parsed.ok) throw new ApiProblem(400, "validation_failed", parsed.fields);
      return c.json(await catalogue.listProducts(parsed.request, requestLanguage(c)));
    })
    .get("/products/:slug", async (c) => {
      const product = await catalogue.productBySlug(c.req.param("slug"));
      if (!product) throw new ApiProblem(404, "not_found");
      return c.json({ data: product });
    });
}
