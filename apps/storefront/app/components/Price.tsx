import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/money.ts";

/** A retail price; on sale, the sale price with the regular one struck through. */
export function Price({ priceCents, salePriceCents }: { priceCents: number; salePriceCents: number | null }) {
  const language = useLanguage();
  const t = useMessages();
  if (salePriceCents === null) return <span className="price">{formatPrice(priceCents, language)}</span>;
  return (
    <span className="price price--sale">
      <span className="visually-hidden">{t.catalogue.salePrice}: </span>
      {formatPrice(salePriceCents, language)}{" "}
      <s className="price__regular">
        <span className="visually-hidden">{t.catalogue.regularPrice}: </span>
        {formatPrice(priceCents, language)}
      </s>
    </span>
  );
}
