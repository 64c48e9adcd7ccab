import type { CategoryRef, ProductSummary } from "@dukan/contract";
import { appliedRebate } from "../pricing/applied-rebate.ts";
import { discountPercent } from "./omnibus.ts";
import { type PriceContext, yourPrice } from "../pricing/price.ts";
import { availabilityOf } from "./availability.ts";
import type { SummaryRow } from "./listing-sql.ts";

type BrandRef = ProductSummary["brand"];

/** Categories and brands by id, kept in memory by the catalogue service. */
export interface CatalogueRefs {
  categories: Map<number, CategoryRef>;
  brands: Map<number, BrandRef>;
  /** A category's id and the ids above it, for rebates given on a parent category. */
  lineage: Map<number, number[]>;
}

/**
 * A product summary from its row, priced for `prices` (a visitor's, a person's, a legal entity's
 * with its rebates); `lookup` must know the row's category and brand.
 */
export function summaryOfRow(
  product: SummaryRow,
  lookup: CatalogueRefs,
  prices: PriceContext,
): ProductSummary {
  const yours = yourPrice(
    {
      brandId: product.brand_id,
      categoryIds: lookup.lineage.get(product.category_id) ?? [product.category_id],
      retailPriceCents: product.retail_price_cents,
      saleRetailPriceCents: product.sale_retail_price_cents,
      wholesalePriceCents: product.wholesale_price_cents,
      saleWholesalePriceCents: product.sale_wholesale_price_cents,
    },
    prices,
  );
  const sale = product.sale_retail_price_cents;
  const reference =
    sale === null ? null : (product.sale_reference_price_cents ?? product.retail_price_cents);
  return {
    id: product.id,
    item_code: product.item_code,
    slug_hr: product.slug_hr,
    slug_en: product.slug_en,
    name_hr: product.name_hr,
    name_en: product.name_en,
    category: lookup.categories.get(product.category_id) as CategoryRef,
    brand: lookup.brands.get(product.brand_id) as BrandRef,
    price_cents: product.retail_price_cents,
    sale_price_cents: sale,
    lowest_price_30d_cents: reference,
    discount_percent: reference === null || sale === null ? null : discountPercent(reference, sale),
    your_price_cents: yours.cents,
    your_price_includes_vat: yours.includesVat,
    rebate: appliedRebate(yours.rebate),
    vat_rate: product.vat_rate,
    availability: availabilityOf(product.stock),
    is_new: product.is_new === true,
    picture:
      product.picture_url === null
        ? null
        : {
            url: product.picture_url,
            width: product.picture_width as number,
            height: product.picture_height as number,
            alt_hr: product.picture_alt_hr as string,
            alt_en: product.picture_alt_en as string,
          },
  };
}
