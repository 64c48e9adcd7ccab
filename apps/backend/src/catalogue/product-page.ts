import type { CategoryDetail, ProductDetail } from "@dukan/contract";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type PriceContext, retailPrices } from "../pricing/price.ts";
import { descriptionOut } from "./admin-texts.ts";
import { type CategoryReads, categoryRef } from "./categories-read.ts";
import type { SummaryRow } from "./listing-sql.ts";
import type { PricedSummaries } from "./priced-summaries.ts";
import { productPictures, products, relatedProducts } from "./schema.ts";

/** A product as the database gave it, before pricing. */
export interface ProductSource {
  row: typeof products.$inferSelect;
  summary: SummaryRow;
  pictures: (typeof productPictures.$inferSelect)[];
  /** Active related products, in their order. */
  related: SummaryRow[];
  category: CategoryDetail | null;
}

/** What the product page reads with: the categories and the product summaries. */
interface ProductPageSources
  extends Pick<CategoryReads, "categoryById">, Pick<PricedSummaries, "summaryRows" | "priced"> {
  db: Db;
}

/** The storefront's product page: the product read for everyone, then priced for a caller. */
export function productPage({ db, categoryById, summaryRows, priced }: ProductPageSources) {
  /**
   * An active product by its slug in either language (`inactiveToo`: a hidden one too, for the
   * staff's answers), as read before pricing: its row, summary, pictures, related products in
   * their order and category.
   */
  async function productSource(
    slug: string,
    { inactiveToo = false }: { inactiveToo?: boolean } = {},
  ): Promise<ProductSource | null> {
    const bySlug = or(eq(products.slugHr, slug), eq(products.slugEn, slug));
    const active = (where: SQL | undefined) =>
      inactiveToo ? where : and(eq(products.active, true), where);
    let [row] = await db.select().from(products).where(active(bySlug)).limit(1);
    // A slug the product had before (product_old_slugs) finds it too: the storefront's product
    // page sends the visitor on to the product's address (301).
    if (!row)
      [row] = await db
        .select()
        .from(products)
        .where(
          active(
            sql`${products.id} = (select product_id from product_old_slugs where slug = ${slug} limit 1)`,
          ),
        )
        .limit(1);
    if (!row) return null;
    const [summary] = await summaryRows(eq(products.id, row.id), [], 1, 0);
    const [pictures, related, category] = await Promise.all([
      db
        .select()
        .from(productPictures)
        .where(eq(productPictures.productId, row.id))
        .orderBy(asc(productPictures.position)),
      db
        .select({ id: relatedProducts.relatedProductId })
        .from(relatedProducts)
        .where(eq(relatedProducts.productId, row.id))
        .orderBy(asc(relatedProducts.position)),
      summary ? categoryById(summary.category_id) : null,
    ]);
    if (!summary) return null;
    const relatedIds = related.map((r) => r.id);
    const relatedFound =
      relatedIds.length === 0
        ? []
        : await summaryRows(
            and(eq(products.active, true), inArray(products.id, relatedIds)),
            [],
            relatedIds.length,
            0,
          );
    relatedFound.sort((x, y) => relatedIds.indexOf(x.id) - relatedIds.indexOf(y.id));
    return { row, summary, pictures, related: relatedFound, category };
  }

  /** A product read by `productSource`, priced for `prices`. */
  async function pricedProduct(
    source: ProductSource,
    prices: PriceContext = retailPrices,
  ): Promise<ProductDetail | null> {
    const { row, pictures, category } = source;
    const [[summary], related] = await Promise.all([
      priced([source.summary], prices),
      priced(source.related, prices),
    ]);
    if (!summary) return null;
    return {
      ...summary,
      ean: row.ean,
      mpn: row.mpn,
      description_hr: descriptionOut(row.descriptionHr),
      description_en: descriptionOut(row.descriptionEn),
      specifications: row.specifications,
      units_per_carton: row.unitsPerCarton,
      pictures: pictures.map((p) => ({
        url: p.url,
        width: p.width,
        height: p.height,
        alt_hr: p.altHr,
        alt_en: p.altEn,
      })),
      brochure_url: row.brochureUrl,
      breadcrumb: category ? [...category.breadcrumb, categoryRef(category)] : [],
      related,
    };
  }

  /** An active product by its slug in either language, priced for `prices`. */
  async function productBySlug(
    slug: string,
    prices: PriceContext = retailPrices,
    options: { inactiveToo?: boolean } = {},
  ): Promise<ProductDetail | null> {
    const source = await productSource(slug, options);
    return source && pricedProduct(source, prices);
  }

  return { productSource, pricedProduct, productBySlug };
}
