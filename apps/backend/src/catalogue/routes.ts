import {
  brandDetailResponseSchema,
  brandListResponseSchema,
  brandParamsSchema,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  productDetailResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  sitemapProductsResponseSchema,
  sitemapQuerySchema,
  slugParamsSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { type AuthEnv, authenticate } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { ttlCache } from "../cache/ttl-cache.ts";
import { type ChangeFeed, touchesCatalogue } from "../changes/feed.ts";
import { surrogateKeys } from "../changes/surrogate-keys.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { wantsFresh } from "../http/fresh.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, refusals } from "../openapi/describe.ts";
import { priceContextFor } from "../pricing/customer-prices.ts";
import { Refusal } from "../refusals/refusal.ts";
import { listRequestOf } from "./list-query.ts";
import type { ListedRows } from "./listing.ts";
import type { ProductSource } from "./product-page.ts";
import type { CatalogueService } from "./service.ts";
import { categorySlugNow } from "./category-redirects.ts";

/** How long the rows of a list page and of a product are reused (a customer's only while no change is read). */
export const VISITOR_CACHE_MS = 3_000;

const tags = ["Catalogue"];
const optionalBearer: Record<string, string[]>[] = [{}, { bearer: [] }];

/**
 * The catalogue read for customers and for the staff (the primary), and the one visitors read: the
 * same service, or one over the streaming replica (decision 029).
 */
export interface CatalogueReaders {
  catalogue: CatalogueService;
  visitorCatalogue?: CatalogueService;
}

