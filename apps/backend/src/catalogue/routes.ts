import { perPageOptions, productSorts } from "@dukan/contract";
import { Hono } from "hono";
import { z } from "zod";
import { ApiProblem } from "../http/errors.ts";
import type { CatalogueService } from "./service.ts";

const MAX_PAGE = 10_000;

/** Lenient list query: a bad page or size falls back to a valid one instead of failing. */
const listQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((p) => Math.min(Math.max(p, 1), MAX_PAGE)),
  per_page: z.coerce
    .number()
    .int()
    .catch(24)
    .transform((n) => ((perPageOptions as readonly number[]).includes(n) ? n : 24)),
  sort: z.enum(productSorts).catch("newest"),
  category: z.string().max(200).optional().catch(undefined),
  new: z.enum(["1", "true"]).optional().catch(undefined),
  sale: z.enum(["1", "true"]).optional().catch(undefined),
});

export function catalogueRoutes(catalogue: CatalogueService) {
  return new Hono()
    .get("/categories", async (c) => c.json({ data: await catalogue.categoryTree() }))
    .get("/categories/:slug", async (c) => {
      const category = await catalogue.categoryBySlug(c.req.param("slug"));
      if (!category) throw new ApiProblem(404, "not_found");
      return c.json({ data: category });
    })
    .get("/products", async (c) => {
      const query = listQuerySchema.parse(c.req.query());
      const result = await catalogue.listProducts({
        categorySlug: query.category,
        onlyNew: query.new !== undefined,
        onlyOnSale: query.sale !== undefined,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
      });
      return c.json(result);
    })
    .get("/products/:slug", async (c) => {
      const product = await catalogue.productBySlug(c.req.param("slug"));
      if (!product) throw new ApiProblem(404, "not_found");
      return c.json({ data: product });
    });
}
