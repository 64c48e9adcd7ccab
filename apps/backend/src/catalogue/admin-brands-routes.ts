import {
  adminBrandCreateSchema,
  adminBrandListQuerySchema,
  adminBrandListSchema,
  adminBrandPatchSchema,
  adminBrandSchema,
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
import type { AdminBrands } from "./admin-brands.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("Brand id.") });
const conflict = refusal("The brand changed since `version` was read (`version_conflict`)");

/** The staff's brands (scope `catalogue`): list, one, create, change, delete (docs/back-office.md). */
export function adminBrandRoutes(brands: AdminBrands, changes?: ChangeFeed) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("catalogue");
  const readJson = jsonBody(bodyLimits.json);
  const seen = async () => {
    await changes?.sync();
  };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/brands",
      tags,
      summary:
        "Staff: brands with their warranty months, descriptions and how many products use each; `q` is part of the name.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { query: adminBrandListQuerySchema },
      responses: { 200: answer(adminBrandListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await brands.list(c.req.valid("query")), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/brands/{id}",
      tags,
      summary: "Staff: one brand.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { params },
      responses: { 200: answer(adminBrandSchema), ...staffRefusals, 404: refusals.notFound },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await brands.detail(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/brands",
      tags,
      summary:
        "Staff: a new brand (name, free slug, warranty months 0–240 or null, descriptions sanitised as information pages are). Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { body: jsonRequest(adminBrandCreateSchema) },
      responses: {
        201: answer(adminBrandSchema, "The brand as stored"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const data = await brands.create(c.req.valid("json"), staffActor(c));
      await seen();
      return c.json(data, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/brands/{id}",
      tags,
      summary:
        "Staff: change a brand's name, slug, warranty months or descriptions, naming the `version` read (409 when it moved). Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminBrandPatchSchema) },
      responses: {
        200: answer(adminBrandSchema, "The brand as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const data = await brands.update(c.req.valid("param").id, c.req.valid("json"), staffActor(c));
      await seen();
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/brands/{id}",
      tags,
      summary:
        "Staff: delete a brand no product uses; otherwise 409 `brand_in_use`, the message saying how many. `?version=` checks the version read. Audited.",
      ...staffRoute("catalogue"),
      middleware: [guard],
      request: { params, query: adminDeleteQuerySchema },
      responses: {
        204: { description: "Deleted" },
        400: refusals.invalid,
        404: refusals.notFound,
        409: refusal(
          "Products use it (`brand_in_use`), or it changed since `version` was read (`version_conflict`)",
        ),
        ...staffRefusals,
      },
    }),
    async (c) => {
      await brands.remove(c.req.valid("param").id, c.req.valid("query").version, staffActor(c));
      await seen();
      return c.body(null, 204);
    },
  );

  return routes;
}
