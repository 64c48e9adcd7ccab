import { bodyLimits, type savedMappingSchemas } from "@dukan/contract";
import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import { pageQuery } from "../http/paging.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import {
  type StaffEnv,
  type StaffScope,
  staffActor,
  staffAuth,
  staffRefusals,
  staffRoute,
} from "../staff/auth.ts";
import type { SavedMappings } from "./service.ts";

const readJson = jsonBody(bodyLimits.json);
const tags = ["Staff"];

/**
 * One module's saved mappings as the API offers them. The routes only pass a mapping through, so
 * they see it as `unknown`: the owner's schemas check its shape on the way in and describe it in
 * the OpenAPI document, and the owner's service stores it.
 */
export interface SavedMappingRoutes {
  /** The collection's path, `/admin/bank-statements/mappings`; one mapping is `…/{id}`. */
  path: string;
  scope: StaffScope;
  schemas: ReturnType<typeof savedMappingSchemas<z.ZodType>>;
  mappings: SavedMappings<unknown>;
  /** What a mapping reads ("CSV column mapping") and what keeps its rows when one is removed. */
  words: { mapping: string; keptOnRemoval: string };
}

/**
 * `GET`/`POST` on the collection, `GET`/`PATCH`/`DELETE` on one mapping, each audited change in
 * the owner's service. Registered before the owner's own `{id}` routes, which would otherwise read
 * the collection's last segment as an id.
 */
export function addSavedMappingRoutes(
  routes: OpenAPIHono<StaffEnv>,
  { path, scope, schemas, mappings, words }: SavedMappingRoutes,
) {
  const one = `${path}/{id}`;
  const guarded = { ...staffRoute(scope), middleware: [staffAuth(scope)] };
  const guardedBody = { ...staffRoute(scope), middleware: [readJson, staffAuth(scope)] };

  routes.openapi(
    createRoute({
      method: "get",
      path,
      tags,
      summary: `Staff: the saved ${words.mapping}s, each under its source's name, by name.`,
      ...guarded,
      request: {
        query: pageQuery({ perPage: 100, most: 200 }),
      },
      responses: {
        200: answer(schemas.list),
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
      path,
      tags,
      summary: `Staff: save a ${words.mapping} under its source's name (unique in any case: \`mapping_name_taken\`). Audited.`,
      ...guardedBody,
      request: { body: jsonRequest(schemas.create) },
      responses: {
        201: answer(schemas.record, "Saved"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => c.json(await mappings.create(c.req.valid("json"), staffActor(c)), 201),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: one,
      tags,
      summary: `Staff: one saved ${words.mapping}.`,
      ...guarded,
      request: { params: schemas.params },
      responses: {
        200: answer(schemas.record),
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
      path: one,
      tags,
      summary:
        "Staff: rename a saved mapping or change its columns, with the `version` read (409 `version_conflict` when it moved). Audited.",
      ...guardedBody,
      request: { params: schemas.params, body: jsonRequest(schemas.change) },
      responses: {
        200: answer(schemas.record, "The mapping as changed"),
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
      path: one,
      tags,
      summary: `Staff: remove a saved mapping (${words.keptOnRemoval}). Audited.`,
      ...guarded,
      request: { params: schemas.params },
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
