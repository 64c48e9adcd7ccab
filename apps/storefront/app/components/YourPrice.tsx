import type { ProductSummary } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatNumber, formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";

type Priced = Pick<
  ProductSummary,
  "your_price_cents" | "your_price_includes_vat" | "vat_rate" | "rebate"
>;

/**
 * What the logged-in customer pays for one piece: a legal entity's price without VAT, with
 * the VAT rate named apart ("+ PDV 25 %"); a person's with VAT; and the rebate that made it.
 */
export function YourPrice({ product, className }: { product: Priced; className: string }) {
  const language = useLanguage();
  const t = useMessages().catalogue;
  return (
    <p className={`your-price ${className}`}>
      {t.yourPrice}:{" "}
      <strong className="your-price__amount">
        {formatPrice(product.your_price_cents, language)}
      </strong>{" "}
      <span className="your-price__vat">
        {product.your_price_includes_vat
          ? t.vatIncluded
          : format(t.plusVat, { rate: product.vat_rate })}
      </span>
      {product.rebate && (
        <>
          {" "}
          <span className="rebate">
            {format(t.rebate, { percent: formatNumber(product.rebate.percent, language) })}
          </span>
        </>
      )}
    </p>
  );
}
