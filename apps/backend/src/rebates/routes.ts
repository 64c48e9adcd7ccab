import { type CustomerRebate, customerRebateListResponseSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import type { Db } from "../db/client.ts";
import { brandsById, categoriesById } from "../catalogue/lookups.ts";
import { customerRebatesOf } from "../pricing/customer-prices.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, bearer, refusals } from "../openapi/describe.ts";

/** `GET /api/me/rebates`: the caller's rebates, by brand or category and payment method, biggest first. */
export function rebateRoutes(db: Db, accounts: AccountService) {
  const routes = apiRoutes<AuthEnv>();
  const route = createRoute({
    method: "get",
    path: "/me/rebates",
    tags: ["Customer"],
    summary: "The caller's rebates, by brand or category and payment method, biggest first.",
    security: bearer,
    middleware: [authenticate(accounts, { required: true, permission: "customer" })],
    responses: {
      200: answer(customerRebateListResponseSchema),
      401: refusals.unauthorized,
      403: refusals.forbidden,
    },
  });
  routes.openapi(route, async (c) => {
    // The rebates from pricing, which owns them; their brands and categories from the catalogue.
    const rebates = await customerRebatesOf(db, callerOf(c).user.id);
    const isId = (id: number | null): id is number => id !== null;
    const [brands, categories] = await Promise.all([
      brandsById(db, rebates.map((r) => r.brandId).filter(isId)),
      categoriesById(db, rebates.map((r) => r.categoryId).filter(isId)),
    ]);
    const rows = rebates.map((rebate) => ({
      rebate,
      brand: rebate.brandId === null ? undefined : brands.get(rebate.brandId),
      category: rebate.categoryId === null ? undefined : categories.get(rebate.categoryId),
    }));
    const data: CustomerRebate[] = rows
      .map(({ rebate, brand, category }) => ({
        id: rebate.id,
        percent: rebate.percent,
        brand: brand ? { id: brand.id, slug: brand.slug, name: brand.name } : null,
        category: category
          ? {
              id: category.id,
              slug_hr: category.slugHr,
              slug_en: category.slugEn,
              name_hr: category.nameHr,
              name_en: category.nameEn,
            }
          : null,
        payment_method: rebate.paymentMethod,
      }))
      .sort((a, b) => b.percent - a.percent || a.id - b.id);
    return c.json({ data }, 200);
  });
  return routes;
}
