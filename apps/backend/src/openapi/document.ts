import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";

export type OpenApiDocument = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/**
 * The OpenAPI 3.1 description of the API, generated from the request and answer schemas every
 * route declares (packages/contract): what the API reads is what the document says.
 */
export function openApiDocument<E extends Env>(api: OpenAPIHono<E>): OpenApiDocument {
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT (15 minutes; renew with POST /api/refresh)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "staffSession", {
    type: "apiKey",
    in: "cookie",
    name: "dukan_staff",
    description:
      "A staff session (POST /api/admin/session). Changes sent with the cookie must carry `X-Requested-With: dukan-admin`.",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "staffBearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "The staff session's token (`staff.<id>.<secret>`, the cookie's value)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "erpKey", {
    type: "apiKey",
    in: "header",
    name: "X-ERP-Key",
    description:
      "The ERP's pull key (setting `erp.pull_key`; also as `Authorization: Bearer <key>`): `GET /api/erp/orders` only. docs/erp.md.",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "storefrontKey", {
    type: "apiKey",
    in: "header",
    name: "X-Storefront-Key",
    description: "The storefront's own key (an HMAC of AUTH_SECRET): internal endpoints only.",
  });
  return api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Dućan API",
      version: "1",
      description:
        'Answers are `{"data": …}` (lists add `"meta"`); errors are `{"error": {"code", "message", "fields"?}}` with a 4xx status and a message in the request\'s language (`?lang=hr|en`, else `Accept-Language`, else Croatian). Bodies are JSON objects (`Content-Type: application/json`, at most 256 KB; quick buy 2 MB). Field names are snake_case; money is integer euro cents.',
    },
    servers: [{ url: "/" }],
  });
}
