import type { ProductSummary } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { usePersonal, yourPriceTexts } from "../lib/personal.tsx";

type Priced = Pick<
  ProductSummary,
  "id" | "your_price_cents" | "your_price_includes_vat" | "vat_rate" | "rebate"
>;

/**
 * What the logged-in customer pays for one piece: a legal entity's price without VAT, with
 * the VAT rate named apart ("+ PDV 25 %"); a person's with VAT; and the rebate that made it.
 */
export function YourPrice({ product, className }: { product: Priced; className: string }) {
  const language = useLanguage();
  const t = useMessages().catalogue;
  const personal = usePersonal();
  const texts = yourPriceTexts(product, language, t);
  return (
    <p className={`your-price ${className}`}>
      {t.yourPrice}:{" "}
      <strong className="your-price__amount">
        {personal(`price:${product.id}`, texts.amount)}
      </strong>{" "}
      <span className="your-price__vat">{personal(`vat:${product.id}`, texts.vat)}</span>
      {product.rebate && (
        <>
          {" "}
          <span className="rebate">{personal(`rebate:${product.id}`, texts.rebate)}</span>
        </>
      )}
    </p>
  );
}
