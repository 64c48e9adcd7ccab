import { z } from "zod";
import { pathIdSchema } from "./fields.ts";
import { limits } from "./limits.ts";

/**
 * The staff's change of one product (`PATCH /api/admin/products/{id}`): any of its regular prices,
 * its stock and whether it is shown, at least one of them. Strict: a misspelt field is refused by
 * name. Each refusal is a field problem, said in the request's language.
 */

const priceCents = z
  .number({ error: "price_cents" })
  .int("price_cents")
  .min(limits.productPriceCents.min, "price_cents")
  .max(limits.productPriceCents.max, "price_cents");

export const adminProductChangeSchema = z
  .strictObject({
    retail_price_cents: priceCents
      .optional()
      .describe("Regular retail price in euro cents, VAT included (1 to 100,000,000)."),
    wholesale_price_cents: priceCents
      .optional()
      .describe("Regular wholesale price in euro cents, VAT excluded (1 to 100,000,000)."),
    stock: z
      .number({ error: "stock" })
      .int("stock")
      .min(limits.productStock.min, "stock")
      .max(limits.productStock.max, "stock")
      .optional()
      .describe("Pieces in stock (0 to 10,000,000)."),
    active: z
      .boolean({ error: "boolean" })
      .optional()
      .describe("Whether shoppers see the product."),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), "no_change");
export type AdminProductChange = z.infer<typeof adminProductChangeSchema>;

export const adminProductParamsSchema = z.object({ id: pathIdSchema.describe("Product id.") });
