import { z } from "zod";
import { requiredText } from "./fields.ts";

/**
 * The back office's categories and brands (issue 35, docs/back-office.md "Staff: categories and
 * brands"). Field names camelCase, as the staff API speaks.
 */

/** Longest slug, name and description a category or brand takes. */
export const CATALOGUE_TEXT_LIMITS = {
  slug: 80,
  name: 120,
  groupCode: 20,
  description: 100_000,
} as const;

/** A slug: lower-case letters, digits and single hyphens between them. */
export const slugSchema = z
  .string({ error: "slug" })
  .trim()
  .toLowerCase()
  .max(CATALOGUE_TEXT_LIMITS.slug, "too_long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug");

const description = z.string({ error: "text" }).max(CATALOGUE_TEXT_LIMITS.description, "too_long");
const version = z.number({ error: "version" }).int("version").min(1, "version");
const id = z.number({ error: "whole_number" }).int("whole_number").positive("whole_number");

/** A category as the staff's tree shows it (in tree order: each parent before its children). */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Place among its siblings, from 0. */
  position: z.number().int(),
  /** 0 for a top category. */
  depth: z.number().int(),
  slugHr: z.string(),
  slugEn: z.string(),
  nameHr: z.string(),
  nameEn: z.string(),
  groupCode: z.string(),
  /** Products in this category itself (shown or not). */
  productCount: z.number().int(),
  /** Products in it and every category under it. */
  totalProductCount: z.number().int(),
  childCount: z.number().int(),
  version: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListSchema = z.object({
  data: z.array(adminCategorySchema),
  total: z.number().int(),
});

/** One category with its descriptions (sanitised HTML) and its breadcrumb. */
export const adminCategoryDetailSchema = adminCategorySchema.extend({
  descriptionHr: z.string(),
  descriptionEn: z.string(),
  /** The categories above it, top first. */
  path: z.array(z.object({ id: z.number().int(), nameHr: z.string(), nameEn: z.string() })),
});
export type AdminCategoryDetail = z.infer<typeof adminCategoryDetailSchema>;

const categoryFields = {
  nameHr: requiredText(CATALOGUE_TEXT_LIMITS.name),
  nameEn: requiredText(CATALOGUE_TEXT_LIMITS.name),
  slugHr: slugSchema,
  slugEn: slugSchema,
  groupCode: z
    .string({ error: "text" })
    .trim()
    .toUpperCase()
    .max(CATALOGUE_TEXT_LIMITS.groupCode, "too_long")
    .regex(/^[A-Z0-9][A-Z0-9_-]*$/, "invalid"),
  descriptionHr: description,
  descriptionEn: description,
};

/** `POST /api/admin/categories`: a new category, last among its siblings; no group code: `K-<id>`. */
export const adminCategoryCreateSchema = z.strictObject({
  ...categoryFields,
  groupCode: categoryFields.groupCode.optional(),
  descriptionHr: description.default(""),
  descriptionEn: description.default(""),
  parentId: id.nullable().default(null),
});
export type AdminCategoryCreate = z.output<typeof adminCategoryCreateSchema>;

/** `PATCH /api/admin/categories/{id}`: the changed fields and the version read. */
export const adminCategoryPatchSchema = z.strictObject({
  version,
  nameHr: categoryFields.nameHr.optional(),
  nameEn: categoryFields.nameEn.optional(),
  slugHr: slugSchema.optional(),
  slugEn: slugSchema.optional(),
  groupCode: categoryFields.groupCode.optional(),
  descriptionHr: description.optional(),
  descriptionEn: description.optional(),
});
export type AdminCategoryPatch = z.output<typeof adminCategoryPatchSchema>;

/** `POST /api/admin/categories/{id}/move`: the new parent (null: top) and place among its children. */
export const adminCategoryMoveSchema = z.strictObject({
  version,
  parentId: id.nullable(),
  position: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(0, "whole_number")
    .max(10_000, "whole_number"),
});
export type AdminCategoryMove = z.output<typeof adminCategoryMoveSchema>;

/** A brand as the staff see it. */
export const adminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The maker's warranty in months, for the brand's products without their own; null: not stated. */
  warrantyMonths: z.number().int().nullable(),
  descriptionHr: z.string(),
  descriptionEn: z.string(),
  /** The uploaded logo (`PUT /api/admin/brands/{id}/logo`); null: none. */
  logoUrl: z.string().nullable(),
  productCount: z.number().int(),
  version: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminBrandListSchema = z.object({
  data: z.array(adminBrandSchema),
  total: z.number().int(),
});

export const adminBrandListQuerySchema = z.object({
  q: z.string().trim().max(100, "too_long").optional(),
  sort: z.enum(["name", "id", "productCount"], { error: "list_sort" }).default("name"),
  order: z.enum(["ASC", "DESC"], { error: "list_sort" }).default("ASC"),
  page: z.coerce.number({ error: "whole_number" }).int("whole_number").min(1).default(1),
  perPage: z.coerce
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "whole_number")
    .max(500, "whole_number")
    .default(100),
});

const warrantyMonths = z
  .number({ error: "warranty_months" })
  .int("warranty_months")
  .min(0, "warranty_months")
  .max(240, "warranty_months")
  .nullable();

const brandFields = {
  name: requiredText(CATALOGUE_TEXT_LIMITS.name),
  slug: slugSchema,
  warrantyMonths,
  descriptionHr: description,
  descriptionEn: description,
};

/** `POST /api/admin/brands`. */
export const adminBrandCreateSchema = z.strictObject({
  ...brandFields,
  warrantyMonths: warrantyMonths.default(null),
  descriptionHr: description.default(""),
  descriptionEn: description.default(""),
});
export type AdminBrandCreate = z.output<typeof adminBrandCreateSchema>;

/** `PATCH /api/admin/brands/{id}`. */
export const adminBrandPatchSchema = z.strictObject({
  version,
  name: brandFields.name.optional(),
  slug: slugSchema.optional(),
  warrantyMonths: warrantyMonths.optional(),
  descriptionHr: description.optional(),
  descriptionEn: description.optional(),
});
export type AdminBrandPatch = z.output<typeof adminBrandPatchSchema>;

/** `DELETE …/{id}?version=`: optional version check. */
export const adminDeleteQuerySchema = z.object({
  version: z.coerce.number({ error: "version" }).int("version").min(1, "version").optional(),
});
