import type { ProductDetail } from "@dukan/contract";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { type ComparedProductView, CompareTable } from "../components/CompareTable.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { ApiRequestError, type ApiClient } from "../lib/api.server.ts";
import {
  browserStorage,
  COMPARE_LIMIT,
  comparisonSearch,
  mergeIntoComparison,
  readSlug,
  readStoredComparison,
  requestedComparison,
  sameProduct,
  storeComparison,
  unresolved,
} from "../lib/compare-list.ts";
import { apiFor } from "../lib/context.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import type { ScrollHandle } from "../lib/scroll.ts";
import type { Route } from "./+types/compare";

/** A removal or the list settling its address changes only the query: the place is kept (lib/scroll.ts). */
export const handle: ScrollHandle = { scroll: { keepOnQuery: true } };

/**
 * The products of `?p=a,b,c` (either language's slugs; unknown ones dropped quietly, the
 * first three kept) plus `?add=d` when it fits. More than three asked for, or a fourth
 * added, is refused with the limit message. Public: anyone may compare.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  const requested = requestedComparison(url.searchParams.get("p"));
  const add = readSlug(url.searchParams.get("add"));
  const api = apiFor(args);
  const [found, added] = await Promise.all([
    Promise.all(requested.slugs.map((slug) => productOrNull(api, slug))),
    add ? productOrNull(api, add) : null,
  ]);
  const byId = (a: ProductDetail, b: ProductDetail) => a.id === b.id;
  // The same product by its Croatian and its English slug is one product.
  let products = found.reduce<ProductDetail[]>(
    (list, product) => (product ? mergeIntoComparison(list, product, byId).list : list),
    [],
  );
  let limitReached = requested.overLimit;
  if (added) {
    const merged = mergeIntoComparison(products, added, byId);
    products = merged.list;
    limitReached ||= merged.refused;
  }
  return { products: products.map(forComparison), limitReached, limit: COMPARE_LIMIT };
}

async function productOrNull(api: ApiClient, slug: string): Promise<ProductDetail | null> {
  try {
    return await api.product(slug);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return null;
    throw error;
  }
}

/** Only what the table shows travels to the browser: no descriptions, galleries or related products. */
function forComparison(product: ProductDetail): ComparedProductView {
  const {
    description_hr: _descriptionHr,
    description_en: _descriptionEn,
    pictures: _pictures,
    related: _related,
    breadcrumb: _breadcrumb,
    brochure_url: _brochure,
    units_per_carton: _unitsPerCarton,
    ean: _ean,
    mpn: _mpn,
    ...shown
  } = product;
  return shown;
}

/** The page itself may be found; every list in its address is the shopper's own, so those stay out of search results. */
export const meta: Route.MetaFunction = ({ location, params }) => {
  const tags = pageMeta("compare")({ location, params });
  return location.search ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, limitReached, limit } = loaderData;
  const t = useMessages();
  const c = t.lists.compare;
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The address a refusal made in the browser belongs to: the message stays until the list changes.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);

  // With JavaScript the list also lives in localStorage. An address with `p` is the truth (a shared
  // link, a removal) and is stored; `?add=` alone is merged into the stored list; a bare address
  // shows the stored list. Each then settles on the `?p=` address of what is shown.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const storage = browserStorage();
    const settle = (search: string, refused: boolean) => {
      if (refused) setRefusedAt(search);
      if (search !== location.search) void navigate({ search }, { replace: true });
    };
    if (params.has("p")) {
      const shown = products.map((p) => ({ hr: p.slug_hr, en: p.slug_en }));
      storeComparison(storage, shown);
      // Unknown, repeated or other-language slugs, more than three, or `add`: the address becomes what is shown.
      settle(comparisonSearch(shown, language), limitReached);
      return;
    }
    const stored = readStoredComparison(storage);
    const add = readSlug(params.get("add"));
    const merged = add
      ? mergeIntoComparison(stored, unresolved(add), sameProduct)
      : { list: stored, refused: false };
    if (merged.list.length > 0) settle(comparisonSearch(merged.list, language), merged.refused);
  }, [location.search, products, limitReached, language, navigate]);

  const showLimit = limitReached || refusedAt === location.search;
  return (
    <InfoPage name="compare">
      {showLimit && (
        <p role="alert" className="notice notice--error compare__limit">
          {c.limit}
        </p>
      )}
      {products.length > 0 ? (
        <CompareTable products={products} limit={limit} />
      ) : (
        <div className="empty-state">
          <p className="empty-state__title">{c.empty}</p>
          <p>{c.emptyHint}</p>
          <p>
            <ShopLink to={screenPath(language, "new-items")}>{c.browse}</ShopLink>
          </p>
        </div>
      )}
    </InfoPage>
  );
}
