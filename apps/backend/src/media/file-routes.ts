import { pictureWidths } from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { apiRoutes } from "../http/api-routes.ts";
import { refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { pictureFolder, pictureSizeKey } from "./stored-files.ts";
import type { MediaStorage, StoredFile } from "./storage.ts";

/** An uploaded file's address never changes its bytes (a new upload is a new token). */
const IMMUTABLE = "public, max-age=31536000, immutable";

const FULL_WIDTH = Math.max(...pictureWidths);

function sendFile(c: Context, file: StoredFile, extra: Record<string, string> = {}): Response {
  return c.body(file.body, 200, {
    "content-type": file.contentType,
    "content-length": String(file.size),
    "cache-control": IMMUTABLE,
    ...extra,
  });
}

/**
 * The uploaded files: a picture in the width `?w=` asks for, WebP to clients that accept it and
 * JPEG to others (`Vary: Accept`; a feed reader gets JPEG), and brochures and logos whole. Paths
 * are matched by strict patterns before a key is made (no traversal); a missing file is 404.
 */
export function addFileRoutes(routes: ReturnType<typeof apiRoutes>, storage: MediaStorage) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/media/pictures/{productId}/{token}",
      tags: ["Media"],
      summary:
        "An uploaded product picture: `w` picks a stored width (160, 320, 480, 640, 800, 1600; others and none: 1600), WebP when `Accept` names `image/webp`, JPEG otherwise. Immutable.",
      request: {
        params: z.object({
          productId: z
            .string()
            .regex(/^\d{1,10}$/)
            .describe("Product id."),
          token: z
            .string()
            .regex(/^[0-9a-f]{16}$/)
            .describe("The upload's token."),
        }),
        query: z.object({
          w: z.string().optional().describe("Width: 160, 320, 480, 640, 800 or 1600."),
        }),
      },
      responses: {
        200: {
          description: "The picture",
          content: {
            "image/webp": { schema: z.string().describe("WebP") },
            "image/jpeg": { schema: z.string().describe("JPEG") },
          },
        },
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { productId, token } = c.req.valid("param");
      const width = pictureWidths.find((w) => String(w) === c.req.valid("query").w) ?? FULL_WIDTH;
      const webp = /image\/webp/i.test(c.req.header("accept") ?? "");
      const key = pictureSizeKey(
        pictureFolder(Number(productId), token),
        width,
        webp ? "webp" : "jpg",
      );
      const file = await storage.get(key);
      if (!file) throw new Refusal("not_found");
      return sendFile(c, file, { vary: "Accept" });
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/media/files/{area}/{owner}/{file}",
      tags: ["Media"],
      summary:
        "An uploaded brochure (PDF), brand logo (PNG) or media library picture (JPEG or PNG). Immutable.",
      request: {
        params: z.object({
          area: z.enum(["brochures", "logos", "library"]).describe("What the file is."),
          owner: z
            .string()
            .regex(/^\d{1,10}$/)
            .describe("The product's or brand's id; a library picture's month (`202611`)."),
          file: z
            .string()
            .regex(/^[0-9a-f]{16}\.(pdf|png|jpg)$/)
            .describe("The upload's token and extension."),
        }),
      },
      responses: {
        200: {
          description: "The file",
          content: {
            "application/pdf": { schema: z.string().describe("PDF") },
            "image/png": { schema: z.string().describe("PNG") },
            "image/jpeg": { schema: z.string().describe("JPEG") },
          },
        },
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { area, owner, file: name } = c.req.valid("param");
      const file = await storage.get(`${area}/${owner}/${name}`);
      if (!file) throw new Refusal("not_found");
      return sendFile(
        c,
        file,
        area === "brochures" ? { "content-disposition": `inline; filename="${name}"` } : {},
      );
    },
  );
}
