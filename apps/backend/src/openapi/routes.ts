import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { apiRoutes } from "../http/api-routes.ts";
import type { OpenApiDocument } from "./document.ts";
import { renderDocs } from "./docs-page.ts";

/** `/api/openapi.json` for tools and `/api/docs` for people; the document is made once, on first request. */
export function openApiRoutes(document: () => OpenApiDocument) {
  let page: string | undefined;
  const routes = apiRoutes();
  routes.openapi(
    createRoute({
      method: "get",
      path: "/openapi.json",
      tags: ["Documentation"],
      summary: "This API's OpenAPI 3.1 description.",
      // No schema for the answer: it is this very document (application/json), described by the OpenAPI 3.1 schema itself.
      responses: { 200: { description: "This OpenAPI 3.1 document, as application/json" } },
    }),
    (c) => {
      c.header("cache-control", "public, max-age=300");
      return c.json(document(), 200);
    },
  );
  routes.openapi(
    createRoute({
      method: "get",
      path: "/docs",
      tags: ["Documentation"],
      summary: "This API's description as a page to read.",
      responses: {
        200: { description: "HTML page", content: { "text/html": { schema: z.string() } } },
      },
    }),
    (c) => {
      page ??= renderDocs(document());
      return c.html(page);
    },
  );
  return routes;
}
