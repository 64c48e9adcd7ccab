import type { ProductSummary } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { Price } from "./Price.tsx";
import { ShopLink } from "./ShopLink.tsx";

export function productPath(product: Pick<ProductSummary, "slug_hr" | "slug_en" | "category">, language: "hr" | "en"): string {
  return language === "hr"
    ? `/${product.category.slug_hr}/${product.slug_hr}`
    : localizedPath("en", `/${product.category.slug_en}/${product.slug_en}`);
}

/** One product in a grid: picture, name, availability and price. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const language = useLanguage();
  const t = useMessages();
  const name = language === "hr" ? product.name_hr : product.name_en;
  return (
    <article className="product-card">
      <div className="product-card__picture">
        {product.picture && (
          <img
            src={product.picture.url}
            width={product.picture.width}
            height={product.picture.height}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        )}
        <div className="product-card__badges">
          {product.sale_price_cents !== null && <span className="badge badge--sale">{t.catalogue.sale}</span>}
          {product.is_new && <span className="badge badge--new">{t.catalogue.new}</span>}
        </div>
      </div>
      <h3 className="product-card__name">
        <ShopLink to={productPath(product, language)}>{name}</ShopLink>
      </h3>
      <p className="product-card__meta">
        <span>
          {t.catalogue.itemCode}: {product.item_code}
        </span>
        <span className={`availability availability--${product.availability}`}>{t.catalogue.availability[product.availability]}</span>
      </p>
      <p className="product-card__price">
        <Price priceCents={product.price_cents} salePriceCents={product.sale_price_cents} />
      </p>
    </article>
  );
}
