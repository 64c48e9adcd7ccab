import { z } from "zod";
import { readEan13 } from "./ean.ts";
import { pathIdSchema, requiredText } from "./fields.ts";
import { kpdCodePattern } from "./kpd.ts";
import { limits } from "./limits.ts";

/**
 * The staff's products (issue 35, docs/back-office.md "Staff: products"): the list, one product
 * with every field the storefront and feeds show, create, change (`PATCH`, version-checked) and
 * bulk actions. Field names are those of the product answers (snake_case). Strict: a misspelt
 * field is refused by name. Each refusal is a field problem, said in the request's language.
 */

const priceCents = z
  .number({ error: "price_cents" })
  .int("price_cents")
  .min(limits.productPriceCents.min, "price_cents")
  .max(limits.productPriceCents.max, "price_cents");

const stock = z
  .number({ error: "stock" })
  .int("stock")
  .min(limits.productStock.min, "stock")
  .max(limits.productStock.max, "stock");

const id = z.number({ error: "whole_number" }).int("whole_number").positive("whole_number");

/** A slug: lower-case letters, digits and single hyphens between them. */
export const productSlugSchema = z
  .string({ error: "slug" })
  .trim()
  .max(limits.slug, "too_long")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug");

/** EAN-13 with a correct check digit (spaces and hyphens dropped), or null / "" for none. */
const eanSchema = z
  .string({ error: "ean" })
  .nullable()
  .transform((value, context) => {
    if (value === null || value.trim() === "") return null;
    const ean = readEan13(value);
    if (ean === null) {
      context.addIssue({ code: "custom", message: "ean" });
      return z.NEVER;
    }
    return ean;
  });

const optionalCode = z
  .string({ error: "text" })
  .trim()
  .max(limits.itemCode, "too_long")
  .nullable()
  .transform((value) => (value === null || value === "" ? null : value));

/** A KPD 2025 code (kpd.ts); null / "" for none. */
const kpdCodeSchema = z
  .string({ error: "kpd_code" })
  .trim()
  .nullable()
  .transform((value) => (value === null || value === "" ? null : value))
  .refine((value) => value === null || kpdCodePattern.test(value), "kpd_code");

const specificationRow = z.strictObject({
  name_hr: z.string({ error: "text" }).trim().max(limits.name, "too_long"),
  name_en: z.string({ error: "text" }).trim().max(limits.name, "too_long"),
  value_hr: z.string({ error: "text" }).trim().max(limits.productSpecificationValue, "too_long"),
  value_en: z.string({ error: "text" }).trim().max(limits.productSpecificationValue, "too_long"),
});

const moment = z.iso.datetime({ offset: true, error: "invalid" });
const day = z.iso.date({ error: "invalid" });

/** Every field the staff write, each optional (a change names only what changed). */
const productFields = {
  name_hr: requiredText(limits.name),
  name_en: requiredText(limits.name),
  slug_hr: productSlugSchema,
  slug_en: productSlugSchema,
  description_hr: z
    .string({ error: "text" })
    .max(limits.productDescription, "too_long")
    .describe("Rich text (HTML), sanitised by the server as the information pages are."),
  description_en: z.string({ error: "text" }).max(limits.productDescription, "too_long"),
  specifications: z
    .array(specificationRow, { error: "invalid" })
    .max(limits.productSpecifications, "too_long")
    .describe("Ordered rows, each a name and value in both languages."),
  item_code: requiredText(limits.itemCode).regex(/^[^\s]+$/, "item_code"),
  ean: eanSchema.describe("EAN-13 (GTIN-13), check digit checked; null for none."),
  mpn: optionalCode.describe("The manufacturer's part number; null for none."),
  kpd_code: kpdCodeSchema.describe(
    "KPD 2025 code (six digits as 26.20.16), needed before an invoice names the product; null for none.",
  ),
  brand_id: id,
  category_id: id,
  units_per_carton: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(1, "whole_number")
    .max(100_000, "whole_number"),
  warranty_months: z
    .number({ error: "whole_number" })
    .int("whole_number")
    .min(0, "whole_number")
    .max(600, "whole_number")
    .nullable()
    .describe("Warranty in months; null: the brand's."),
  vat_rate: z.union([z.literal(25), z.literal(13), z.literal(5)], { error: "vat_rate" }),
  retail_price_cents: priceCents.describe(
    "Regular retail price in euro cents, VAT included (1 to 100,000,000).",
  ),
  wholesale_price_cents: priceCents.describe(
    "Regular wholesale price in euro cents, VAT excluded (1 to 100,000,000).",
  ),
  sale_retail_price_cents: priceCents
    .nullable()
    .describe("Sale retail price (with VAT); null: not on sale. Needs the wholesale one too."),
  sale_wholesale_price_cents: priceCents.nullable(),
  sale_starts_at: moment
    .nullable()
    .describe(
      "When the sale starts (ISO 8601); null or a past time: now. A later time schedules it.",
    ),
  sale_ends_at: moment.nullable().describe("When the sale ends by itself; null: until changed."),
  stock: stock.describe("Pieces in stock (0 to 10,000,000)."),
  new_until: day.nullable().describe("Shown as new up to this day (YYYY-MM-DD); null: not new."),
  related_ids: z
    .array(id, { error: "invalid" })
    .max(limits.productRelated, "too_long")
    .describe("Related products in the order shown."),
  active: z.boolean({ error: "boolean" }).describe("Whether shoppers see the product."),
};