/** Categories, brands and products; product prices are the caller's own when a bearer token comes with the request. */
export function catalogueRoutes(
  { catalogue, visitorCatalogue = catalogue }: CatalogueReaders,
  accounts: AccountService,
  db: Db,
  changes?: ChangeFeed,
) {
  const optionalLogin = authenticate(accounts, { required: false });
  // A caller's rebates are read once per remembered caller (accounts/service-context.ts keeps
  // one for 10 s per token, with its user row): a customer's pages then cost no rebate query
  // each, and a rebate changed elsewhere shows as soon as a changed scope or a revoked session
  // would.
  const callerPrices = new WeakMap<object, ReturnType<typeof priceContextFor>>();
  const pricesFor = (caller: { user: Parameters<typeof priceContextFor>[1] }) => {
    let prices = callerPrices.get(caller);
    if (!prices) {
      prices = priceContextFor(db, caller.user);
      callerPrices.set(caller, prices);
      prices.catch(() => callerPrices.delete(caller));
    }
    return prices;
  };
  // A page of products and a product are read once for every caller and kept a few seconds
  // (decision 005), then priced per caller in memory: a busy category page costs one query a few
  // seconds, not one per shopper. Visitors may see what was read up to that long ago (their
  // pages are kept exact by the page cache). A customer's answer is always exact: kept rows are
  // used for it only after every change committed before the request has been read (which drops
  // them), and never when the API follows no change feed. A client that sends
  // `Cache-Control: no-cache` (the benchmark's uncached rows) gets rows read anew.
  type Product = Awaited<ReturnType<CatalogueService["productBySlug"]>>;
  const listCache = ttlCache<SharedRows<ListedRows>>({ ttlMs: VISITOR_CACHE_MS, maxEntries: 500 });
  const productCache = ttlCache<SharedRows<ProductSource | null>>({
    ttlMs: VISITOR_CACHE_MS,
    maxEntries: 2000,
  });
  // A replica's rows are never a customer's: with one, customers' rows are read from the primary
  // and kept apart (what a customer is shown is what the checkout charges).
  const apart = visitorCatalogue !== catalogue;
  const customerListCache: typeof listCache = apart
    ? ttlCache({ ttlMs: VISITOR_CACHE_MS, maxEntries: 500 })
    : listCache;
  const customerProductCache: typeof productCache = apart
    ? ttlCache({ ttlMs: VISITOR_CACHE_MS, maxEntries: 2000 })
    : productCache;
  // A committed change of the catalogue, once this process has read it, ends what was kept.
  changes?.subscribe((keys) => {
    if (!keys.some(touchesCatalogue)) return;
    for (const cache of [listCache, productCache, customerListCache, customerProductCache])
      cache.clear();
  });
  /** Rows kept for visitors; for a customer, only once the changes committed so far are read. */
  async function kept<T>(
    cache: ReturnType<typeof ttlCache<T>>,
    key: string,
    load: () => Promise<NoInfer<T>>,
    customer: boolean,
    fresh: boolean,
  ) {
    if (!customer) return cache.get(key, load, fresh);
    if (!changes) return load();
    await changes.sync();
    return cache.get(key, load, fresh);
  }
  // Visitors' answers are the same object while their rows are kept: priced once. The memoised
  // functions' only input is the shared rows: no caller's prices can reach them.
  const retailList = memoisedPerRows((listed: ListedRows) => visitorCatalogue.pricedList(listed));
  const retailProduct = memoisedPerRows(
    (source: ProductSource): Promise<{ data: NonNullable<Product> } | null> =>
      visitorCatalogue.pricedProduct(source).then((data) => data && { data }),
  );
  const routes = apiRoutes<AuthEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/categories",
      tags,
      summary: "Category tree; counts include subcategories.",
      responses: { 200: answer(categoryTreeResponseSchema) },
    }),
    async (c) => {
      surrogateKeys(c, ["category-counts"]);
      return c.json({ data: await visitorCatalogue.categoryTree() }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/categories/{slug}",
      tags,
      summary:
        "One category with its breadcrumb and subcategories; a slug the category had before the staff changed it answers the category as it is now (the storefront redirects to its present slug).",
      request: { params: slugParamsSchema },
      responses: { 200: answer(categoryDetailResponseSchema), 404: refusals.notFound },
    }),
    async (c) => {
      const { slug } = c.req.valid("param");
      let category = await visitorCatalogue.categoryBySlug(slug);
      if (!category) {
        const now = await categorySlugNow(db, slug);
        category = now === null ? null : await visitorCatalogue.categoryBySlug(now);
      }
      if (!category) throw new Refusal("not_found");
      surrogateKeys(c, ["category-counts"]);
      return c.json({ data: category }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/brands",
      tags,
      summary: "Brands with their number of active products.",
      responses: { 200: answer(brandListResponseSchema) },
    }),
    async (c) => {
      surrogateKeys(c, ["products"]);
      return c.json({ data: await visitorCatalogue.brandList() }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/brands/{slug}",
      tags,
      summary:
        "One brand for its page: logo, descriptions in both languages (sanitised HTML), warranty months and number of active products.",
      request: { params: brandParamsSchema },
      responses: { 200: answer(brandDetailResponseSchema), 404: refusals.notFound },
    }),
    async (c) => {
      const brand = await visitorCatalogue.brandBySlug(c.req.valid("param").slug);
      if (!brand) throw new Refusal("not_found");
      // A brand's own change notes everything; its product count changes with the products.
      surrogateKeys(c, ["products"]);
      return c.json({ data: brand }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/sitemap/products",
      tags,
      summary: "Every active product's address parts, 5,000 a page, for sitemaps.",
      request: { query: sitemapQuerySchema },
      responses: { 200: answer(sitemapProductsResponseSchema) },
    }),
    async (c) => {
      c.header("cache-control", "public, max-age=3600");
      // Every product's address and date, and its category's slugs: the storefront keeps the file until one changes.
      surrogateKeys(c, ["products", "category-counts"]);
      return c.json(await visitorCatalogue.sitemapPage(c.req.valid("query").page), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/products",
      tags,
      summary:
        "Products, filtered, sorted and paged, priced for the caller. With `q` and no `sort`, best matches first.",
      security: optionalBearer,
      middleware: [optionalLogin],
      request: { query: productListQuerySchema },
      responses: {
        200: answer(productListResponseSchema),
        400: refusals.invalid,
        401: refusals.unauthorized,
      },
    }),
    async (c) => {
      const request = listRequestOf(c.req.valid("query"));
      const language = requestLanguage(c);
      // A category's list changes with its products (and its subcategories'); any other list with any product.
      const categoryId =
        request.categorySlug === undefined
          ? null
          : await visitorCatalogue.categoryIdOfSlug(request.categorySlug);
      surrogateKeys(
        c,
        categoryId === null ? ["products", "category-counts"] : [`category:${categoryId}`],
      );
      const caller = c.get("caller");
      const key = `${language} ${JSON.stringify(request)}`;
      const listed = caller
        ? await kept(
            customerListCache,
            key,
            () => catalogue.listProductRows(request, language),
            true,
            wantsFresh(c),
          )
        : await kept(
            listCache,
            key,
            () => visitorCatalogue.listProductRows(request, language),
            false,
            wantsFresh(c),
          );
      if (caller) return c.json(await catalogue.pricedList(listed, await pricesFor(caller)), 200);
      return c.json(await retailList(listed), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/products/{slug}",
      tags,
      summary: "One product by its slug in either language, priced for the caller.",
      security: optionalBearer,
      middleware: [optionalLogin],
      request: { params: slugParamsSchema },
      responses: {
        200: answer(productDetailResponseSchema),
        401: refusals.unauthorized,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      const { slug } = c.req.valid("param");
      const keysOf = (product: { id: number; related: Array<{ id: number }> }) =>
        surrogateKeys(c, [
          `product:${product.id}`,
          ...product.related.map((related) => `product:${related.id}`),
        ]);
      const source = caller
        ? await kept(
            customerProductCache,
            slug,
            () => catalogue.productSource(slug),
            true,
            wantsFresh(c),
          )
        : await kept(
            productCache,
            slug,
            () => visitorCatalogue.productSource(slug),
            false,
            wantsFresh(c),
          );
      if (!source) throw new Refusal("not_found");
      if (caller) {
        const product = await catalogue.pricedProduct(source, await pricesFor(caller));
        if (!product) throw new Refusal("not_found");
        keysOf(product);
        return c.json({ data: product }, 200);
      }
      const visitorAnswer = await retailProduct(source);
      if (!visitorAnswer) throw new Refusal("not_found");
      keysOf(visitorAnswer.data);
      return c.json(visitorAnswer, 200);
    },
  );
  return routes;
}

