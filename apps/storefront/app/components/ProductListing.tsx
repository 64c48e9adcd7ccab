import type { PageMeta, ProductSummary } from "@dukan/contract";
import { Link, useLocation } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import {
  type ListingChoices,
  type ListingFilters,
  narrowed,
  narrowingCount,
} from "../lib/listing.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { ListingFacets } from "./ListingFacets.tsx";
import { ListingFiltersForm } from "./ListingFiltersForm.tsx";
import { Pagination } from "./Pagination.tsx";
import { ProductGrid } from "./ProductGrid.tsx";

export interface ProductListingProps {
  products: ProductSummary[];
  meta: PageMeta;
  filters: ListingFilters;
  choices: ListingChoices;
}

/** A page of products with its filters, result count and pages: categories, new and sale items, search results. */
export function ProductListing({ products, meta, filters, choices }: ProductListingProps) {
  const t = useMessages().catalogue;
  const language = useLanguage();
  const { pathname } = useLocation();
  const filtered = Object.keys(filters).some((key) => key !== "q" && key !== "page");
  // Nothing to filter: no form and no facets, only the empty state.
  const filterable = meta.total > 0 || narrowed(filters);
  const chosen = narrowingCount(filters);
  return (
    <div className="listing">
      {filterable && (
        // Folded on a phone, so the products come first; always open on a wider screen (app.css).
        <details className="refine">
          <summary className="refine__toggle">
            {t.refine}
            {chosen > 0 && (
              <span className="refine__chosen">{plural(language, chosen, t.filtersChosen)}</span>
            )}
          </summary>
          <div className="refine__body">
            <ListingFiltersForm filters={filters} choices={choices} perPage={meta.per_page} />
            {choices.facets && <ListingFacets facets={choices.facets} filters={filters} />}
          </div>
        </details>
      )}
      <section className="listing__results" aria-labelledby="listing-heading">
        <h2 id="listing-heading" className="visually-hidden">
          {t.productList}
        </h2>
        <p className="listing__count">
          {plural(language, meta.total, t.products)}
          {meta.last_page > 1 && ` · ${format(t.page, { page: meta.page, last: meta.last_page })}`}
          {filtered && (
            <>
              {" · "}
              <Link to={filters.q ? `${pathname}?q=${encodeURIComponent(filters.q)}` : pathname}>
                {t.clear}
              </Link>
            </>
          )}
        </p>
        {products.length === 0 ? (
          <p className="empty-state">{narrowed(filters) ? t.noResults : t.noProducts}</p>
        ) : (
          <ProductGrid products={products} />
        )}
        <Pagination pathname={pathname} filters={filters} page={meta.page} last={meta.last_page} />
      </section>
    </div>
  );
}
