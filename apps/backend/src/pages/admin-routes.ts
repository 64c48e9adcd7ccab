import {
  adminPageListQuerySchema,
  adminPageListSchema,
  adminPageParamsSchema,
  adminPagePatchSchema,
  adminPageSchema,
  bodyLimits,
  pagePreviewRequestSchema,
  pagePreviewSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { PageAdmin } from "./page-admin.ts";

const tags = ["Staff"];
const conflict = refusal("Someone saved the page since `version` was read (`version_conflict`)");

/**
 * The staff's information pages (scope `content`): list, one page in one language as stored,
 * a change naming the version read, and a preview of a text as the storefront would show it.
 */
export function adminPageRoutes(pages: PageAdmin) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("content");

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/pages",
      tags,
      summary:
        "Staff: the information pages in both languages (key, language, title, version, last change); `q` is part of the key or the title.",
      ...staffRoute("content"),
      middleware: [guard],
      request: { query: adminPageListQuerySchema },
      responses: { 200: answer(adminPageListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await pages.list(c.req.valid("query")), 200);
    },
  );

  // Before `/admin/pages/{id}`: "preview" is no id (it has no dot), but the order says it plainly.
  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/pages/preview",
      tags,
      summary:
        "Staff: a page's text as the storefront would show it — sanitised, placeholders filled from the settings —, nothing stored.",
      ...staffRoute("content"),
      // Computes an answer from its body, changes nothing: no audit entry (audited-routes.test.ts).
      "x-staff-read-only": true,
      middleware: [jsonBody(bodyLimits.json), guard],
      request: { body: jsonRequest(pagePreviewRequestSchema) },
      responses: { 200: answer(pagePreviewSchema), ...bodyRefusals, ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await pages.preview(c.req.valid("json")), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/pages/{id}",
      tags,
      summary:
        "Staff: one page in one language (`warranty.en`) as stored: sanitised HTML with its `{{placeholders}}` unfilled, and its version.",
      ...staffRoute("content"),
      middleware: [guard],
      request: { params: adminPageParamsSchema },
      responses: {
        200: answer(adminPageSchema),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await pages.one(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/pages/{id}",
      tags,
      summary:
        "Staff: change a page's title, summary or HTML in one language, naming the `version` read (409 when someone saved meanwhile); the HTML is sanitised before it is stored.",
      ...staffRoute("content"),
      middleware: [jsonBody(bodyLimits.json), guard],
      request: { params: adminPageParamsSchema, body: jsonRequest(adminPagePatchSchema) },
      responses: {
        200: answer(adminPageSchema, "The page as stored now"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await pages.edit(id, c.req.valid("json"), staffActor(c)), 200);
    },
  );

  return routes;
}