/** The fields of an answer priced for one caller (pricing/price.ts). */
type CallerPriceField = "your_price_cents" | "your_price_includes_vat" | "rebate";

/** Whether any object in `T` has a caller's price field (`boolean` when some do, some not). */
type HoldsCallerPrice<T> = T extends Date | string | number | boolean | bigint | null | undefined
  ? false
  : T extends readonly (infer E)[]
    ? HoldsCallerPrice<E>
    : T extends object
      ? [Extract<keyof T, CallerPriceField>] extends [never]
        ? { [K in keyof T]-?: HoldsCallerPrice<T[K]> }[keyof T]
        : true
      : false;

/**
 * The value type of a cache every caller shares: `T` when nothing in it is a caller's price, else
 * `never` — so such a cache cannot be given a priced answer (decision 018).
 */
type SharedRows<T> = [HoldsCallerPrice<T>] extends [false] ? T : never;

/** `price(rows)` memoised per rows object (while the rows are kept); a failed one is forgotten. */
function memoisedPerRows<R extends object, A>(price: (rows: R) => Promise<A>) {
  const answers = new WeakMap<R, Promise<A>>();
  return (rows: R): Promise<A> => {
    let answer = answers.get(rows);
    if (!answer) {
      answer = price(rows);
      answers.set(rows, answer);
      answer.catch(() => answers.delete(rows));
    }
    return answer;
  };
}
