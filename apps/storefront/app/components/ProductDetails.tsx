import type { ProductDetail } from "@dukan/contract";
import { useRouteLoaderData } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { brandPath, screenPath } from "../lib/lists-paths.ts";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import type { loader as rootLoader } from "../root.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";
import { Price } from "./Price.tsx";
import { ProductActions } from "./ProductActions.tsx";
import { ProductGallery } from "./ProductGallery.tsx";
import { ProductGrid } from "./ProductGrid.tsx";
import { ShopLink } from "./ShopLink.tsx";
import { YourPrice } from "./YourPrice.tsx";

/** The product page's content: gallery, facts, prices, actions, description, specifications, related products. */
export function ProductDetails({
  product,
  structuredData,
  onWishlist,
}: {
  product: ProductDetail;
  structuredData: string[];
  onWishlist: boolean;
}) {
  const language = useLanguage();
  const t = useMessages();
  const c = t.catalogue;
  const loggedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.account);
  const name = language === "hr" ? product.name_hr : product.name_en;
  return (
    <div className="page container">
      <Breadcrumb trail={product.breadcrumb} current={name} />
      <div className="product">
        <ProductGallery pictures={product.pictures} />
        <div className="product__summary">
          <p className="product__brand">
            <ShopLink to={brandPath(language, product.brand.slug)}>{product.brand.name}</ShopLink>
          </p>
          <h1>{name}</h1>
          <dl className="product__facts">
            <dt>{c.itemCode}</dt>
            <dd>{product.item_code}</dd>
            {product.ean !== null && (
              <>
                <dt>{c.ean}</dt>
                <dd>{product.ean}</dd>
              </>
            )}
            {product.mpn !== null && (
              <>
                <dt>{c.mpn}</dt>
                <dd>{product.mpn}</dd>
              </>
            )}
            <dt>{c.unitsPerCarton}</dt>
            <dd>{product.units_per_carton}</dd>
            <dt>{t.product.availability}</dt>
            <dd className={`availability availability--${product.availability}`}>
              {c.availability[product.availability]}
            </dd>
          </dl>
          <div className="product__prices">
            <p className="product__price">
              <Price product={product} />
              <span className="product__vat">{c.vatIncluded}</span>
            </p>
            {product.sale_price_cents !== null && product.lowest_price_30d_cents !== null && (
              <p className="product__lowest">
                {format(c.lowestBefore, {
                  price: formatPrice(product.lowest_price_30d_cents, language),
                })}
              </p>
            )}
            <YourPrice product={product} className="product__your-price" />
          </div>
          <ProductActions product={product} loggedIn={loggedIn} onWishlist={onWishlist} />
          {product.brochure_url && (
            <p>
              <a className="product__brochure" href={product.brochure_url} type="application/pdf">
                {t.product.brochure}
              </a>
            </p>
          )}
          <p className="product__guarantee">
            {t.product.legalGuarantee}{" "}
            <ShopLink to={screenPath(language, "warranty")}>{t.product.warrantyTerms}</ShopLink>
          </p>
        </div>
      </div>
      <section aria-labelledby="product-description" className="section">
        <h2 id="product-description">{c.description}</h2>
        <Description text={language === "hr" ? product.description_hr : product.description_en} />
      </section>
      {product.specifications.length > 0 && (
        <section aria-labelledby="product-specifications" className="section">
          <h2 id="product-specifications">{c.specifications}</h2>
          <table className="specifications">
            <tbody>
              {product.specifications.map((s) => (
                <tr key={s.name_en}>
                  <th scope="row">{language === "hr" ? s.name_hr : s.name_en}</th>
                  <td>{language === "hr" ? s.value_hr : s.value_en}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {product.related.length > 0 && (
        <section aria-labelledby="product-related" className="section">
          <h2 id="product-related">{c.related}</h2>
          <ProductGrid products={product.related} eagerCount={0} />
        </section>
      )}
      {structuredData.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </div>
  );
}

/**
 * A product's description: the staff's rich text is HTML the back end sanitised (it starts with
 * `<`, docs/back-office.md "Staff: products"), shown as it is; any other is plain text.
 */
function Description({ text }: { text: string }) {
  if (text.trimStart().startsWith("<"))
    return <div className="product__description" dangerouslySetInnerHTML={{ __html: text }} />;
  return <p className="product__description">{text}</p>;
}
