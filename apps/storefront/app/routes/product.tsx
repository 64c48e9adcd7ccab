import { data, redirect } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { Price } from "../components/Price.tsx";
import { productPath } from "../components/ProductCard.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { titled } from "../lib/meta.ts";
import type { Route } from "./+types/product";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const product = await apiFor({ request, context }).product(params.productSlug);
  if (!product) throw data(null, { status: 404 });
  const canonical = productPath(product, language);
  // A known product under another category or in the other language's slug moves to its own address.
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
  return { product, alternates: { hr: productPath(product, "hr"), en: productPath(product, "en") } };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const en = location.pathname.startsWith("/en");
  const p = loaderData.product;
  return titled(location.pathname, en ? p.name_en : p.name_hr, (en ? p.description_en : p.description_hr).slice(0, 160));
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const language = useLanguage();
  const t = useMessages();
  const name = language === "hr" ? product.name_hr : product.name_en;
  const picture = product.pictures[0];
  return (
    <div className="page container">
      <Breadcrumb trail={product.breadcrumb} current={name} />
      <div className="product">
        <div className="product__gallery">
          {picture && (
            <img
              src={picture.url}
              width={picture.width}
              height={picture.height}
              alt={language === "hr" ? picture.alt_hr : picture.alt_en}
              fetchPriority="high"
            />
          )}
        </div>
        <div className="product__summary">
          <h1>{name}</h1>
          <dl className="product__facts">
            <dt>{t.catalogue.itemCode}</dt>
            <dd>{product.item_code}</dd>
            <dt>{t.catalogue.unitsPerCarton}</dt>
            <dd>{product.units_per_carton}</dd>
          </dl>
          <p className={`availability availability--${product.availability}`}>{t.catalogue.availability[product.availability]}</p>
          <p className="product__price">
            <Price priceCents={product.price_cents} salePriceCents={product.sale_price_cents} />
            <span className="product__vat">{t.catalogue.vatIncluded}</span>
          </p>
        </div>
      </div>
      <section aria-labelledby="product-description" className="section">
        <h2 id="product-description">{t.catalogue.description}</h2>
        <p>{language === "hr" ? product.description_hr : product.description_en}</p>
      </section>
      {product.specifications.length > 0 && (
        <section aria-labelledby="product-specifications" className="section">
          <h2 id="product-specifications">{t.catalogue.specifications}</h2>
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
          <h2 id="product-related">{t.catalogue.related}</h2>
          <ProductGrid products={product.related} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
