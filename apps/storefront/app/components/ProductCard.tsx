import type { ProductSummary } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { brandPath } from "../lib/lists-paths.ts";
import { pictureAt, srcSetOf } from "../lib/pictures.ts";
import { CardAddToCart } from "./AddToCart.tsx";
import { ListButtons } from "./ListButtons.tsx";
import { Price } from "./Price.tsx";
import { ShopLink } from "./ShopLink.tsx";
import { YourPrice } from "./YourPrice.tsx";

export function productPath(
  product: Pick<ProductSummary, "slug_hr" | "slug_en" | "category">,
  language: "hr" | "en",
): string {
  return language === "hr"
    ? `/${product.category.slug_hr}/${product.slug_hr}`
    : localizedPath("en", `/${product.category.slug_en}/${product.slug_en}`);
}

/**
 * One product in a grid: picture, name, its brand (a link to the brand's page), availability, the retail price and, for a customer who
 * pays another (a legal entity: without VAT, less its rebate), that price; a compact add-to-cart form.
 */
export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductSummary;
  eager?: boolean;
}) {
  const language = useLanguage();
  const t = useMessages().catalogue;
  const name = language === "hr" ? product.name_hr : product.name_en;
  return (
    <article className="product-card">
      <div className="product-card__picture">
        {product.picture && (
          <img
            src={pictureAt(product.picture.url, 320)}
            srcSet={srcSetOf(product.picture.url, [320, 640])}
            sizes="(min-width: 78rem) 14rem, (min-width: 48rem) 22vw, 46vw"
            width={product.picture.width}
            height={product.picture.height}
            alt=""
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        )}
        <div className="product-card__badges">
          {product.sale_price_cents !== null && <span className="badge badge--sale">{t.sale}</span>}
          {product.is_new && <span className="badge badge--new">{t.new}</span>}
        </div>
      </div>
      <h3 className="product-card__name">
        <ShopLink to={productPath(product, language)}>{name}</ShopLink>
      </h3>
      <p className="product-card__brand">
        <ShopLink to={brandPath(language, product.brand.slug)}>{product.brand.name}</ShopLink>
      </p>
      <p className="product-card__meta">
        <span>
          {t.itemCode}: {product.item_code}
        </span>
        <span className={`availability availability--${product.availability}`}>
          {t.availability[product.availability]}
        </span>
      </p>
      <p className="product-card__price">
        <Price product={product} />
      </p>
      {/* A legal entity's own price always; a person's when it differs from the one shown. */}
      {(!product.your_price_includes_vat ||
        product.your_price_cents !== (product.sale_price_cents ?? product.price_cents)) && (
        <YourPrice product={product} className="product-card__your-price" />
      )}
      <CardAddToCart product={product} />
      <div className="product-card__lists">
        <ListButtons product={product} named />
      </div>
    </article>
  );
}
