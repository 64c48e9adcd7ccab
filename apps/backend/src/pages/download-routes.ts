import {
  adminDownloadFormSchema,
  adminDownloadListSchema,
  adminDownloadPatchSchema,
  adminDownloadSchema,
  bodyLimits,
  MAX_DOWNLOAD_BYTES,
  pathIdSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { FORM_OVERHEAD_BYTES, refuseNonUpload, uploadBody } from "../http/upload-body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { refuseFields } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { DownloadAdmin } from "./download-admin.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("The file's id.") });
const uploadForm = adminDownloadFormSchema.extend({
  file: z
    .custom<File>((value) => value instanceof File, { message: "required" })
    .openapi({
      type: "string",
      format: "binary",
      description:
        "The file: PDF, JPEG, PNG, WebP, CSV or XLSX (recognised by its first bytes; the name's extension must agree), 1 byte to 20 MB.",
    }),
});

/** The staff's downloads (scope `content`): list, upload, change titles/kind/order, delete. */
export function adminDownloadRoutes(downloads: DownloadAdmin) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("content");

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/downloads",
      tags,
      summary: "Staff: the downloads page's files in its order, with both titles.",
      ...staffRoute("content"),
      middleware: [guard],
      responses: { 200: answer(adminDownloadListSchema), ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await downloads.list(), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/downloads/{id}",
      tags,
      summary: "Staff: one file of the downloads page (without its bytes).",
      ...staffRoute("content"),
      middleware: [guard],
      request: { params },
      responses: {
        200: answer(adminDownloadSchema),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await downloads.one(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/downloads",
      tags,
      summary:
        "Staff: upload a file to the downloads page with its titles in both languages and kind. An empty file, a type other than PDF, JPEG, PNG, WebP, CSV or XLSX (by content — a PDF named `.jpg` is refused), a name already used → 400 naming `file`.",
      ...staffRoute("content"),
      middleware: [
        uploadBody(MAX_DOWNLOAD_BYTES + FORM_OVERHEAD_BYTES, "file"),
        guard,
        refuseNonUpload,
      ],
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } },
      },
      responses: {
        201: answer(adminDownloadSchema, "The file as stored"),
        400: refusals.invalid,
        413: refusal(
          "The file is over 20 MB (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { file, title_hr, title_en, kind, position } = c.req.valid("form");
      if (file.size > MAX_DOWNLOAD_BYTES) throw refuseFields({ file: "download_too_large" });
      const stored = await downloads.upload(
        {
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
          kind,
          titleHr: title_hr,
          titleEn: title_en,
          ...(position === undefined ? {} : { position }),
        },
        staffActor(c),
      );
      c.header("cache-control", "no-store");
      return c.json(stored, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/downloads/{id}",
      tags,
      summary: "Staff: change a file's titles, kind or position on the downloads page.",
      ...staffRoute("content"),
      middleware: [jsonBody(bodyLimits.json), guard],
      request: { params, body: jsonRequest(adminDownloadPatchSchema) },
      responses: {
        200: answer(adminDownloadSchema, "The file as it is now"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) =>
      c.json(
        await downloads.edit(c.req.valid("param").id, c.req.valid("json"), staffActor(c)),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/downloads/{id}",
      tags,
      summary:
        "Staff: delete a file from the downloads page (its address answers 404 from then on).",
      ...staffRoute("content"),
      middleware: [guard],
      request: { params },
      responses: {
        204: { description: "Deleted" },
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      await downloads.remove(c.req.valid("param").id, staffActor(c));
      return c.body(null, 204);
    },
  );

  return routes;
}
