import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { apiRoutes } from "../http/api-routes.ts";
import type { OpenApiDocument } from "./document.ts";
import { renderDocs } from "./docs-page.ts";

/** `/api/openapi.json` for tools and `/api/docs` for people; the document is made once, on first request. */
export function openApiRoutes(document: () => OpenApiDocument) {
  let body: string | undefined;
  let page: string | undefined;
  const routes = apiRoutes();
  routes.openapi(
    createRoute({
      method: "get",
      path: "/openapi.json",
      tags: ["Documentation"],
      summary: "This API's OpenAPI 3.1 description.",
      responses: { 200: { description: "OpenAPI document", content: { "application/json": { schema: z.looseObject({}) } } } },
    }),
    (c) => {
      body ??= JSON.stringify(document());
      return c.body(body, 200, { "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=300" }) as never;
    },
  );
  routes.openapi(
    createRoute({
      method: "get",
      path: "/docs",
      tags: ["Documentation"],
      summary: "This API's description as a page to read.",
      responses: { 200: { description: "HTML page", content: { "text/html": { schema: z.string() } } } },
    }),
    (c) => {
      page ??= renderDocs(document());
      return c.html(page) as never;
    },
  );
  return routes;
}
