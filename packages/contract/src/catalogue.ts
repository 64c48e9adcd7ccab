import { z } from "zod";
import { dataEnvelope, listEnvelope } from "./envelope.ts";

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug_hr: z.string(),
    slug_en: z.string(),
    name_hr: z.string(),
    name_en: z.string(),
    group_code: z.string(),
    product_count: z.number().int(),
    children: z.array(categoryNodeSchema),
  }),
);
export interface CategoryNode {
  id: number;
  slug_hr: string;
  slug_en: string;
  name_hr: string;
  name_en: string;
  group_code: string;
  product_count: number;
  children: CategoryNode[];
}
export const categoryTreeResponseSchema = dataEnvelope(z.array(categoryNodeSchema));

export const categoryRefSchema = z.object({
  id: z.number().int(),
  slug_hr: z.string(),
  slug_en: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const categoryDetailSchema = categoryRefSchema.extend({
  group_code: z.string(),
  breadcrumb: z.array(categoryRefSchema),
  children: z.array(categoryRefSchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;
export const categoryDetailResponseSchema = dataEnvelope(categoryDetailSchema);

export const availabilitySchema = z.enum(["in_stock", "low_stock", "out_of_stock"]);
export type Availability = z.infer<typeof availabilitySchema>;

export const pictureSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt_hr: z.string(),
  alt_en: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

export const productSummarySchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  slug_hr: z.string(),
  slug_en: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
  category: categoryRefSchema,
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  /** Regular retail price with VAT, euro cents. */
  price_cents: z.number().int(),
  /** Discounted retail price with VAT while on sale. */
  sale_price_cents: z.number().int().nullable(),
  vat_rate: z.number().int(),
  availability: availabilitySchema,
  is_new: z.boolean(),
  picture: pictureSchema.nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;
export const productListResponseSchema = listEnvelope(productSummarySchema);

export const specificationSchema = z.object({
  name_hr: z.string(),
  name_en: z.string(),
  value_hr: z.string(),
  value_en: z.string(),
});

export const productDetailSchema = productSummarySchema.extend({
  description_hr: z.string(),
  description_en: z.string(),
  specifications: z.array(specificationSchema),
  units_per_carton: z.number().int(),
  pictures: z.array(pictureSchema),
  brochure_url: z.string().nullable(),
  breadcrumb: z.array(categoryRefSchema),
  related: z.array(productSummarySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productDetailResponseSchema = dataEnvelope(productDetailSchema);

export const productSorts = ["price_asc", "price_desc", "newest", "name"] as const;
export type ProductSort = (typeof productSorts)[number];
export const perPageOptions = [12, 24, 48, 96] as const;
