import { useLocation, useNavigate } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import type { ListingChoices, ListingFilters } from "../lib/listing.ts";

/**
 * The price, order and page size as a plain GET form: without JavaScript the browser submits it;
 * with it, the same address is opened in place, empty and default choices left out.
 */
export function ListingFiltersForm({
  filters,
  choices,
  perPage,
}: {
  filters: ListingFilters;
  choices: ListingChoices;
  perPage: number;
}) {
  const t = useMessages().catalogue;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    const defaults: Record<string, string> = {
      sort: choices.defaultSort ?? "",
      per_page: String(choices.defaultPerPage),
    };
    for (const [key, value] of new FormData(event.currentTarget))
      if (value !== "" && value !== defaults[key]) query.append(key, String(value));
    navigate(query.size > 0 ? `${pathname}?${query}` : pathname);
  };
  return (
    // Keyed by the address so the fields follow the back and forward buttons; autoComplete off so the
    // browser does not restore, on going back, the choices made on a list before leaving it.
    <form
      key={search}
      className="filters"
      method="get"
      action={pathname}
      onSubmit={submit}
      aria-label={t.filters}
      autoComplete="off"
    >
      {filters.q && <input type="hidden" name="q" value={filters.q} />}
      {/* The brand and stock are chosen by the facets' links (ListingFacets.tsx); the form keeps them. */}
      {filters.brand && <input type="hidden" name="brand" value={filters.brand} />}
      {filters.in_stock && <input type="hidden" name="in_stock" value="1" />}
      <div className="filters__field">
        <label htmlFor="filter-min-price">{t.priceFrom}</label>
        <input
          id="filter-min-price"
          name="min_price"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          defaultValue={filters.min_price}
        />
      </div>
      <div className="filters__field">
        <label htmlFor="filter-max-price">{t.priceTo}</label>
        <input
          id="filter-max-price"
          name="max_price"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          defaultValue={filters.max_price}
        />
      </div>
      <div className="filters__field">
        <label htmlFor="filter-sort">{t.sort}</label>
        <select
          id="filter-sort"
          name="sort"
          defaultValue={filters.sort ?? choices.defaultSort ?? ""}
        >
          {choices.defaultSort === null && <option value="">{t.relevance}</option>}
          {choices.sorts.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="filters__field">
        <label htmlFor="filter-per-page">{t.perPage}</label>
        <select id="filter-per-page" name="per_page" defaultValue={perPage}>
          {choices.perPage.map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="button">
        {t.apply}
      </button>
    </form>
  );
}
