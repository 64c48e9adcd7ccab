import { z } from "zod";
import { bodyIdSchema, pathIdSchema, quantitySchema, requiredText } from "./fields.ts";
import { cartNoticeCodes } from "./cart-notices.ts";
import { limits } from "./limits.ts";
import { appliedRebateSchema, availabilitySchema, pictureSchema } from "./catalogue.ts";
import { dataEnvelope } from "./envelope.ts";
import { paymentMethodSchema } from "./payment-methods.ts";

/** Free delivery from this order total (with VAT), euro cents (SPEC.md §9: 130 EUR). */
export const FREE_DELIVERY_THRESHOLD_CENTS = 13_000;
/** The most pieces one cart line may ask for. */
export const MAX_LINE_QUANTITY = limits.quantity.max;
/** The most lines one quick buy may hold. */
export const QUICK_BUY_MAX_LINES = limits.quickBuyLines;

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
  /**
   * One piece's price with each payment method whose rebate beats `rebate` (e.g. 8 % with advance
   * bank transfer while the cart, before the payment is chosen, takes 5 %), best first; empty when
   * no method changes the price.
   */
  payment_prices: z.array(
    z.object({
      payment_method: paymentMethodSchema,
      unit_price_cents: z.number().int(),
      rebate: appliedRebateSchema,
    }),
  ),
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
  totals: z.object({
    net_cents: z.number().int(),
    vat_cents: z.number().int(),
    gross_cents: z.number().int(),
  }),
  free_delivery: z.object({
    threshold_cents: z.number().int(),
    remaining_cents: z.number().int(),
    reached: z.boolean(),
  }),
});
export type Cart = z.infer<typeof cartSchema>;
export const cartResponseSchema = dataEnvelope(cartSchema);

/**
 * What the change did, in the back end's words and the request's language: added to the cart, a
 * line's quantity changed, or the quantity cut to the stock. The shop shows `message` as it came.
 */
export const cartNoticeSchema = z.object({ code: z.enum(cartNoticeCodes), message: z.string() });
/** `POST /api/cart/lines`, `PATCH /api/cart/lines/{id}`: the cart after the change and what happened. */
export const cartChangeResponseSchema = z.object({ data: cartSchema, notice: cartNoticeSchema });

/**
 * `POST /api/cart/lines` body: a product by id or by a code as typed (item code, EAN-13 or the
 * manufacturer's part number; an unknown or unreadable one is refused as a wrong item code), a
 * quantity of pieces or of whole cartons.
 */
export const cartLineAddRequestSchema = z
  .object({
    product_id: z.number({ error: "product" }).int("product").min(1, "product").nullish(),
    item_code: z
      .string({ error: "item_code" })
      .nullish()
      .describe(
        "Item code, EAN-13 (spaces and hyphens allowed) or manufacturer's part number, any case.",
      ),
    quantity: quantitySchema,
    unit: z.enum(["piece", "carton"], { error: "unit" }).default("piece"),
  })
  // `when`: checked even when other fields were refused (and tried on no body at all by the OpenAPI generator).
  .refine((line) => line?.product_id != null || line?.item_code != null, {
    message: "product",
    path: ["product_id"],
    when: () => true,
  });
export type CartLineAdd = z.input<typeof cartLineAddRequestSchema>;
export type CartLineAddition = z.output<typeof cartLineAddRequestSchema>;

/** `PATCH /api/cart/lines/{id}` body: the new number of pieces. */
export const cartLineUpdateRequestSchema = z.object({ quantity: quantitySchema });

/**
 * `POST /api/cart/quick-buy` body: `code quantity` lines as pasted or exported (JSON `{"text"}`, or
 * the text itself as text/csv); a code is an item code, EAN-13 or manufacturer's part number.
 */
export const quickBuyRequestSchema = z.object({ text: requiredText(limits.quickBuyText) });

/** `/api/cart/lines/{id}`: a line of the caller's cart. */
export const cartLineParamsSchema = z.object({ id: pathIdSchema.describe("Cart line id.") });

/** `POST /api/wishlist` body. */
export const wishlistAddRequestSchema = z.object({ product_id: bodyIdSchema });
/** `/api/wishlist/{product}`: a product on the caller's wishlist. */
export const wishlistParamsSchema = z.object({ product: pathIdSchema.describe("Product id.") });
/** `GET /api/wishlist/{product}`: whether the product is on the caller's wishlist (the product page's button). */
export const wishlistEntryResponseSchema = dataEnvelope(z.object({ on_wishlist: z.boolean() }));

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
export const quickBuyResponseSchema = z.object({
  data: cartSchema,
  report: z.array(quickBuyLineSchema),
});

/** `GET /api/me/rebates`. */
export const customerRebateSchema = z.object({
  id: z.number().int(),
  percent: z.number(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  category: z
    .object({
      id: z.number().int(),
      slug_hr: z.string(),
      slug_en: z.string(),
      name_hr: z.string(),
      name_en: z.string(),
    })
    .nullable(),
  payment_method: z.string().nullable(),
});
export type CustomerRebate = z.infer<typeof customerRebateSchema>;
export const customerRebateListResponseSchema = dataEnvelope(z.array(customerRebateSchema));