type Sale = {
  sale_retail_price_cents?: number | null | undefined;
  sale_wholesale_price_cents?: number | null | undefined;
  sale_starts_at?: string | null | undefined;
  sale_ends_at?: string | null | undefined;
};

/** Sale fields that disagree: one sale price without the other, an end before its start. */
function checkSale(sale: Sale, context: z.RefinementCtx): void {
  const retail = sale.sale_retail_price_cents;
  const wholesale = sale.sale_wholesale_price_cents;
  if (retail !== undefined && wholesale !== undefined && (retail === null) !== (wholesale === null))
    context.addIssue({
      code: "custom",
      path: [retail === null ? "sale_retail_price_cents" : "sale_wholesale_price_cents"],
      message: "sale_prices",
    });
  if (sale.sale_starts_at && sale.sale_ends_at && sale.sale_ends_at <= sale.sale_starts_at)
    context.addIssue({ code: "custom", path: ["sale_ends_at"], message: "date_order" });
}

/** `POST /api/admin/products`: a new product. Texts, codes and prices are needed; the rest has defaults. */
export const adminProductCreateSchema = z
  .strictObject({
    ...productFields,
    description_hr: productFields.description_hr.default(""),
    description_en: productFields.description_en.default(""),
    specifications: productFields.specifications.default([]),
    ean: productFields.ean.default(null),
    mpn: productFields.mpn.default(null),
    kpd_code: productFields.kpd_code.default(null),
    units_per_carton: productFields.units_per_carton.default(1),
    warranty_months: productFields.warranty_months.default(null),
    vat_rate: productFields.vat_rate.default(25),
    sale_retail_price_cents: productFields.sale_retail_price_cents.default(null),
    sale_wholesale_price_cents: productFields.sale_wholesale_price_cents.default(null),
    sale_starts_at: productFields.sale_starts_at.default(null),
    sale_ends_at: productFields.sale_ends_at.default(null),
    stock: productFields.stock.default(0),
    new_until: productFields.new_until.default(null),
    related_ids: productFields.related_ids.default([]),
    active: productFields.active.default(true),
  })
  .superRefine(checkSale);
export type AdminProductCreate = z.output<typeof adminProductCreateSchema>;

/**
 * `PATCH /api/admin/products/{id}`: any of the fields, at least one; `version` (as read) is
 * optional for API clients that change a price or the stock alone, and when given a product
 * changed since answers 409.
 */
export const adminProductChangeSchema = z
  .strictObject({
    version: z
      .number({ error: "version" })
      .int("version")
      .optional()
      .describe("The product's version as read; 409 when it moved."),
    ...Object.fromEntries(
      Object.entries(productFields).map(([name, schema]) => [name, schema.optional()]),
    ),
  } as {
    version: z.ZodOptional<z.ZodNumber>;
  } & { [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]> })
  .refine(
    (change) =>
      Object.entries(change).some(([name, value]) => name !== "version" && value !== undefined),
    "no_change",
  )
  .superRefine(checkSale);
export type AdminProductChange = z.output<typeof adminProductChangeSchema>;

export const adminProductParamsSchema = z.object({ id: pathIdSchema.describe("Product id.") });

/** A yes/no filter in a query string: `true`/`1` or `false`/`0`. */
const queryFlag = z
  .enum(["true", "false", "1", "0"], { error: "flag" })
  .transform((value) => value === "true" || value === "1");

const queryNumber = (fallback: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, "whole_number")
    .transform(Number)
    .pipe(z.number().int().min(1, "whole_number").max(max, "whole_number"))
    .optional()
    .transform((value) => value ?? fallback);

const queryId = z
  .string()
  .regex(/^\d{1,10}$/, "whole_number")
  .transform(Number)
  .pipe(z.number().int().min(1, "whole_number").max(limits.id, "whole_number"));

export const adminProductSorts = [
  "id",
  "name_hr",
  "name_en",
  "item_code",
  "retail_price_cents",
  "stock",
  "updated_at",
] as const;

