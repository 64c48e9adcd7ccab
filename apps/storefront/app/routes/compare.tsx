import { type ProductDetail, returnPath } from "@dukan/contract";
import { useEffect, useState } from "react";
import { data, redirect, useLocation, useNavigate } from "react-router";
import { type ComparedProductView, CompareTable } from "../components/CompareTable.tsx";
import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { ApiRequestError, type ApiClient } from "../lib/api.server.ts";
import {
  COMPARE_LIMIT,
  type ComparedProduct,
  comparisonCookie,
  comparisonSearch,
  mergeIntoComparison,
  readComparisonCookie,
  readSlug,
  requestedComparison,
  sameProduct,
} from "../lib/compare-list.ts";
import { flashCookie } from "../lib/cart.server.ts";
import { addToComparison } from "../lib/compare.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { text } from "../lib/forms.ts";
import { readForm } from "../lib/forms.server.ts";
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

/**
 * The shopper's own list, kept in the `compare_list` cookie, changes only here (a POST, never
 * cached): `intent=add` with `product` merges one product in — a fourth is refused —, `intent=set`
 * with `p` (a removal, clearing) keeps exactly those. The loader never reads the cookie, so the
 * page a cache keeps for one address is the same for everyone.
 *
 * Where the answer goes: a listing card's "Compare" sends `return_to`, and the shopper goes back
 * there (`returnPath`) with the answer as a one-time flash that links to the comparison; with
 * JavaScript its fetcher (`via=fetch`) gets the answer as data. Without `return_to` (the product
 * page, a removal, clearing) the answer is the comparison's `?p=` address — a refused fourth
 * goes along as `add`, so the page shows the three and the limit message.
 */
export async function action(args: Route.ActionArgs) {
  const { request, url, context } = args;
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "add" && intent !== "set") throw data(null, { status: 400 });
  const language = pageLanguage(url);
  const api = apiFor(args);
  const page = screenPath(language, "compare");
  const kept = readComparisonCookie(request.headers.get("cookie"));
  const options = cookieOptions(context);
  if (intent === "add") {
    const slug = readSlug(String(form.get("product") ?? ""));
    const product = slug ? await productOrNull(api, slug) : null;
    const added = addToComparison(kept, product && slugsOf(product), language, slug);
    const keptCookie = comparisonCookie(added.list, options);
    if (form.get("via") === "fetch")
      return data(added.answer, { headers: { "set-cookie": keptCookie } });
    if (form.has("return_to")) {
      const headers = new Headers();
      headers.append("set-cookie", keptCookie);
      headers.append("set-cookie", flashCookie(added.answer, options));
      return redirect(returnPath(text(form, "return_to"), page), { status: 303, headers });
    }
    const refusedSlug = added.refused && product ? slugsOf(product)[language] : null;
    return comparisonAt(page + comparisonSearch(added.list, language), refusedSlug, keptCookie);
  }
  const slugs = requestedComparison(String(form.get("p") ?? "")).slugs;
  const found = await Promise.all(slugs.map((slug) => productOrNull(api, slug)));
  const list = found.reduce<ComparedProduct[]>(
    (all, product) =>
      product ? mergeIntoComparison(all, slugsOf(product), sameProduct).list : all,
    [],
  );
  return comparisonAt(
    page + comparisonSearch(list, language),
    null,
    comparisonCookie(list, options),
  );
}

/** The comparison's address; a refused fourth goes along as `add`, so the page shows the limit message. */
function comparisonAt(address: string, refusedSlug: string | null, keptCookie: string) {
  return redirect(address + (refusedSlug ? `&add=${encodeURIComponent(refusedSlug)}` : ""), {
    status: 303,
    headers: { "set-cookie": keptCookie },
  });
}

const slugsOf = (product: Pick<ProductDetail, "slug_hr" | "slug_en">): ComparedProduct => ({
  hr: product.slug_hr,
  en: product.slug_en,
});

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

  // With JavaScript the page also tidies its address: `?p=` becomes the canonical list of what is
  // shown (unknown, repeated or other-language slugs and a refused `add` disappear), and a bare
  // address shows the shopper's kept list (the cookie, which the server's page never reads).
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const settle = (search: string, refused: boolean) => {
      if (refused) setRefusedAt(search);
      if (search !== location.search) void navigate({ search }, { replace: true });
    };
    if (params.has("p")) {
      const shown = products.map((p) => ({ hr: p.slug_hr, en: p.slug_en }));
      settle(comparisonSearch(shown, language), limitReached);
      return;
    }
    if (params.has("add")) return;
    const kept = readComparisonCookie(document.cookie);
    if (kept.length > 0) settle(comparisonSearch(kept, language), false);
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
