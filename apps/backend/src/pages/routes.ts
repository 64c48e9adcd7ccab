import {
  bodyLimits,
  downloadListResponseSchema,
  downloadParamsSchema,
  infoPageLanguageParamsSchema,
  infoPageParamsSchema,
  infoPageQuerySchema,
  infoPageResponseSchema,
  infoPageSaveRequestSchema,
  languageQuery,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { etagMatches } from "../http/etag.ts";
import { requestLanguage } from "../http/language.ts";
import { surrogateKeys } from "../changes/surrogate-keys.ts";
import { answer, bodyRefusals, jsonRequest, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { DownloadService } from "./downloads.ts";
import type { InfoPageService } from "./service.ts";

export interface PageRoutesDeps {
  pages: InfoPageService;
  downloads: DownloadService;
}

/** How long a browser or proxy may keep a downloaded file before asking again (its ETag answers 304 then). */
const DOWNLOAD_MAX_AGE_S = 3600;

/** Information pages (public read, staff write) and the downloads page's files. */
export function pageRoutes({ pages, downloads }: PageRoutesDeps) {
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/pages/{key}",
      tags: ["Content"],
      summary:
        "An information page (about, warranty, delivery, …) in the language asked for (Croatian when it has no text in it): title, summary and sanitised HTML with the settings' values filled in.",
      request: { params: infoPageParamsSchema, query: infoPageQuerySchema },
      responses: {
        200: answer(infoPageResponseSchema),
        400: refusals.invalid,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const page = await pages.read(
        c.req.valid("param").key,
        c.req.valid("query").language ?? requestLanguage(c),
      );
      if (!page) throw new Refusal("not_found");
      // The page's text, with the settings' values filled in.
      surrogateKeys(c, [`page:${c.req.valid("param").key}`, "settings"]);
      return c.json({ data: page }, 200, { "cache-control": "no-cache" });
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/pages/{key}/{language}",
      tags: ["Staff"],
      summary:
        "Staff: store an information page's whole text in one language (a new key makes a new page); the HTML is sanitised before it is stored. Placeholders such as `{{freeDeliveryThreshold}}` and `{{deliveryFee}}` are filled when the page is read.",
      ...staffRoute("content"),
      middleware: [jsonBody(bodyLimits.json), staffAuth("content")],
      request: {
        params: infoPageLanguageParamsSchema,
        query: z.object(languageQuery),
        body: jsonRequest(infoPageSaveRequestSchema),
      },
      responses: {
        200: answer(infoPageResponseSchema, "The page as it is now read"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { key, language } = c.req.valid("param");
      return c.json(
        { data: await pages.save(key, language, c.req.valid("json"), staffActor(c)) },
        200,
      );
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/downloads",
      tags: ["Content"],
      summary:
        "The downloads page's files (price lists, catalogues, brochures, forms): name, kind, title in the request's language, size and type.",
      request: { query: z.object(languageQuery) },
      responses: { 200: answer(downloadListResponseSchema), 400: refusals.invalid },
    }),
    async (c) => {
      surrogateKeys(c, ["downloads"]);
      return c.json({ data: await downloads.list(requestLanguage(c)) }, 200, {
        "cache-control": "no-cache",
      });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/downloads/{fileName}",
      tags: ["Content"],
      summary:
        "One file's bytes, as an attachment with its type and size; `If-None-Match` with its ETag is answered 304 Not Modified.",
      request: { params: downloadParamsSchema },
      responses: {
        200: {
          description: "The file",
          content: {
            "application/octet-stream": { schema: z.string().describe("The file's bytes") },
          },
        },
        304: { description: "Not changed since the ETag given" },
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const file = await downloads.file(c.req.valid("param").fileName);
      if (!file) throw new Refusal("not_found");
      const headers: Record<string, string> = {
        etag: file.etag,
        "last-modified": file.updatedAt.toUTCString(),
        "cache-control": `public, max-age=${DOWNLOAD_MAX_AGE_S}`,
      };
      if (etagMatches(c.req.header("if-none-match"), file.etag)) return c.body(null, 304, headers);
      return c.body(new Uint8Array(file.content), 200, {
        ...headers,
        "content-type": file.contentType,
        "content-length": String(file.content.length),
        // The name is checked by the route (letters, digits, dot, hyphen, underscore): safe in quotes as it is.
        "content-disposition": `attachment; filename="${file.fileName}"`,
      });
    },
  );

  return routes;
}