/** `GET /api/admin/products` query: paging, sorting, the search and the filters. */
export const adminProductListQuerySchema = z.object({
  page: queryNumber(1, 100_000).describe("Page, from 1."),
  perPage: queryNumber(25, 100).describe("Products a page, at most 100."),
  sort: z
    .enum(adminProductSorts, { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "id"),
  order: z
    .enum(["ASC", "DESC"], { error: "list_sort" })
    .optional()
    .transform((value) => value ?? "DESC"),
  q: z
    .string()
    .trim()
    .max(limits.search, "too_long")
    .optional()
    .describe(
      "Words of the name (either language), or the start of the item code, EAN or MPN (any case).",
    ),
  categoryId: queryId.optional().describe("In this category or any below it."),
  brandId: queryId.optional(),
  active: queryFlag.optional(),
  inStock: queryFlag.optional(),
  onSale: queryFlag.optional(),
  isNew: queryFlag.optional(),
  noPicture: queryFlag.optional().describe("true: products without a picture."),
  noEan: queryFlag.optional().describe("true: products without an EAN."),
  noKpd: queryFlag.optional().describe("true: products without a KPD code (not invoiceable)."),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

/** A product in the staff's list. */
export const adminProductRowSchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  ean: z.string().nullable(),
  mpn: z.string().nullable(),
  kpd_code: z.string().nullable(),
  name_hr: z.string(),
  name_en: z.string(),
  category_id: z.number().int(),
  brand_id: z.number().int(),
  retail_price_cents: z.number().int(),
  sale_retail_price_cents: z.number().int().nullable(),
  stock: z.number().int(),
  active: z.boolean(),
  is_new: z.boolean(),
  has_picture: z.boolean(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
/**
 * The most products the staff's list counts: a broader filter says "more than …" and pages on
 * without a last page, as the order list does (an exact count of 100,000 products would read the
 * table at every page); narrowing it by a filter or the search counts exactly.
 */
export const ADMIN_PRODUCTS_COUNT_CAP = 1_000;

export const adminProductListSchema = z.object({
  data: z.array(adminProductRowSchema),
  total: z.number().int(),
  /** True when more products match than the list counts (`total` is then ADMIN_PRODUCTS_COUNT_CAP). */
  capped: z.boolean(),
});

/** One product as the staff edit it: every stored field, both languages. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name_hr: z.string(),
  name_en: z.string(),
  slug_hr: z.string(),
  slug_en: z.string(),
  /** Earlier slugs, each answered with a 301 to the product's address. */
  old_slugs: z.array(z.object({ language: z.enum(["hr", "en"]), slug: z.string() })),
  description_hr: z.string(),
  description_en: z.string(),
  specifications: z.array(
    z.object({
      name_hr: z.string(),
      name_en: z.string(),
      value_hr: z.string(),
      value_en: z.string(),
    }),
  ),
  item_code: z.string(),
  ean: z.string().nullable(),
  mpn: z.string().nullable(),
  kpd_code: z.string().nullable(),
  brand_id: z.number().int(),
  category_id: z.number().int(),
  units_per_carton: z.number().int(),
  warranty_months: z.number().int().nullable(),
  vat_rate: z.number().int(),
  retail_price_cents: z.number().int(),
  wholesale_price_cents: z.number().int(),
  sale_retail_price_cents: z.number().int().nullable(),
  sale_wholesale_price_cents: z.number().int().nullable(),
  sale_starts_at: z.string().nullable(),
  sale_ends_at: z.string().nullable(),
  /** True while the sale is only scheduled (its start is later). */
  sale_scheduled: z.boolean(),
  /** EU Omnibus: the lowest regular retail price of the 30 days before the sale started. */
  sale_reference_price_cents: z.number().int().nullable(),
  stock: z.number().int(),
  new_until: z.string().nullable(),
  is_new: z.boolean(),
  related_ids: z.array(z.number().int()),
  pictures: z.array(
    z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
  brochure_url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** `POST /api/admin/products/bulk`: one action on up to 1,000 products, in one transaction. */
export const adminProductBulkSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("activate"), ids: z.array(id).min(1, "required") }),
    z.strictObject({ action: z.literal("deactivate"), ids: z.array(id).min(1, "required") }),
    z.strictObject({
      action: z.literal("move-to-category"),
      ids: z.array(id).min(1, "required"),
      categoryId: id,
    }),
    z
      .strictObject({
        action: z.literal("set-sale"),
        ids: z.array(id).min(1, "required"),
        percent: z
          .number({ error: "sale_percent" })
          .int("sale_percent")
          .min(1, "sale_percent")
          .max(90, "sale_percent"),
        startsAt: moment.nullable().default(null),
        endsAt: moment.nullable().default(null),
      })
      .superRefine((sale, context) => {
        if (sale.startsAt && sale.endsAt && sale.endsAt <= sale.startsAt)
          context.addIssue({ code: "custom", path: ["endsAt"], message: "date_order" });
      }),
    z.strictObject({ action: z.literal("clear-sale"), ids: z.array(id).min(1, "required") }),
    z.strictObject({
      action: z.literal("set-new"),
      ids: z.array(id).min(1, "required"),
      until: day,
    }),
    z.strictObject({ action: z.literal("clear-new"), ids: z.array(id).min(1, "required") }),
  ],
  { error: "invalid" },
);
export type AdminProductBulk = z.output<typeof adminProductBulkSchema>;
export const adminProductBulkResultSchema = z.object({ changed: z.number().int() });
