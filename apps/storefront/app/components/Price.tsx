import type { ProductSummary } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";

type Priced = Pick<
  ProductSummary,
  "price_cents" | "sale_price_cents" | "lowest_price_30d_cents" | "discount_percent"
>;

/**
 * A retail price. On sale: the sale price, the lowest price of the 30 days before
 * the discount struck through (EU Omnibus rule) and the discount computed from it.
 */
export function Price({ product }: { product: Priced }) {
  const language = useLanguage();
  const t = useMessages().catalogue;
  if (product.sale_price_cents === null)
    return <span className="price">{formatPrice(product.price_cents, language)}</span>;
  return (
    <span className="price price--sale">
      <span className="visually-hidden">{t.salePrice}: </span>
      {formatPrice(product.sale_price_cents, language)}{" "}
      <s className="price__before">
        <span className="visually-hidden">
          {product.lowest_price_30d_cents === null ? t.regularPrice : t.lowestBeforeShort}:{" "}
        </span>
        {formatPrice(product.lowest_price_30d_cents ?? product.price_cents, language)}
      </s>
      {product.discount_percent !== null && (
        <span className="price__discount">
          <span aria-hidden="true">
            {format(t.discount, { percent: product.discount_percent })}
          </span>
          <span className="visually-hidden">
            {format(t.discountLabel, { percent: product.discount_percent })}
          </span>
        </span>
      )}
    </span>
  );
}
