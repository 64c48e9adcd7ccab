import { z } from "zod";
import { pathIdSchema } from "./fields.ts";

/**
 * The staff's pictures, brochures and brand logos (`/api/admin/products/{id}/pictures…`,
 * `…/brochure`, `/api/admin/brands/{id}/logo`). Uploads are multipart forms; their limits are
 * `mediaLimits`. Each refusal is a field problem, said in the request's language.
 */

export const mediaLimits = {
  /** One upload request (every file in it together, the form's bytes included: a 30 MB file is over), refused from its announced length (413). */
  uploadBytes: 30 * 1024 * 1024,
  /** A picture's sides and its pixels, read from its header before anything is decoded. */
  pictureSide: 10_000,
  picturePixels: 50_000_000,
  /** Pictures a product may have. */
  picturesPerProduct: 40,
  /** A brochure (PDF). */
  brochureBytes: 30 * 1024 * 1024,
  /** A brand's logo file. */
  logoBytes: 5 * 1024 * 1024,
  /** A picture of the media library (pages, newsletters). */
  libraryBytes: 10 * 1024 * 1024,
  /** A media library picture is kept at most this wide and high, never enlarged. */
  librarySide: 1600,
  altText: 300,
} as const;

/** Widths every uploaded picture is stored at (WebP and JPEG each), as `?w=` asks for them; the last is the full size (feeds). */
export const pictureWidths = [160, 320, 480, 640, 800, 1600] as const;

export const adminPictureSchema = z.object({
  id: z.number().int(),
  position: z.number().int().describe("0 is the product's main picture."),
  url: z.string().describe("The picture's address; `?w=` picks a stored width."),
  width: z.number().int(),
  height: z.number().int(),
  alt_hr: z.string(),
  alt_en: z.string(),
  uploaded: z.boolean().describe("Uploaded by staff (false: a demo picture drawn on request)."),
});
export type AdminPicture = z.infer<typeof adminPictureSchema>;

export const adminPictureListSchema = z.object({ data: z.array(adminPictureSchema) });
export type AdminPictureList = z.infer<typeof adminPictureListSchema>;

export const adminPictureParamsSchema = z.object({
  id: pathIdSchema.describe("Product id."),
  pictureId: pathIdSchema.describe("Picture id."),
});

export const adminPictureOrderSchema = z.strictObject({
  ids: z
    .array(z.number({ error: "picture_ids" }).int("picture_ids"), { error: "picture_ids" })
    .min(1, "picture_ids")
    .max(mediaLimits.picturesPerProduct, "picture_ids")
    .refine((ids) => new Set(ids).size === ids.length, "picture_ids")
    .describe("Every picture id of the product once, main picture first."),
});
export type AdminPictureOrder = z.infer<typeof adminPictureOrderSchema>;

const altText = z
  .string({ error: "text" })
  .max(mediaLimits.altText, "too_long")
  .transform((text) => text.trim());

export const adminPictureAltSchema = z
  .strictObject({
    alt_hr: altText
      .optional()
      .describe("What the picture shows, in Croatian (for screen readers)."),
    alt_en: altText.optional().describe("The same in English."),
  })
  .refine((change) => change.alt_hr !== undefined || change.alt_en !== undefined, "no_change");
export type AdminPictureAlt = z.infer<typeof adminPictureAltSchema>;

export const adminBrochureSchema = z.object({
  data: z.object({
    brochure_url: z.string().nullable().describe("The brochure's address; null: none."),
    uploaded: z.boolean().describe("An uploaded PDF (false: generated, or none)."),
  }),
});
export type AdminBrochure = z.infer<typeof adminBrochureSchema>;

export const adminBrandLogoSchema = z.object({
  data: z.object({
    id: z.number().int(),
    logo_url: z.string().nullable().describe("The logo's address (PNG); null: none."),
  }),
});
export type AdminBrandLogo = z.infer<typeof adminBrandLogoSchema>;

export const adminBrandParamsSchema = z.object({ id: pathIdSchema.describe("Brand id.") });

/**
 * A picture of the content staff's media library (`/api/admin/media-library`): uploaded once,
 * shown on information pages and in newsletters by its address (`/api/media/files/library/…`).
 */
export const mediaLibraryItemSchema = z.object({
  id: z.number().int(),
  url: z.string().describe("The picture's address, as pages and newsletters show it."),
  fileName: z.string().describe("The name of the file uploaded."),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int().describe("The stored file's size."),
  uploadedAt: z.string(),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

export const mediaLibraryListSchema = z.object({
  data: z.array(mediaLibraryItemSchema),
  total: z.number().int(),
});

export const mediaLibraryParamsSchema = z.object({ id: pathIdSchema.describe("Picture id.") });
