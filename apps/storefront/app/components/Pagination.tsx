import { Link } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import { type ListingFilters, listingHref, pageWindow } from "../lib/listing.ts";
import { format } from "../locales/index.ts";

/** First, previous, a window of numbered pages, next and last; every filter stays in the links. */
export function Pagination({
  pathname,
  filters,
  page,
  last,
}: {
  pathname: string;
  filters: ListingFilters;
  page: number;
  last: number;
}) {
  const t = useMessages().catalogue;
  if (last <= 1) return null;
  const step = (target: number, text: string, label: string, rel?: string) =>
    target === page || target < 1 || target > last ? (
      <li>
        <span className="pagination__step">{text}</span>
      </li>
    ) : (
      <li>
        <Link
          className="pagination__step"
          to={listingHref(pathname, filters, target)}
          aria-label={label}
          rel={rel}
        >
          {text}
        </Link>
      </li>
    );
  return (
    <nav className="pagination" aria-label={t.pagination}>
      <ul>
        {step(1, `« ${t.first}`, t.firstPage)}
        {step(page - 1, `‹ ${t.previous}`, t.previousPage, "prev")}
        {pageWindow(page, last).map((n) => (
          <li key={n}>
            <Link
              className="pagination__page"
              to={listingHref(pathname, filters, n)}
              aria-label={format(t.pageNumber, { page: n })}
              aria-current={n === page ? "page" : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {step(page + 1, `${t.next} ›`, t.nextPage, "next")}
        {step(last, `${t.last} »`, t.lastPage)}
      </ul>
    </nav>
  );
}
