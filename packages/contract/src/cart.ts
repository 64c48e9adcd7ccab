import { z } from "zod";
import { appliedRebateSchema, availabilitySchema, pictureSchema } from "./catalogue.ts";
import { dataEnvelope } from "./envelope.ts";

/** Free delivery from this order total (with VAT), euro cents (SPEC.md §9: 130 EUR). */
export const FREE_DELIVERY_THRESHOLD_CENTS = 13_000;
/** The most pieces one cart line may ask for. */
export const MAX_LINE_QUANTITY = 99_999;
/** The most lines one quick buy may hold. */
export const QUICK_BUY_MAX_LINES = 500;

export const cartProductSchema = z.object({
  id: z.number().int(),
  item_code: z.string(),
  slug_hr: z.string(),
  slug_en: z.string(),
  category_slug_hr: z.string(),
  category_slug_en: z.string(),
  name_hr: z.string(),
  name_en: z.string(),
  units_per_carton: z.number().int(),
  stock: z.number().int(),
  availability: availabilitySchema,
  picture: pictureSchema.nullable(),
});

export const cartLineSchema = z.object({
  id: z.number().int(),
  product: cartProductSchema,
  quantity: z.number().int(),
  /** One piece, what the caller pays: with VAT for persons, without for legal entities. */
  unit_price_cents: z.number().int(),
  rebate: appliedRebateSchema.nullable(),
  vat_rate: z.number().int(),
  /** Line totals, each rounded half up once per line. */
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Whether `unit_price_cents` includes VAT (persons) or not (legal entities). */
  prices_include_vat: z.boolean(),
  /** Pieces in the cart (the header's count). */
  item_count: z.number().int(),
  totals: z.object({ net_cents: z.number().int(), vat_cents: z.number().int(), gross_cents: z.number().int() }),
  free_delivery: z.object({ threshold_cents: z.number().int(), remaining_cents: z.number().int(), reached: z.boolean() }),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = dataEnvelope(cartSchema);

/** Something to tell the shopper besides the cart itself (the quantity was cut to the stock). */
export const cartNoticeSchema = z.object({ code: z.enum(["added", "max_available"]), message: z.string() });
/** `POST /api/cart/lines`, `PATCH /api/cart/lines/{id}`: the cart after the change and what happened. */
export const cartChangeResponseSchema = z.object({ data: cartSchema, notice: cartNoticeSchema });

/** `POST /api/cart/lines` body: a product by id or item code, a quantity of pieces or of whole cartons. */
export interface CartLineAdd {
  product_id?: number;
  item_code?: string;
  quantity: number;
  unit?: "piece" | "carton";
}

export const quickBuyLineSchema = z.object({
  /** 1-based line number in what was pasted. */
  line: z.number().int(),
  item_code: z.string(),
  requested: z.number().int().nullable(),
  added: z.number().int(),
  status: z.enum(["added", "cut", "refused"]),
  /** Why it was cut or refused, in the request's language. */
  message: z.string().nullable(),
});
export type QuickBuyLine = z.infer<typeof quickBuyLineSchema>;
/** `POST /api/cart/quick-buy`: every non-blank line reported, and the cart after. */
export const quickBuyResponseSchema = z.object({ data: cartSchema, report: z.array(quickBuyLineSchema) });

/** `GET /api/me/rebates`. */
export const customerRebateSchema = z.object({
  id: z.number().int(),
  percent: z.number(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  category: z
    .object({ id: z.number().int(), slug_hr: z.string(), slug_en: z.string(), name_hr: z.string(), name_en: z.string() })
    .nullable(),
  payment_method: z.string().nullable(),
});
export type CustomerRebate = z.infer<typeof customerRebateSchema>;
export const customerRebateListResponseSchema = dataEnvelope(z.array(customerRebateSchema));
