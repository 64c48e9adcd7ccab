import {
  adminProductChangeSchema,
  adminProductParamsSchema,
  bodyLimits,
  productDetailResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { ChangeFeed } from "../changes/feed.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusals } from "../openapi/describe.ts";
import { retailPrices } from "../pricing/price.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { adminCatalogueService } from "./admin-service.ts";
import type { CatalogueService } from "./service.ts";

export interface AdminCatalogueRoutesOptions {
  db: Db;
  catalogue: CatalogueService;
  /** Read at once after a change, so this process's kept catalogue answers show it immediately. */
  changes?: ChangeFeed | undefined;
}

/** `PATCH /api/admin/products/{id}`: the staff change a product's regular prices, stock and visibility. */
export function adminCatalogueRoutes({ db, catalogue, changes }: AdminCatalogueRoutesOptions) {
  const admin = adminCatalogueService(db);
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/products/{id}",
      tags: ["Staff"],
      summary:
        "Staff: change a product's regular retail price (with VAT), wholesale price (without VAT), stock or whether it is shown; at least one. " +
        "A regular price change is kept in the price history (EU Omnibus) and the sale reference price follows it. " +
        "The answer is the product as a visitor's `GET /api/products/{slug}` shows it (a hidden product too).",
      ...staffRoute("catalogue"),
      middleware: [jsonBody(bodyLimits.json), staffAuth("catalogue")],
      request: { params: adminProductParamsSchema, body: jsonRequest(adminProductChangeSchema) },
      responses: {
        200: answer(productDetailResponseSchema, "The product as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { slug } = await admin.changeProduct(
        c.req.valid("param").id,
        c.req.valid("json"),
        staffActor(c),
      );
      // Kept visitors' answers of this process drop the product now, not when a page next asks.
      await changes?.sync();
      const data = await catalogue.productBySlug(slug, retailPrices, { inactiveToo: true });
      if (!data) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json({ data }, 200);
    },
  );

  return routes;
}
