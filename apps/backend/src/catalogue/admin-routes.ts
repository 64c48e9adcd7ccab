import {
  adminProductBulkResultSchema,
  adminProductBulkSchema,
  adminProductChangeSchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductParamsSchema,
  adminProductSchema,
  bodyLimits,
  productDetailResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { ChangeFeed } from "../changes/feed.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { retailPrices } from "../pricing/price.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { bulkChangeProducts } from "./admin-bulk.ts";
import { adminProductList } from "./admin-list.ts";
import { adminProductDetail } from "./admin-read.ts";
import { adminCatalogueService } from "./admin-service.ts";
import { searchService } from "./search.ts";
import type { CatalogueService } from "./service.ts";

export interface AdminCatalogueRoutesOptions {
  db: Db;
  catalogue: CatalogueService;
  /** Read at once after a change, so this process's kept catalogue answers show it immediately. */
  changes?: ChangeFeed | undefined;
}

const tags = ["Staff"];
const conflict = refusal("The product changed since `version` was read (`version_conflict`)");

/**
 * The staff's products (scope `catalogue`): list, one product, create, change (`PATCH`, the path
 * of every regular price change) and bulk actions. Each write is one transaction with its audit
 * entries; after it this process reads the committed changes (its kept answers drop the product)
 * and the search index takes the product's names and codes.
 */
export function adminCatalogueRoutes({ db, catalogue, changes }: AdminCatalogueRoutesOptions) {
  const admin = adminCatalogueService(db);
  const search = searchService(db);
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("catalogue");
  const readJson = jsonBody(bodyLimits.json);

  /** After a committed write: this process's kept answers and the search index follow. */
  async function committed(ids: readonly number[]): Promise<void> {
    await changes?.sync();
    await search.refreshProducts(ids);
  }

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/products",
      tags,
      summary:
        "Staff: products, newest first; `q` finds words of the name (either language) and the start of the item code, EAN or MPN; filters by category (with those below it), brand, active, in stock, on sale, new, without picture, without EAN.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { query: adminProductListQuerySchema },
      responses: { 200: answer(adminProductListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      const { page, perPage, sort, order, categoryId, ...filter } = c.req.valid("query");
      c.header("cache-control", "no-store");
      const categoryIds =
        categoryId === undefined ? undefined : await catalogue.categoryIdsUnder(categoryId);
      return c.json(
        await adminProductList(
          db,
          { ...filter, ...(categoryIds ? { categoryIds } : {}) },
          { page, perPage, sort, order },
        ),
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/products/{id}",
      tags,
      summary:
        "Staff: one product with every field the storefront and feeds show, both languages, its earlier slugs, scheduled sale and `version`.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { params: adminProductParamsSchema },
      responses: { 200: answer(adminProductSchema), ...staffRefusals, 404: refusals.notFound },
    }),
    async (c) => {
      const data = await adminProductDetail(db, c.req.valid("param").id);
      if (!data) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/products",
      tags,
      summary:
        "Staff: create a product. Slugs, item code and EAN (check digit checked) are unique; a slug of a category or a page of the shop is refused; descriptions are sanitised.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { body: jsonRequest(adminProductCreateSchema) },
      responses: {
        201: answer(adminProductSchema, "The product made"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { id } = await admin.createProduct(c.req.valid("json"), staffActor(c));
      await committed([id]);
      const data = await adminProductDetail(db, id);
      if (!data) throw new Refusal("not_found");
      return c.json(data, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/products/{id}",
      tags,
      summary:
        "Staff: change any field of a product (at least one), naming the `version` read (409 when it moved; API clients changing a price or stock may leave it out). " +
        "A regular price change is kept in the price history (EU Omnibus) and the sale reference price follows it; a slug changed keeps the old one, which redirects (301). " +
        "The answer is the product as a visitor's `GET /api/products/{slug}` shows it (a hidden product too).",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { params: adminProductParamsSchema, body: jsonRequest(adminProductChangeSchema) },
      responses: {
        200: answer(productDetailResponseSchema, "The product as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const { slug } = await admin.changeProduct(id, c.req.valid("json"), staffActor(c));
      // Kept visitors' answers of this process drop the product now, not when a page next asks.
      await committed([id]);
      const data = await catalogue.productBySlug(slug, retailPrices, { inactiveToo: true });
      if (!data) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json({ data }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/products/bulk",
      tags,
      summary:
        "Staff: one action on up to 1,000 products in one transaction — activate, deactivate, move-to-category, set-sale (percent off the regular prices, with start and end), clear-sale, set-new (until a day), clear-new; audited per product.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { body: jsonRequest(adminProductBulkSchema) },
      responses: {
        200: answer(adminProductBulkResultSchema, "How many products changed"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const action = c.req.valid("json");
      const result = await bulkChangeProducts(db, admin, action, staffActor(c));
      await committed(action.action === "move-to-category" ? action.ids : []);
      return c.json(result, 200);
    },
  );

  return routes;
}
