import type { ProductDetail, ProductSummary } from "@dukan/contract";
import { Form } from "react-router";
import { alignSpecifications, valuesDiffer } from "../lib/compare-table.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pictureAt, srcSetOf } from "../lib/pictures.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { Price } from "./Price.tsx";
import { productPath } from "./ProductCard.tsx";
import { ShopLink } from "./ShopLink.tsx";
import { YourPrice } from "./YourPrice.tsx";

/** What the comparison shows of a product: its summary and its specifications. */
export type ComparedProductView = ProductSummary & Pick<ProductDetail, "specifications">;

/**
 * Up to three products side by side: a column each, a row per price, availability, brand
 * and specification. Rows whose values differ are marked in their header, which a screen
 * reader reads with every cell; a checkbox (CSS only) hides the rows that are the same.
 * On narrow screens the table scrolls sideways with the row headers kept in view.
 */
export function CompareTable({
  products,
  limit,
}: {
  products: ComparedProductView[];
  limit: number;
}) {
  const language = useLanguage();
  const t = useMessages();
  const c = t.lists.compare;
  const name = (product: ComparedProductView) =>
    language === "hr" ? product.name_hr : product.name_en;
  const without = (id: number) =>
    products
      .filter((p) => p.id !== id)
      .map((p) => (language === "hr" ? p.slug_hr : p.slug_en))
      .join(",");
  const specifications = alignSpecifications(products, language);
  const rows: { name: string; differs: boolean; cells: React.ReactNode[] }[] = [
    {
      name: c.price,
      differs: valuesDiffer(products.map((p) => p.your_price_cents)),
      cells: products.map((p) => <ProductPrice key={p.id} product={p} />),
    },
    {
      name: t.product.availability,
      differs: valuesDiffer(products.map((p) => p.availability)),
      cells: products.map((p) => (
        <span key={p.id} className={`availability availability--${p.availability}`}>
          {t.catalogue.availability[p.availability]}
        </span>
      )),
    },
    {
      name: c.brand,
      differs: valuesDiffer(products.map((p) => p.brand.name)),
      cells: products.map((p) => p.brand.name),
    },
    ...specifications.map((row) => ({
      name: row.name,
      differs: row.differs,
      cells: row.values.map((value) => value ?? <Missing />),
    })),
  ];

  return (
    <div className="compare">
      <p className="compare__count">
        {plural(language, products.length, c.count)}{" "}
        {products.length < limit && plural(language, limit - products.length, c.room)}
      </p>
      {products.length > 1 && (
        <label className="compare__only-differences">
          <input type="checkbox" className="compare__only-differences-input" /> {c.onlyDifferences}
        </label>
      )}
      <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={`compare-table compare-table--${products.length}`}>
          <caption id="compare-caption">
            {c.caption}
            {products.length > 1 && <span className="compare-table__note"> {c.captionNote}</span>}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="compare-table__corner">
                <span className="visually-hidden">{c.property}</span>
              </th>
              {products.map((product) => (
                <th scope="col" key={product.id} className="compare-table__product">
                  <div className="compare-table__picture">
                    {product.picture && (
                      <img
                        src={pictureAt(product.picture.url, 320)}
                        srcSet={srcSetOf(product.picture.url, [160, 320])}
                        sizes="10rem"
                        width={product.picture.width}
                        height={product.picture.height}
                        alt=""
                        decoding="async"
                      />
                    )}
                  </div>
                  <ShopLink to={productPath(product, language)} className="compare-table__name">
                    {name(product)}
                  </ShopLink>
                  <span className="compare-table__code">
                    {t.catalogue.itemCode}: {product.item_code}
                  </span>
                  <KeepForm products={without(product.id)}>
                    <button
                      type="submit"
                      className="button button--quiet compare-table__remove"
                      aria-label={format(c.removeLabel, { name: name(product) })}
                    >
                      {c.remove}
                    </button>
                  </KeepForm>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr
                key={`${index}-${row.name}`}
                className={row.differs ? "compare-table__row--differs" : "compare-table__row--same"}
              >
                <th scope="row">
                  {row.name}
                  {row.differs && <span className="compare-table__differs">{c.differs}</span>}
                </th>
                {row.cells.map((cell, column) => (
                  <td key={products[column]?.id ?? column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="compare__hint">
        <span className="compare__scroll-hint">{c.scrollHint} </span>
        {c.share}
      </p>
      <KeepForm products="">
        <button type="submit" className="button button--secondary">
          {c.clear}
        </button>
      </KeepForm>
    </div>
  );
}

/** Keeps exactly `products` (slugs, comma-separated) on the shopper's list: a removal, or clearing. */
function KeepForm({ products, children }: { products: string; children: React.ReactNode }) {
  const language = useLanguage();
  return (
    <Form method="post" action={screenPath(language, "compare")} className="compare__keep">
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="p" value={products} />
      {children}
    </Form>
  );
}

/** The retail price (with a sale's reference price); a logged-in customer's own price beside it when it differs. */
function ProductPrice({ product }: { product: ComparedProductView }) {
  const shown = product.sale_price_cents ?? product.price_cents;
  return (
    <>
      <Price product={product} />
      {product.your_price_cents !== shown && (
        <YourPrice product={product} className="compare-table__your-price" />
      )}
    </>
  );
}

/** A dash for the eye, words for a screen reader. */
function Missing() {
  const c = useMessages().lists.compare;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{c.missing}</span>
    </>
  );
}
