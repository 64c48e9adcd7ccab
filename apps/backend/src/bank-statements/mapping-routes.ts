import {
  bodyLimits,
  statementMappingChangeSchema,
  statementMappingCreateSchema,
  statementMappingListSchema,
  statementMappingParamsSchema,
  statementMappingSchema,
} from "@dukan/contract";
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { StatementMappings } from "./mappings.ts";

const readJson = jsonBody(bodyLimits.json);
const tags = ["Staff"];

/**
 * The CSV column mappings saved per source (scope `orders`): `GET`/`POST`
 * `/api/admin/bank-statements/mappings`, `GET`/`PATCH`/`DELETE` `…/mappings/{id}`. Registered
 * before the statements' `{id}` routes, which would otherwise read `mappings` as an id.
 */
export function addMappingRoutes(routes: OpenAPIHono<StaffEnv>, mappings: StatementMappings) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/bank-statements/mappings",
      tags,
      summary: "Staff: the saved CSV column mappings, each under its source's name, by name.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
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
        200: answer(statementMappingListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await mappings.list(page, perPage), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/bank-statements/mappings",
      tags,
      summary:
        "Staff: save a CSV column mapping under its source's name (unique in any case: `mapping_name_taken`). Audited.",
      ...staffRoute("orders"),
      middleware: [readJson, staffAuth("orders")],
      request: { body: jsonRequest(statementMappingCreateSchema) },
      responses: {
        201: answer(statementMappingSchema, "Saved"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const created = await mappings.create(c.req.valid("json"), staffActor(c));
      return c.json(created, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/bank-statements/mappings/{id}",
      tags,
      summary: "Staff: one saved CSV column mapping.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { params: statementMappingParamsSchema },
      responses: {
        200: answer(statementMappingSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const found = await mappings.get(c.req.valid("param").id);
      if (!found) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(found, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/bank-statements/mappings/{id}",
      tags,
      summary:
        "Staff: rename a saved mapping or change its columns, with the `version` read (409 `version_conflict` when it moved). Audited.",
      ...staffRoute("orders"),
      middleware: [readJson, staffAuth("orders")],
      request: {
        params: statementMappingParamsSchema,
        body: jsonRequest(statementMappingChangeSchema),
      },
      responses: {
        200: answer(statementMappingSchema, "The mapping as changed"),
        ...bodyRefusals,
        404: refusals.notFound,
        409: refusal("Changed by someone else meanwhile (`version_conflict`)"),
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(
        await mappings.change(c.req.valid("param").id, c.req.valid("json"), staffActor(c)),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/bank-statements/mappings/{id}",
      tags,
      summary:
        "Staff: remove a saved mapping (statements already read with it keep their lines). Audited.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { params: statementMappingParamsSchema },
      responses: {
        204: { description: "Removed" },
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      await mappings.remove(c.req.valid("param").id, staffActor(c));
      return c.body(null, 204);
    },
  );
}
