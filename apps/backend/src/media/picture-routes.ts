import {
  adminPictureAltSchema,
  adminPictureListSchema,
  adminPictureOrderSchema,
  adminPictureParamsSchema,
  adminProductParamsSchema,
  bodyLimits,
  mediaLimits,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { audit } from "../audit/log.ts";
import {
  addProductPictures,
  deleteProductPicture,
  type NewPicture,
  productExists,
  productPictureList,
  reorderProductPictures,
  setPictureAlt,
} from "../catalogue/pictures.ts";
import type { ChangeFeed } from "../changes/feed.ts";
import type { Db } from "../db/client.ts";
import type { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { FieldMessageKey } from "../locales/index.ts";
import { checkPicture, PictureRefusal, resizePicture } from "./picture-sizes.ts";
import { storePicture } from "./stored-files.ts";
import type { MediaStorage } from "./storage.ts";
import { refuseNonUpload, uploadBody } from "../http/upload-body.ts";

export interface AdminMediaOptions {
  db: Db;
  storage: MediaStorage;
  /** Read at once after a change, so this process's kept catalogue answers show it immediately. */
  changes?: ChangeFeed | undefined;
}

const uploadForm = z.object({
  files: z
    .custom<File | File[]>(
      (value) =>
        value instanceof File || (Array.isArray(value) && value.every((v) => v instanceof File)),
      { message: "required" },
    )
    .openapi({
      type: "array",
      items: { type: "string", format: "binary" },
      description:
        "One or more pictures (the field repeated): JPEG, PNG or WebP by their content, at most 10,000 px a side and 50 megapixels; all together under 30 MB (the form included).",
    }),
});

const listAnswer = (description: string) => answer(adminPictureListSchema, description);

/**
 * The staff's pictures of a product (scope `catalogue`): upload (resized to every size, stored,
 * then the rows in one transaction with the audit entry), order, alt texts, delete (the rows first,
 * then every stored size). Each answer is the product's pictures as they now are.
 */
export function addPictureRoutes(
  routes: ReturnType<typeof apiRoutes<StaffEnv>>,
  { db, storage, changes }: AdminMediaOptions,
) {
  const listNow = async (c: Context, productId: number) => {
    await changes?.sync();
    c.header("cache-control", "no-store");
    return { data: await productPictureList(db, productId) };
  };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/products/{id}/pictures",
      tags: ["Staff"],
      summary: "Staff: a product's pictures in their order (the first is the main picture).",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: adminProductParamsSchema },
      responses: { 200: listAnswer("The pictures"), ...staffRefusals, 404: refusals.notFound },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await productExists(db, id))) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json({ data: await productPictureList(db, id) }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/products/{id}/pictures",
      tags: ["Staff"],
      summary:
        "Staff: upload pictures (multipart, the field `files` once per file), added after the product's last. Each is checked by its bytes (JPEG, PNG, WebP; a PDF or SVG refused whatever its name), its header read for its size before anything is decoded, then resized to every width the storefront and feeds use (160–1600 px, WebP and JPEG). One refused file refuses the upload, each named (`files.0`, …).",
      ...staffRoute("catalogue"),
      middleware: [
        uploadBody(mediaLimits.uploadBytes, "files"),
        staffAuth("catalogue"),
        refuseNonUpload,
      ],
      request: {
        params: adminProductParamsSchema,
        body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } },
      },
      responses: {
        201: listAnswer("The product's pictures, the new ones last"),
        400: refusals.invalid,
        413: refusal(
          "The upload is 30 MB or more (`payload_too_large`, field `files`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const files = [c.req.valid("form").files].flat();
      if (!(await productExists(db, id))) throw new Refusal("not_found");
      const name = (i: number) => (files.length === 1 ? "files" : `files.${i}`);
      const all = await Promise.all(
        files.map(async (file) => new Uint8Array(await file.arrayBuffer())),
      );
      // Every file's header first: all refusals named at once, nothing decoded.
      const refused: Record<string, FieldMessageKey> = {};
      for (const [i, bytes] of all.entries()) {
        const problem = await pictureProblem(() => checkPicture(bytes));
        if (problem) refused[name(i)] = problem;
      }
      if (Object.keys(refused).length > 0) throw refuseFields(refused);
      const stored: NewPicture[] = [];
      try {
        for (const [i, bytes] of all.entries()) {
          let resized;
          try {
            resized = await resizePicture(bytes);
          } catch (error) {
            if (error instanceof PictureRefusal) throw refuseFields({ [name(i)]: error.problem });
            throw error;
          }
          stored.push(await storePicture(storage, id, resized));
        }
        await db.transaction(async (tx) => {
          const ids = await addProductPictures(tx, id, stored);
          await audit.record(tx, {
            ...staffActor(c),
            action: "pictures.add",
            entity: "product",
            entityId: id,
            changes: {
              pictures: {
                before: null,
                after: ids.map((pictureId, i) => ({ id: pictureId, url: stored[i]?.url })),
              },
            },
          });
        });
      } catch (error) {
        await Promise.all(stored.map((picture) => storage.deletePrefix(picture.storageKey)));
        throw error;
      }
      return c.json(await listNow(c, id), 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/products/{id}/pictures/order",
      tags: ["Staff"],
      summary:
        "Staff: put a product's pictures in a new order, every picture id once, the main picture first (409 when the pictures changed meanwhile).",
      ...staffRoute("catalogue"),
      middleware: [jsonBody(bodyLimits.json), staffAuth("catalogue")],
      request: { params: adminProductParamsSchema, body: jsonRequest(adminPictureOrderSchema) },
      responses: {
        200: listAnswer("The pictures in their new order"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: refusal(
          "The product's pictures are not the ones named (someone added or deleted one meanwhile)",
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { ids } = c.req.valid("json");
      await db.transaction(async (tx) => {
        const before = await reorderProductPictures(tx, id, ids);
        await audit.record(tx, {
          ...staffActor(c),
          action: "pictures.order",
          entity: "product",
          entityId: id,
          changes: { picture_order: { before, after: ids } },
        });
      });
      return c.json(await listNow(c, id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/products/{id}/pictures/{pictureId}",
      tags: ["Staff"],
      summary:
        "Staff: a picture's alt texts (what it shows, for screen readers), in Croatian and English.",
      ...staffRoute("catalogue"),
      middleware: [jsonBody(bodyLimits.json), staffAuth("catalogue")],
      request: { params: adminPictureParamsSchema, body: jsonRequest(adminPictureAltSchema) },
      responses: {
        200: listAnswer("The pictures"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id, pictureId } = c.req.valid("param");
      const alt = c.req.valid("json");
      await db.transaction(async (tx) => {
        const { before, after } = await setPictureAlt(tx, id, pictureId, alt);
        const changes = Object.fromEntries(
          (["alt_hr", "alt_en"] as const)
            .filter((field) => before[field] !== after[field])
            .map((field) => [field, { before: before[field], after: after[field] }]),
        );
        await audit.record(tx, {
          ...staffActor(c),
          action: "picture.alt",
          entity: "product",
          entityId: id,
          changes: { picture: { before: pictureId, after: pictureId }, ...changes },
        });
      });
      return c.json(await listNow(c, id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/products/{id}/pictures/{pictureId}",
      tags: ["Staff"],
      summary: "Staff: delete a picture; every stored size of it is removed, the others close up.",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: adminPictureParamsSchema },
      responses: { 200: listAnswer("The pictures left"), ...staffRefusals, 404: refusals.notFound },
    }),
    async (c) => {
      const { id, pictureId } = c.req.valid("param");
      const removed = await db.transaction(async (tx) => {
        const row = await deleteProductPicture(tx, id, pictureId);
        await audit.record(tx, {
          ...staffActor(c),
          action: "picture.delete",
          entity: "product",
          entityId: id,
          changes: { picture: { before: { id: pictureId, url: row.url }, after: null } },
        });
        return row;
      });
      if (removed.storageKey) await storage.deletePrefix(removed.storageKey);
      return c.json(await listNow(c, id), 200);
    },
  );
}

async function pictureProblem(check: () => Promise<void>): Promise<FieldMessageKey | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof PictureRefusal) return error.problem;
    throw error;
  }
}
