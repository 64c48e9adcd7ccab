import {
  adminBrandLogoSchema,
  adminBrandParamsSchema,
  adminBrochureSchema,
  adminProductParamsSchema,
  mediaLimits,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import sharp from "sharp";
import { audit } from "../audit/log.ts";
import {
  brandExists,
  productBrochureUrl,
  productExists,
  setBrandLogo,
  setProductBrochure,
} from "../catalogue/pictures.ts";
import type { apiRoutes } from "../http/api-routes.ts";
import { answer, refusal, refusals } from "../openapi/describe.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { AdminMediaOptions } from "./picture-routes.ts";
import { checkPicture, PictureRefusal } from "./picture-sizes.ts";
import { sniff } from "./sniff.ts";
import { brochureKey, fileUrl, keyOfFileUrl, logoKey } from "./stored-files.ts";
import { bytesOf, fileForm, refuseNonUpload, uploadBody } from "../http/upload-body.ts";

/** A logo is kept at most this wide and high (PNG, transparency kept), never enlarged. */
const LOGO_BOX = { width: 400, height: 200 } as const;

/**
 * A product's brochure (an uploaded PDF in place of the generated one) and a brand's logo
 * (resized PNG), scope `catalogue`. The new file is stored, the row changed with its audit entry
 * in one transaction, then the file it replaced removed.
 */
export function addDocumentRoutes(
  routes: ReturnType<typeof apiRoutes<StaffEnv>>,
  { db, storage, changes }: AdminMediaOptions,
) {
  const brochureAnswer = async (productId: number) => {
    await changes?.sync();
    const row = await productBrochureUrl(db, productId);
    const url = row?.url ?? null;
    return { data: { brochure_url: url, uploaded: keyOfFileUrl(url) !== null } };
  };

  /** Runs the row's change; on failure removes the file just stored, on success the one replaced. */
  const replace = async (key: string | null, change: () => Promise<string | null>) => {
    let before: string | null;
    try {
      before = await change();
    } catch (error) {
      if (key) await storage.delete(key);
      throw error;
    }
    const old = keyOfFileUrl(before);
    if (old && old !== key) await storage.delete(old);
  };

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/products/{id}/brochure",
      tags: ["Staff"],
      summary:
        "Staff: upload a product's brochure (multipart `file`, a PDF by its content, under 30 MB); the product's brochure link serves it from then on.",
      ...staffRoute("catalogue"),
      middleware: [
        uploadBody(mediaLimits.brochureBytes, "file"),
        staffAuth("catalogue"),
        refuseNonUpload,
      ],
      request: {
        params: adminProductParamsSchema,
        body: {
          required: true,
          content: { "multipart/form-data": { schema: fileForm("The brochure, a PDF") } },
        },
      },
      responses: {
        200: answer(adminBrochureSchema, "The product's brochure"),
        400: refusals.invalid,
        413: refusal(
          "The upload is 30 MB or more (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await productExists(db, id))) throw new Refusal("not_found");
      const bytes = await bytesOf(c.req.valid("form").file);
      if (sniff(bytes) !== "pdf") throw refuseFields({ file: "brochure_type" });
      const key = brochureKey(id);
      await storage.put(key, bytes, "application/pdf");
      await replace(key, () =>
        db.transaction(async (tx) => {
          const { before, after } = await setProductBrochure(tx, id, fileUrl(key));
          await audit.record(tx, {
            ...staffActor(c),
            action: "brochure.upload",
            entity: "product",
            entityId: id,
            changes: { brochure_url: { before, after } },
          });
          return before;
        }),
      );
      c.header("cache-control", "no-store");
      return c.json(await brochureAnswer(id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/products/{id}/brochure",
      tags: ["Staff"],
      summary:
        "Staff: remove a product's uploaded brochure (a demo product's generated brochure comes back; others then have none).",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: adminProductParamsSchema },
      responses: {
        200: answer(adminBrochureSchema, "The product's brochure now"),
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await replace(null, () =>
        db.transaction(async (tx) => {
          const { before, after } = await setProductBrochure(tx, id, null);
          await audit.record(tx, {
            ...staffActor(c),
            action: "brochure.delete",
            entity: "product",
            entityId: id,
            changes: { brochure_url: { before, after } },
          });
          return before;
        }),
      );
      c.header("cache-control", "no-store");
      return c.json(await brochureAnswer(id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/brands/{id}/logo",
      tags: ["Staff"],
      summary:
        "Staff: upload a brand's logo (multipart `file`: JPEG, PNG or WebP by its content, at most 5 MB; SVG refused); kept as PNG at most 400 × 200 px.",
      ...staffRoute("catalogue"),
      middleware: [
        uploadBody(mediaLimits.logoBytes, "file"),
        staffAuth("catalogue"),
        refuseNonUpload,
      ],
      request: {
        params: adminBrandParamsSchema,
        body: {
          required: true,
          content: { "multipart/form-data": { schema: fileForm("The logo: JPEG, PNG or WebP") } },
        },
      },
      responses: {
        200: answer(adminBrandLogoSchema, "The brand's logo"),
        400: refusals.invalid,
        413: refusal(
          "The file is over 5 MB (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await brandExists(db, id))) throw new Refusal("not_found");
      const bytes = await bytesOf(c.req.valid("form").file);
      const png = await logoPng(bytes);
      const key = logoKey(id);
      await storage.put(key, png, "image/png");
      await replace(key, () =>
        db.transaction(async (tx) => {
          const { before } = await setBrandLogo(tx, id, fileUrl(key));
          await audit.record(tx, {
            ...staffActor(c),
            action: "brand.logo",
            entity: "brand",
            entityId: id,
            changes: { logo_url: { before, after: fileUrl(key) } },
          });
          return before;
        }),
      );
      await changes?.sync();
      c.header("cache-control", "no-store");
      return c.json({ data: { id, logo_url: fileUrl(key) } }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/admin/brands/{id}/logo",
      tags: ["Staff"],
      summary: "Staff: remove a brand's logo.",
      ...staffRoute("catalogue"),
      middleware: [staffAuth("catalogue")],
      request: { params: adminBrandParamsSchema },
      responses: {
        200: answer(adminBrandLogoSchema, "The brand, without a logo"),
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await replace(null, () =>
        db.transaction(async (tx) => {
          const { before } = await setBrandLogo(tx, id, null);
          await audit.record(tx, {
            ...staffActor(c),
            action: "brand.logo",
            entity: "brand",
            entityId: id,
            changes: { logo_url: { before, after: null } },
          });
          return before;
        }),
      );
      await changes?.sync();
      c.header("cache-control", "no-store");
      return c.json({ data: { id, logo_url: null } }, 200);
    },
  );
}

/** The logo checked as every picture is (an SVG refused), turned upright and made a PNG within `LOGO_BOX`. */
async function logoPng(bytes: Uint8Array): Promise<Buffer> {
  try {
    await checkPicture(bytes);
    return await sharp(bytes, { limitInputPixels: mediaLimits.picturePixels, failOn: "warning" })
      .rotate()
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof PictureRefusal) throw refuseFields({ file: error.problem });
    throw refuseFields({ file: "picture_damaged" });
  }
}
