import type { Language, ListingFacets as Facets } from "@dukan/contract";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { type FacetChange, facetHref, type ListingFilters } from "../lib/listing.ts";
import { formatNumber, formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";

/**
 * The listing's facets as links (docs/search.md "Facets"): brands, price ranges and stock, each
 * value with the number of products the listing holds with it chosen. A chosen value links to the
 * listing without it; a value that would leave nothing (count 0) is plain text, never a link.
 * Plain links: the same without JavaScript.
 */
export function ListingFacets({ facets, filters }: { facets: Facets; filters: ListingFilters }) {
  const t = useMessages().catalogue;
  const language = useLanguage();
  return (
    <nav className="facets" aria-label={t.facets}>
      {facets.brands.length > 0 && (
        <Facet id="facet-brand" title={t.brand}>
          {facets.brands.map((b) => (
            <FacetValue
              key={b.slug}
              label={b.name}
              count={b.count}
              selected={b.selected}
              filters={filters}
              change={{ brand: b.selected ? undefined : b.slug }}
            />
          ))}
        </Facet>
      )}
      {facets.price_ranges.length > 0 && (
        <Facet id="facet-price" title={t.price}>
          {facets.price_ranges.map((r) => (
            <FacetValue
              key={`${r.min_price}-${r.max_price}`}
              label={rangeLabel(r.min_price, r.max_price, language, t.priceRange)}
              count={r.count}
              selected={r.selected}
              filters={filters}
              change={
                r.selected
                  ? { min_price: undefined, max_price: undefined }
                  : { min_price: r.min_price ?? undefined, max_price: r.max_price ?? undefined }
              }
            />
          ))}
        </Facet>
      )}
      <Facet id="facet-stock" title={t.availabilityTitle}>
        <FacetValue
          label={t.availability.in_stock}
          count={facets.in_stock.count}
          selected={facets.in_stock.selected}
          filters={filters}
          change={{ in_stock: facets.in_stock.selected ? undefined : true }}
        />
      </Facet>
    </nav>
  );
}

function Facet({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="facet" role="group" aria-labelledby={id}>
      <h2 id={id} className="facet__title">
        {title}
      </h2>
      <ul className="facet__values">{children}</ul>
    </div>
  );
}

function FacetValue({
  label,
  count,
  selected,
  filters,
  change,
}: {
  label: string;
  count: number;
  selected: boolean;
  filters: ListingFilters;
  change: FacetChange;
}) {
  const t = useMessages().catalogue;
  const language = useLanguage();
  const { pathname } = useLocation();
  const content = (
    <>
      {selected && <span aria-hidden="true">✓ </span>}
      {label} <span aria-hidden="true">({formatNumber(count, language)})</span>
      <span className="visually-hidden">
        {`, ${plural(language, count, t.products)}`}
        {selected && `, ${t.facetChosen}`}
      </span>
    </>
  );
  return (
    <li>
      {count > 0 ? (
        <Link
          to={facetHref(pathname, filters, change)}
          className="facet__value"
          aria-current={selected ? "true" : undefined}
        >
          {content}
        </Link>
      ) : (
        <span className="facet__value facet__value--empty">{content}</span>
      )}
    </li>
  );
}

/** "do 9,99 €", "25,00 € – 49,99 €", "od 1.000,00 €" (and in English). */
function rangeLabel(
  min: number | null,
  max: number | null,
  language: Language,
  forms: { upTo: string; from: string; between: string },
): string {
  const euros = (value: number) => formatPrice(Math.round(value * 100), language);
  if (min === null && max !== null) return format(forms.upTo, { max: euros(max) });
  if (max === null && min !== null) return format(forms.from, { min: euros(min) });
  return format(forms.between, { min: euros(min ?? 0), max: euros(max ?? 0) });
}
