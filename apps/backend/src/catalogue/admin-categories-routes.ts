import {
  adminCategoryCreateSchema,
  adminCategoryDetailSchema,
  adminCategoryListSchema,
  adminCategoryMoveSchema,
  adminCategoryPatchSchema,
  adminDeleteQuerySchema,
  bodyLimits,
  pathIdSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { ChangeFeed } from "../changes/feed.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { AdminCategories } from "./admin-categories.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("Category id.") });
const conflict = refusal("The category changed since `version` was read (`version_conflict`)");

/**
 * The staff's categories (scope `catalogue`, docs/back-office.md "Staff: categories and brands"):
 * the tree, one category, create, change, move, delete. After a change this process reads the
 * committed changes at once, so its kept menus, breadcrumbs and pages follow before the answer.
 */
export function adminCategoryRoutes(categories: AdminCategories, changes?: ChangeFeed) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("catalogue");
  const readJson = jsonBody(bodyLimits.json);
  const seen = async () => {
    await changes?.sync();
  };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/categories",
      tags,
      summary:
        "Staff: every category in tree order (each parent before its children, siblings by position), with its depth, products in it and below it, and subcategories.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      responses: { 200: answer(adminCategoryListSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await categories.list(), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/categories/{id}",
      tags,
      summary: "Staff: one category with its descriptions and the categories above it.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { params },
      responses: {
        200: answer(adminCategoryDetailSchema),
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await categories.detail(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/categories",
      tags,
      summary:
        "Staff: a new category (last under its parent; null parent: a top category). Slugs must be free: no other category's, no product's, no fixed storefront path (`cart`, `en`, `admin`, …). Descriptions are sanitised as information pages are. Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { body: jsonRequest(adminCategoryCreateSchema) },
      responses: {
        201: answer(adminCategoryDetailSchema, "The category as stored"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const data = await categories.create(c.req.valid("json"), staffActor(c));
      await seen();
      return c.json(data, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/categories/{id}",
      tags,
      summary:
        "Staff: change a category's names, slugs, group code or descriptions, naming the `version` read (409 when it moved). A slug left keeps answering with a 301 to the new one. Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminCategoryPatchSchema) },
      responses: {
        200: answer(adminCategoryDetailSchema, "The category as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const data = await categories.update(
        c.req.valid("param").id,
        c.req.valid("json"),
        staffActor(c),
      );
      await seen();
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/categories/{id}/move",
      tags,
      summary:
        "Staff: move a category under `parentId` (null: the top) at `position` among its new siblings (0: first; past the last: last), or reorder it among its siblings. A parent that is the category itself or below it is refused (`parent_cycle`). Addresses stay (a category's address is its slug alone); breadcrumbs and menus follow. Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminCategoryMoveSchema) },
      responses: {
        200: answer(adminCategoryDetailSchema, "The category where it now is"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const data = await categories.move(
        c.req.valid("param").id,
        c.req.valid("json"),
        staffActor(c),
      );
      await seen();
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/categories/{id}",
      tags,
      summary:
        "Staff: delete a category that has no subcategories and no products; otherwise 409 `category_not_empty`, the message saying how many. `?version=` checks the version read. Audited.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { params, query: adminDeleteQuerySchema },
      responses: {
        204: { description: "Deleted" },
        400: refusals.invalid,
        404: refusals.notFound,
        409: refusal(
          "Subcategories or products in it or below (`category_not_empty`), or changed since `version` was read (`version_conflict`)",
        ),
        ...staffRefusals,
      },
    }),
    async (c) => {
      await categories.remove(c.req.valid("param").id, c.req.valid("query").version, staffActor(c));
      await seen();
      return c.body(null, 204);
    },
  );

  return routes;
}
