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

/** The rebate a price answer took off: for a brand, a category, both, or everything (both null); for one payment method or any. */
export const appliedRebateSchema = z.object({
  id: z.number().int().nullable(),
  percent: z.number(),
  brand_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  payment_method: z.string().nullable(),
});
export type AppliedRebate = z.infer<typeof appliedRebateSchema>;

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
  /** EU Omnibus rule: the lowest retail price (with VAT) of the 30 days before the discount started. */
  lowest_price_30d_cents: z.number().int().nullable(),
  /** Discount in whole percent, computed from `lowest_price_30d_cents`. */
  discount_percent: z.number().int().nullable(),
  /** What the caller pays for one piece: retail (with VAT) for visitors and persons, wholesale less rebate (without VAT) for legal entities. */
  your_price_cents: z.number().int(),
  your_price_includes_vat: z.boolean(),
  /** Which of the caller's rebates made `your_price_cents`; null for visitors and when none applies. */
  rebate: appliedRebateSchema.nullable(),
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
export const DEFAULT_PER_PAGE = 24;
export const MAX_SEARCH_LENGTH = 200;

/**
 * `GET /api/products` query. Prices are in euros (`12.5`), as a shopper types them.
 * `page` past the last page answers the last page; `per_page` outside the options falls back to 24;
 * a price or sort that cannot be read answers 400 naming the field.
 */
export interface ProductListQuery {
  q?: string;
  category?: string;
  brand?: string;
  min_price?: number;
  max_price?: number;
  new?: boolean;
  sale?: boolean;
  in_stock?: boolean;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  product_count: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListResponseSchema = dataEnvelope(z.array(brandSchema));

/** `GET /api/search/suggest?q=`: what the header search box offers while typing. */
export const suggestionsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      item_code: z.string(),
      name_hr: z.string(),
      name_en: z.string(),
      slug_hr: z.string(),
      slug_en: z.string(),
      category_slug_hr: z.string(),
      category_slug_en: z.string(),
      picture_url: z.string().nullable(),
    }),
  ),
  categories: z.array(categoryRefSchema),
  brands: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
export const suggestionsResponseSchema = dataEnvelope(suggestionsSchema);

/** `GET /api/sitemap/products?page=`: every active product's address parts, 5,000 a page. */
export const sitemapProductSchema = z.object({
  slug_hr: z.string(),
  slug_en: z.string(),
  category_slug_hr: z.string(),
  category_slug_en: z.string(),
  updated_at: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;
export const sitemapProductsResponseSchema = listEnvelope(sitemapProductSchema);
