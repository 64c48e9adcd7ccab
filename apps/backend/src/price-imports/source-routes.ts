import {
  bodyLimits,
  priceImportSourceChangeSchema,
  priceImportSourceCreateSchema,
  priceImportSourceListSchema,
  priceImportParamsSchema,
  priceImportSourceSchema,
} from "@dukan/contract";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { ImportSources } from "./sources.ts";

const readJson = jsonBody(bodyLimits.json);
const tags = ["Staff"];

/**
 * The column mappings saved per source (the ERP, a supplier) (scope `catalogue`): `GET`/`POST`
 * `/api/admin/price-imports/sources`, `GET`/`PATCH`/`DELETE` `…/sources/{id}`. Registered
 * before the imports' `{id}` routes, which would otherwise read `sources` as an id.
 */
export function addSourceRoutes(routes: OpenAPIHono<StaffEnv>, sources: ImportSources) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-imports/sources",
      tags,
      summary: "Staff: the saved column mappings, each under its source's name, by name.",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: {
        query: z.object({
          page: z.coerce
            .number()
            .int("whole_number")
            .min(1, "whole_number")
            .max(100_000, "whole_number")
            .default(1),
          perPage: z.coerce
            .number()
            .int("whole_number")
            .min(1, "whole_number")
            .max(200, "whole_number")
            .default(100),
        }),
      },
      responses: {
        200: answer(priceImportSourceListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await sources.list(page, perPage), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/price-imports/sources",
      tags,
      summary:
        "Staff: save a column mapping under its source's name (unique in any case: `mapping_name_taken`). Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, staffAuth("catalogue")],
      request: { body: jsonRequest(priceImportSourceCreateSchema) },
      responses: {
        201: answer(priceImportSourceSchema, "Saved"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const created = await sources.create(c.req.valid("json"), staffActor(c));
      return c.json(created, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-imports/sources/{id}",
      tags,
      summary: "Staff: one saved column mapping.",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: priceImportParamsSchema },
      responses: {
        200: answer(priceImportSourceSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const found = await sources.get(c.req.valid("param").id);
      if (!found) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(found, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/price-imports/sources/{id}",
      tags,
      summary:
        "Staff: rename a saved mapping or change its columns, with the `version` read (409 `version_conflict` when it moved). Audited.",
      ...staffRoute("catalogue"),
      middleware: [readJson, staffAuth("catalogue")],
      request: {
        params: priceImportParamsSchema,
        body: jsonRequest(priceImportSourceChangeSchema),
      },
      responses: {
        200: answer(priceImportSourceSchema, "The mapping as changed"),
        ...bodyRefusals,
        404: refusals.notFound,
        409: refusal("Changed by someone else meanwhile (`version_conflict`)"),
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(
        await sources.change(c.req.valid("param").id, c.req.valid("json"), staffActor(c)),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/price-imports/sources/{id}",
      tags,
      summary:
        "Staff: remove a saved mapping (imports already read with it keep their rows). Audited.",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: priceImportParamsSchema },
      responses: {
        204: { description: "Removed" },
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      await sources.remove(c.req.valid("param").id, staffActor(c));
      return c.body(null, 204);
    },
  );
}
