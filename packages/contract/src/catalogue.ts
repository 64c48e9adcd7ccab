import { z } from "zod";
import { pageSchema } from "./fields.ts";
import { limits } from "./limits.ts";
import { languageQuery, queryText, queryValue } from "./requests.ts";
import { dataEnvelope, listEnvelope } from "./envelope.ts";

export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(() =>
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
  )
  .meta({ id: "CategoryNode" }); // named, so its description can refer to itself
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

/**
 * The price ranges a listing's price facet offers, in euros: each from its lower bound (inclusive)
 * to a cent below the next one; the last has no upper bound.
 */
export const facetPriceBounds = [10, 25, 50, 100, 250, 500, 1000] as const;

/** One value of a listing's facet with the number of products the listing would have with it chosen. */
const facetCount = z
  .number()
  .int()
  .describe(
    "Products the listing would hold with this value chosen, every other filter kept (for a chosen value: with it, as now).",
  );

/**
 * A listing's filters with counts (asked for with `facets=1`). Each facet's counts apply every
 * other chosen filter but not its own: choosing a brand changes the price and stock counts, and
 * the brand facet still counts the other brands. Only values with products are listed, and the
 * chosen ones (which may count 0 when the other filters leave nothing).
 */
export const listingFacetsSchema = z.object({
  brands: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      count: facetCount,
      selected: z.boolean(),
    }),
  ),
  /** In `facetPriceBounds` order, euros as `min_price`/`max_price` take them; null: unbounded. */
  price_ranges: z.array(
    z.object({
      min_price: z.number().nullable(),
      max_price: z.number().nullable(),
      count: facetCount,
      selected: z.boolean(),
    }),
  ),
  in_stock: z.object({ count: facetCount, selected: z.boolean() }),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const productListResponseSchema = listEnvelope(productSummarySchema).extend({
  facets: listingFacetsSchema.optional(),
});

export const specificationSchema = z.object({
  name_hr: z.string(),
  name_en: z.string(),
  value_hr: z.string(),
  value_en: z.string(),
});

export const productDetailSchema = productSummarySchema.extend({
  /** EAN-13 (GTIN-13) of the retail unit; null where the maker gives none. */
  ean: z.string().nullable(),
  /** The manufacturer's part number; null where there is none. */
  mpn: z.string().nullable(),
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
export const MAX_SEARCH_LENGTH = limits.search;

/** What the document tells an integrator of values that are read from text. */
const priceFormat = { pattern: "^\\d{1,7}([.,]\\d{1,2})?$" };
const flagValues = { enum: ["1", "0", "true", "false"] };
const wholeNumber = { pattern: "^\\d+$" };

/** Whether a list is limited to new, discounted or available items: 1/true or 0/false. */
const flagQuery = queryValue(
  z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || ["", "0", "1", "true", "false"].includes(value),
      "flag",
    )
    .transform((value) => value === "1" || value === "true"),
);

/** A price in euros as a shopper types it (`12.50`, `12,5`); empty is unset. */
const priceQuery = queryValue(
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || new RegExp(priceFormat.pattern).test(value), "price"),
);

/**
 * `GET /api/products` query. Prices are in euros (`12.5`), as a shopper types them.
 * `page` past the last page answers the last page; `per_page` outside the options falls back to 24;
 * a price, flag or sort that cannot be read is refused naming the field.
 */
export const productListQuerySchema = z.object({
  q: queryText(limits.search).describe(
    "Search text (name in either language, brand, item code); typos and missing diacritics forgiven. At most 200 characters.",
  ),
  category: queryText(limits.slug).describe("Category slug; includes its subcategories."),
  brand: queryText(limits.slug * limits.brandsPerFilter)
    .transform((value) =>
      value
        ?.split(",")
        .map((slug) => slug.trim())
        .filter(Boolean)
        .slice(0, limits.brandsPerFilter),
    )
    .describe("Brand slugs, comma-separated."),
  min_price: priceQuery.meta(priceFormat).describe("Lowest price in euros, e.g. 12.50."),
  max_price: priceQuery.meta(priceFormat).describe("Highest price in euros."),
  new: flagQuery.meta(flagValues).describe("Only new items (1 or 0)."),
  sale: flagQuery.meta(flagValues).describe("Only discounted items (1 or 0)."),
  in_stock: flagQuery.meta(flagValues).describe("Only items in stock (1 or 0)."),
  facets: flagQuery
    .meta(flagValues)
    .describe("With `facets`: counts per brand, price range and stock for these filters (1 or 0)."),
  sort: queryValue(
    z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.enum(productSorts, { error: "sort" }).optional()),
  )
    .meta({ enum: [...productSorts] })
    .describe(
      "Order: price_asc, price_desc, newest or name. Unset: best matches first when searching, else newest.",
    ),
  page: queryValue(pageSchema)
    .meta(wholeNumber)
    .describe("Page from 1; past the last page answers the last page."),
  per_page: queryValue(
    z
      .string()
      .optional()
      .transform(
        (value) =>
          (perPageOptions as readonly number[]).find((n) => String(n) === value?.trim()) ??
          DEFAULT_PER_PAGE,
      ),
  )
    .meta({ enum: perPageOptions.map(String) })
    .describe("Page size: 12, 24, 48 or 96; other values fall back to 24."),
  ...languageQuery,
});
export type ProductListParams = z.output<typeof productListQuerySchema>;

/** `GET /api/products` parameters as the storefront builds them (`productListSearch` turns them into a query string). */
export interface ProductListQuery {
  q?: string;
  category?: string;
  brand?: string;
  min_price?: number;
  max_price?: number;
  new?: boolean;
  sale?: boolean;
  in_stock?: boolean;
  facets?: boolean;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

/** `GET /api/search/suggest` query. */
export const suggestQuerySchema = z.object({
  q: queryValue(z.string().optional())
    .transform((value) => (value ?? "").replaceAll("\0", "").slice(0, limits.search))
    .describe("What the shopper typed so far."),
});

/** `GET /api/sitemap/products` query. */
export const sitemapQuerySchema = z.object({
  page: queryValue(pageSchema).meta(wholeNumber).describe("Page of 5,000 products, from 1."),
});

/** A slug in a path, in either language. */
export const slugParamsSchema = z.object({
  slug: z.string().max(limits.slug).describe("Slug in either language."),
});

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Active products of the brand. */
  product_count: z.number().int(),
  /** The brand's logo (a PNG under `/api/media/files/logos/`); null: none uploaded. */
  logo_url: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListResponseSchema = dataEnvelope(z.array(brandSchema));

/** `GET /api/brands/{slug}`: a brand's page — its logo, description in both languages and warranty. */
export const brandDetailSchema = brandSchema.extend({
  /** Sanitised HTML; "" for none. */
  description_hr: z.string(),
  description_en: z.string(),
  /** The maker's warranty in months for the brand's products; null: not stated. */
  warranty_months: z.number().int().nullable(),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;
export const brandDetailResponseSchema = dataEnvelope(brandDetailSchema);

/** A brand's slug in a path (one slug for both languages). */
export const brandParamsSchema = z.object({
  slug: z.string().max(limits.slug).describe("The brand's slug."),
});

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
