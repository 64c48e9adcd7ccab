import {
  mediaLibraryItemSchema,
  mediaLibraryListSchema,
  mediaLibraryParamsSchema,
  mediaLimits,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { apiRoutes } from "../http/api-routes.ts";
import { pageQuery } from "../http/paging.ts";
import { answer, refusal, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { MediaLibraryService } from "./library.ts";
import { bytesOf, fileForm, refuseNonUpload, uploadBody } from "../http/upload-body.ts";

const scope = "content";
const tags = ["Staff"];

/** The media library (scope `content`): its pictures listed, one uploaded, one removed. */
export function addLibraryRoutes(
  routes: ReturnType<typeof apiRoutes<StaffEnv>>,
  library: MediaLibraryService,
) {
  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/media-library",
      tags,
      summary: "Staff: the media library's pictures, newest first.",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: {
        query: pageQuery({ perPage: 50, most: 200 }),
      },
      responses: {
        200: answer(mediaLibraryListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await library.list(page, perPage), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/media-library",
      tags,
      summary:
        "Staff: add a picture to the media library (multipart `file`: JPEG, PNG or WebP by its content, under 10 MB; SVG refused); kept at most 1600 px on a side, as JPEG, or PNG when it has transparency. Audited.",
      ...staffRoute(scope),
      middleware: [uploadBody(mediaLimits.libraryBytes, "file"), staffAuth(scope), refuseNonUpload],
      request: {
        body: {
          required: true,
          content: {
            "multipart/form-data": { schema: fileForm("The picture: JPEG, PNG or WebP") },
          },
        },
      },
      responses: {
        201: answer(mediaLibraryItemSchema, "The picture as stored"),
        400: refusals.invalid,
        413: refusal(
          "The upload is 10 MB or more (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const file = c.req.valid("form").file;
      const item = await library.add(
        { name: file.name, bytes: await bytesOf(file) },
        staffActor(c),
      );
      return c.json(item, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/media-library/{id}",
      tags,
      summary:
        "Staff: remove a picture from the media library; pages and newsletters that show it lose it. Audited.",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: { params: mediaLibraryParamsSchema },
      responses: {
        204: { description: "Removed" },
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      await library.remove(c.req.valid("param").id, staffActor(c));
      return c.body(null, 204);
    },
  );
}
