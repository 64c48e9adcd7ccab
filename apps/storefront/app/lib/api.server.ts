import {
  apiErrorSchema,
  type Brand,
  type BrandDetail,
  brandDetailResponseSchema,
  brandListResponseSchema,
  type Cart,
  cartChangeResponseSchema,
  type CartLineAdd,
  cartResponseSchema,
  type CategoryDetail,
  categoryDetailResponseSchema,
  type CategoryNode,
  categoryTreeResponseSchema,
  type CheckoutBuyerInput,
  type CheckoutDeliveryInput,
  type CheckoutDraft,
  checkoutDraftResponseSchema,
  type CheckoutPaymentInput,
  type CheckoutPreview,
  type CheckoutPreviewInput,
  checkoutPreviewResponseSchema,
  type ContactBody,
  type CustomerRebate,
  customerRebateListResponseSchema,
  type DownloadFile,
  downloadListResponseSchema,
  type FeedKey,
  feedKeyResponseSchema,
  gatewayCallbackResponseSchema,
  type InfoPage,
  infoPageResponseSchema,
  type Inquiry,
  type InquiryBody,
  invoiceListResponseSchema,
  openInvoicesResponseSchema,
  inquiryListResponseSchema,
  type Language,
  messageResponseSchema,
  newsletterAnswerSchema,
  type NewsletterSubscribeBody,
  type NewsletterUnsubscribeBody,
  type Order,
  orderedProductListResponseSchema,
  orderListResponseSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
  type PasswordChange,
  type PasswordReset,
  type PaymentMethod,
  type PlaceOrderInput,
  placeOrderResponseSchema,
  type ProductDetail,
  productDetailResponseSchema,
  type ProductListQuery,
  productListResponseSchema,
  type ProductSummary,
  type ProfileUpdate,
  quickBuyResponseSchema,
  type RegisterBody,
  repeatOrderResponseSchema,
  type SessionTokens,
  sessionTokensResponseSchema,
  type SiteSettings,
  siteSettingsResponseSchema,
  sitemapProductsResponseSchema,
  type Suggestions,
  suggestionsResponseSchema,
  type User,
  userResponseSchema,
  wishlistEntryResponseSchema,
  type WithdrawalInput,
} from "@dukan/contract";
import type { paths } from "@dukan/contract/openapi";
import { type DataExport, dataExportResponseSchema } from "@dukan/contract/privacy";
import createClient, { type Client } from "openapi-fetch";
import { data } from "react-router";
import type { z } from "zod";

/**
 * How the storefront reaches the back end: `backend.fetch` in this process, or HTTP when
 * BACKEND_URL is set. Either way the answer is a Response whose body is JSON bytes.
 */
export type BackendFetch = (request: Request) => Promise<Response>;

/** The back end's paths as its OpenAPI document describes them (packages/contract/src/openapi.d.ts, generated). */
export type BackendClient = Client<paths>;

/**
 * The typed client of the back end's API (openapi-fetch): paths, parameters and request bodies
 * are checked against the OpenAPI document's types. `backendFetch` sends each request.
 */
export function backendClient(
  backendFetch: BackendFetch,
  headers: Record<string, string> = {},
): BackendClient {
  return createClient<paths>({
    baseUrl: "http://backend",
    fetch: backendFetch,
    headers: { accept: "application/json", ...headers },
  });
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The query fields a 400 answer named. */
    readonly fields: string[] = [],
  ) {
    super(`API ${path} answered ${status}`);
  }
}

/** The filters a list request may drop when the API refuses them; the list's own scope (category, new, sale) stays. */
const droppableFilters = ["q", "brand", "min_price", "max_price", "in_stock", "sort"] as const;

type GatewayCallbackBody =
  paths["/api/payments/test-gateway/callback"]["post"]["requestBody"]["content"]["application/json"];

type ProductListParams = NonNullable<paths["/api/products"]["get"]["parameters"]["query"]>;

/** `GET /api/products` parameters as the API reads them: unset and false values left out, true as 1, prices in euros. */
export function productListParams(query: ProductListQuery): ProductListParams {
  const params: ProductListParams = {};
  for (const [key, value] of Object.entries(query) as Array<[keyof ProductListQuery, unknown]>) {
    if (value === undefined || value === false || value === "") continue;
    const text = value === true ? "1" : String(value);
    Object.assign(params, { [key]: text });
  }
  return params;
}

/**
 * The answer of a call that may be refused for reasons the shopper should read
 * (accounts): the data, or the API's error with its message already in the page's language.
 */
export type ApiOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      /** Empty when the back end gave no readable answer: the page shows its own generic text. */
      message: string;
      fields: Record<string, string>;
      /** Seconds, from Retry-After on a 429. */
      retryAfter: number | null;
    };

/** What openapi-fetch answers for any call: the parsed JSON of a success or of a refusal, and the response. */
interface Answered {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The client the storefront's loaders use: each call names its path in the OpenAPI document's
 * types, and each answer is checked against the contract's zod schema. With a `token` (the
 * logged-in customer's) every call carries `Authorization: Bearer`, so the back end answers for
 * that customer (prices, cart, rebates).
 */
export function createApiClient(
  backendFetch: BackendFetch,
  language: Language,
  token?: string | null,
) {
  const api = backendClient(backendFetch, {
    "accept-language": language,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  let visitorApi: BackendClient | undefined;

  /**
   * A public read: null for 404, ApiRequestError for other refusals. The session ended between
   * the session check and this call (logged out in another tab): the catalogue is public, so it
   * is asked again as a visitor; the next request clears the cookies.
   */
  async function read<T>(
    path: string,
    send: (client: BackendClient) => Promise<Answered>,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    let answered: Answered;
    try {
      answered = await send(api);
      if (answered.response.status === 401 && token)
        answered = await send((visitorApi ??= backendClient(backendFetch, headersFor(language))));
    } catch {
      throw unavailable();
    }
    const { status, ok } = answered.response;
    if (status === 404) return null;
    if (status === 503) throw unavailable();
    if (status === 400) throw new ApiRequestError(400, path, refusedFields(answered.error));
    if (!ok) throw new ApiRequestError(status, path);
    return schema.parse(answered.data);
  }

  /** A call whose refusal is an answer, not an error: `{ ok: false, … }` with the API's code, message and fields. */
  async function call<T>(
    sent: Promise<Answered>,
    schema: z.ZodType<{ data: T }>,
  ): Promise<ApiOutcome<T>> {
    const outcome = await answer(sent, schema);
    return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
  }

  /** As `call`, with the whole answer (the cart's `notice`, quick buy's `report` beside `data`). */
  async function answer<T>(sent: Promise<Answered>, schema: z.ZodType<T>): Promise<ApiOutcome<T>> {
    let answered: Answered;
    try {
      answered = await sent;
    } catch {
      return refusal(503, "service_unavailable", "", {}, null);
    }
    const { response } = answered;
    if (response.ok) return { ok: true, data: schema.parse(answered.data) };
    const retryAfter = Number(response.headers.get("retry-after"));
    const parsed = apiErrorSchema.safeParse(answered.error);
    const error = parsed.success
      ? parsed.data.error
      : { code: "internal_error", message: "", fields: {} };
    return refusal(
      response.status,
      error.code,
      error.message,
      error.fields ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  async function listProducts(query: ProductListQuery) {
    const result = await read(
      "/products",
      (client) => client.GET("/api/products", { params: { query: productListParams(query) } }),
      productListResponseSchema,
    );
    if (!result) throw new ApiRequestError(404, "/products");
    return result;
  }

  const orderPath = (number: string) => ({ params: { path: { number } } });

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return (
        (await read("/categories", (c) => c.GET("/api/categories"), categoryTreeResponseSchema))
          ?.data ?? []
      );
    },
    async category(slug: string): Promise<CategoryDetail | null> {
      const answer = await read(
        "/categories/{slug}",
        (c) => c.GET("/api/categories/{slug}", { params: { path: { slug } } }),
        categoryDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    /**
     * A page of products. A filter the API refuses (400) is treated as "no such
     * filter": the named fields are dropped and the list asked for again, so a
     * shopper's odd URL shows a list, never an error.
     */
    async products(query: ProductListQuery) {
      try {
        return await listProducts(query);
      } catch (error) {
        if (!(error instanceof ApiRequestError) || error.status !== 400) throw error;
        const named = error.fields.filter((f): f is (typeof droppableFilters)[number] =>
          (droppableFilters as readonly string[]).includes(f),
        );
        const retry = { ...query };
        for (const field of named.length > 0 ? named : droppableFilters) delete retry[field];
        return listProducts(retry);
      }
    },
    async product(slug: string): Promise<ProductDetail | null> {
      const answer = await read(
        "/products/{slug}",
        (c) => c.GET("/api/products/{slug}", { params: { path: { slug } } }),
        productDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    /** What every page shows of the site settings (footer, bars, contact); null when the back end cannot say (the page is shown without them). */
    async siteSettings(): Promise<SiteSettings | null> {
      try {
        return (
          (await read("/settings", (c) => c.GET("/api/settings"), siteSettingsResponseSchema))
            ?.data ?? null
        );
      } catch {
        return null;
      }
    },
    async brands(): Promise<Brand[]> {
      return (
        (await read("/brands", (c) => c.GET("/api/brands"), brandListResponseSchema))?.data ?? []
      );
    },
    /** A brand for its page; null when there is no brand of that slug. */
    async brand(slug: string): Promise<BrandDetail | null> {
      const answer = await read(
        "/brands/{slug}",
        (c) => c.GET("/api/brands/{slug}", { params: { path: { slug } } }),
        brandDetailResponseSchema,
      );
      return answer?.data ?? null;
    },
    async suggest(q: string): Promise<Suggestions> {
      const empty: Suggestions = { products: [], categories: [], brands: [] };
      if (!q.trim()) return empty;
      const answer = await read(
        "/search/suggest",
        (c) => c.GET("/api/search/suggest", { params: { query: { q } } }),
        suggestionsResponseSchema,
      );
      return answer?.data ?? empty;
    },
    /** One page of the sitemap's products (5,000 a page); a page past the last answers none, with the page count. */
    async sitemapProducts(page: number) {
      const answer = await read(
        "/sitemap/products",
        (c) => c.GET("/api/sitemap/products", { params: { query: { page: String(page) } } }),
        sitemapProductsResponseSchema,
      );
      if (!answer) throw new ApiRequestError(404, "/sitemap/products");
      return answer;
    },

    // Accounts: each answer is an ApiOutcome, so a screen can show the API's message beside its field.
    /** `type` as the shopper chose it: the back end refuses a missing or unknown one with a field error. */
    register: (body: Omit<RegisterBody, "type"> & { type: string }) =>
      call(api.POST("/api/register", { body: body as RegisterBody }), messageResponseSchema),
    confirmEmail: (confirmToken: string) =>
      call(
        api.POST("/api/email/confirm", { body: { token: confirmToken } }),
        messageResponseSchema,
      ),
    login: (email: string, password: string) =>
      call<SessionTokens>(
        api.POST("/api/login", { body: { email, password } }),
        sessionTokensResponseSchema,
      ),
    refresh: (refreshToken: string) =>
      call<SessionTokens>(
        api.POST("/api/refresh", { body: { refresh_token: refreshToken } }),
        sessionTokensResponseSchema,
      ),
    /** Ends the session the refresh token belongs to; a failure changes nothing for the shopper, so it is not reported. */
    async logout(refreshToken: string): Promise<void> {
      await api
        .POST("/api/logout", { body: { refresh_token: refreshToken }, parseAs: "stream" })
        .then(
          ({ response }) => response.body?.cancel(),
          () => undefined,
        );
    },
    me: () => call<User>(api.GET("/api/me"), userResponseSchema),
    updateProfile: (update: ProfileUpdate) =>
      call<User>(api.PUT("/api/me", { body: update }), userResponseSchema),
    changePassword: (change: PasswordChange) =>
      call(api.PUT("/api/me/password", { body: change }), messageResponseSchema),
    forgotPassword: (email: string) =>
      call(api.POST("/api/password/forgot", { body: { email } }), messageResponseSchema),
    resetPassword: (reset: PasswordReset) =>
      call<SessionTokens>(
        api.POST("/api/password/reset", { body: reset }),
        sessionTokensResponseSchema,
      ),

    // Lists (issue 5): the wishlist, the customer's rebates, and a wishlist product moved to the cart.
    wishlist: () => call<ProductSummary[]>(api.GET("/api/wishlist"), wishlistResponseSchema),
    /** Whether the product is on the customer's wishlist (the product page's button). */
    onWishlist: (productId: number) =>
      call<{ on_wishlist: boolean }>(
        api.GET("/api/wishlist/{product}", { params: { path: { product: String(productId) } } }),
        wishlistEntryResponseSchema,
      ),
    addToWishlist: (productId: number) =>
      call<ProductSummary[]>(
        api.POST("/api/wishlist", { body: { product_id: productId } }),
        wishlistResponseSchema,
      ),
    removeFromWishlist: (productId: number) =>
      call<ProductSummary[]>(
        api.DELETE("/api/wishlist/{product}", {
          params: { path: { product: String(productId) } },
        }),
        wishlistResponseSchema,
      ),
    myRebates: () =>
      call<CustomerRebate[]>(api.GET("/api/me/rebates"), customerRebateListResponseSchema),
    /** One piece of a product into the cart; the answer is what to tell the shopper ("Added to cart", or cut to the stock). */
    addOneToCart: (productId: number) =>
      call<CartNotice>(
        api.POST("/api/cart/lines", { body: { product_id: productId, quantity: 1 } }),
        cartNoticeResponseSchema,
      ),

    // The logged-in customer's cart: every change answers the whole cart after it.
    cart: () => call<Cart>(api.GET("/api/cart"), cartResponseSchema),
    /** Pieces or whole cartons; the answer's `notice` (`added_to_cart`, or `max_available`: cut to the stock) comes with its message. */
    addToCart: (add: CartLineAdd) =>
      answer(api.POST("/api/cart/lines", { body: add }), cartChangeResponseSchema),
    updateCartLine: (lineId: number, quantity: number) =>
      answer(
        api.PATCH("/api/cart/lines/{id}", {
          params: { path: { id: String(lineId) } },
          body: { quantity },
        }),
        cartChangeResponseSchema,
      ),
    removeCartLine: (lineId: number) =>
      call<Cart>(
        api.DELETE("/api/cart/lines/{id}", { params: { path: { id: String(lineId) } } }),
        cartResponseSchema,
      ),
    clearCart: () => call<Cart>(api.DELETE("/api/cart"), cartResponseSchema),
    /** Pasted `code quantity` lines: every line reported, all added in one go or nothing. */
    quickBuy: (text: string) =>
      answer(api.POST("/api/cart/quick-buy", { body: { text } }), quickBuyResponseSchema),

    // Checkout (issue 13): the draft kept on the server step by step, the priced preview, placing the order.
    checkout: () => call<CheckoutDraft>(api.GET("/api/checkout"), checkoutDraftResponseSchema),
    saveCheckoutBuyer: (buyer: CheckoutBuyerInput) =>
      call<CheckoutDraft>(
        api.PUT("/api/checkout/buyer", { body: buyer }),
        checkoutDraftResponseSchema,
      ),
    saveCheckoutDelivery: (delivery: CheckoutDeliveryInput) =>
      call<CheckoutDraft>(
        api.PUT("/api/checkout/delivery", { body: delivery }),
        checkoutDraftResponseSchema,
      ),
    saveCheckoutPayment: (payment: CheckoutPaymentInput) =>
      call<CheckoutDraft>(
        api.PUT("/api/checkout/payment", { body: payment }),
        checkoutDraftResponseSchema,
      ),
    checkoutPreview: (choice: CheckoutPreviewInput) =>
      call<CheckoutPreview>(
        api.POST("/api/checkout/preview", { body: choice }),
        checkoutPreviewResponseSchema,
      ),
    /** `idempotencyKey`: the one the confirmation form carried, so a double click or a retry finds the order already placed. */
    placeOrder: (order: PlaceOrderInput, idempotencyKey: string) =>
      answer(
        api.POST("/api/orders", {
          body: order,
          params: { header: { "idempotency-key": idempotencyKey } },
        }),
        placeOrderResponseSchema,
      ),

    // Orders (issue 13).
    orders: (page: number) =>
      answer(
        api.GET("/api/orders", { params: { query: { page: String(page) } } }),
        orderListResponseSchema,
      ),
    order: (number: string) =>
      call<Order>(api.GET("/api/orders/{number}", orderPath(number)), orderResponseSchema),
    /** The barcode of the order's payment slip as the back end answers it (SVG; 304 to a matching ETag; 401, 404). */
    paymentSlipBarcode: async (number: string, ifNoneMatch: string | null) =>
      (
        await api.GET("/api/orders/{number}/payment-slip.svg", {
          ...orderPath(number),
          headers: {
            accept: "image/svg+xml",
            ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}),
          },
          parseAs: "stream",
        })
      ).response,
    // Invoices and credit notes (issue 37): the customer's list, or one order's, and each issued file.
    invoices: (query: { page?: number; order?: string }) =>
      answer(
        api.GET("/api/invoices", {
          params: {
            query: {
              ...(query.page ? { page: String(query.page) } : {}),
              ...(query.order ? { order: query.order } : {}),
            },
          },
        }),
        invoiceListResponseSchema,
      ),
    /** The caller's open invoices and, with payment terms, what it may still order on account. */
    openInvoices: () => call(api.GET("/api/invoices/open"), openInvoicesResponseSchema),
    /** An invoice's or credit note's PDF or UBL XML as the back end answers it (the file; 401, 404). */
    invoiceFile: async (id: number, format: "pdf" | "xml") => {
      const options = {
        params: { path: { id: String(id) } },
        headers: { accept: format === "pdf" ? "application/pdf" : "application/xml" },
        parseAs: "stream" as const,
      };
      const sent =
        format === "pdf"
          ? api.GET("/api/invoices/{id}/pdf", options)
          : api.GET("/api/invoices/{id}/xml", options);
      return (await sent).response;
    },
    repeatOrder: (number: string) =>
      answer(api.POST("/api/orders/{number}/repeat", orderPath(number)), repeatOrderResponseSchema),
    orderedProducts: (query: { q?: string; page?: number }) =>
      answer(
        api.GET("/api/me/ordered-products", {
          params: {
            query: {
              ...(query.q ? { q: query.q } : {}),
              ...(query.page ? { page: String(query.page) } : {}),
            },
          },
        }),
        orderedProductListResponseSchema,
      ),
    payOrder: (
      number: string,
      payment: { payment_method: PaymentMethod; instalments?: number | null },
    ) =>
      answer(
        api.POST("/api/orders/{number}/payment", { ...orderPath(number), body: payment }),
        orderPaymentResponseSchema,
      ),
    withdraw: (number: string, statement: WithdrawalInput) =>
      call<Order>(
        api.POST("/api/orders/{number}/withdrawal", { ...orderPath(number), body: statement }),
        orderResponseSchema,
      ),
    /** The test gateway's signed answer, as the browser brought it back; the back end checks the fields and the signature. */
    gatewayCallback: (fields: Record<string, string>) =>
      answer(
        api.POST("/api/payments/test-gateway/callback", { body: fields as GatewayCallbackBody }),
        gatewayCallbackResponseSchema,
      ),

    // B2B feeds (issue 14): a legal entity's key to its own feeds (made on first use) and how it was used.
    feedKey: () => call<FeedKey>(api.GET("/api/me/feed-key"), feedKeyResponseSchema),
    // Privacy rights: the customer's data as a file, and deleting the account with the password.
    dataExport: () => call<DataExport>(api.GET("/api/me/data-export"), dataExportResponseSchema),
    deleteAccount: (password: string) =>
      call(api.DELETE("/api/me", { body: { password } }), messageResponseSchema),
    /** A new key in place of the old one, which stops working at once. */
    replaceFeedKey: () =>
      call<FeedKey>(api.POST("/api/me/feed-key", { body: {} }), feedKeyResponseSchema),

    // Contact and inquiries (issue 15): each carries the spam check's fields (lib/spam-check.ts).
    /** `consent` as the box was left: the back end refuses an unticked one with a field error. */
    sendContactMessage: (body: Omit<ContactBody, "consent"> & { consent: boolean }) =>
      call(api.POST("/api/contact", { body: body as ContactBody }), messageResponseSchema),
    sendInquiry: (body: Omit<InquiryBody, "consent"> & { consent: boolean }) =>
      call(api.POST("/api/inquiries", { body: body as InquiryBody }), messageResponseSchema),
    myInquiries: () => call<Inquiry[]>(api.GET("/api/me/inquiries"), inquiryListResponseSchema),

    // Newsletter (issue 15): double opt-in, confirming by the mailed link, unsubscribing by link or address.
    /** `consent` as the box was left: the back end refuses an unticked one with a field error. */
    subscribeNewsletter: (body: Omit<NewsletterSubscribeBody, "consent"> & { consent: boolean }) =>
      call(
        api.POST("/api/newsletter", { body: body as NewsletterSubscribeBody }),
        newsletterAnswerSchema,
      ),
    confirmNewsletter: (confirmToken: string) =>
      call(
        api.POST("/api/newsletter/confirm", { body: { token: confirmToken } }),
        newsletterAnswerSchema,
      ),
    unsubscribeNewsletter: (body: NewsletterUnsubscribeBody) =>
      call(api.POST("/api/newsletter/unsubscribe", { body }), newsletterAnswerSchema),

    // Information pages and downloads (issue 15): the page in the client's language (Croatian when it has none), null when there is no such page.
    async infoPage(key: string): Promise<InfoPage | null> {
      const answer = await read(
        "/pages/{key}",
        (c) => c.GET("/api/pages/{key}", { params: { path: { key } } }),
        infoPageResponseSchema,
      );
      return answer?.data ?? null;
    },
    async downloads(): Promise<DownloadFile[]> {
      return (
        (await read("/downloads", (c) => c.GET("/api/downloads"), downloadListResponseSchema))
          ?.data ?? []
      );
    },
  };
}

/**
 * The back end cannot answer now (its database is down or restarting, or it cannot be reached):
 * thrown from a loader, the page is a 503 that asks the shopper to try again shortly (the server
 * adds Retry-After, server/app.ts).
 */
function unavailable() {
  return data(null, { status: 503 });
}

function headersFor(language: Language): Record<string, string> {
  return { "accept-language": language };
}

function refusal(
  status: number,
  code: string,
  message: string,
  fields: Record<string, string>,
  retryAfter: number | null,
): ApiOutcome<never> {
  return { ok: false, status, code, message, fields, retryAfter };
}

/** The fields a refusal's JSON names (none when it is not the API's error shape). */
function refusedFields(error: unknown): string[] {
  const parsed = apiErrorSchema.safeParse(error);
  return parsed.success ? Object.keys(parsed.data.error.fields ?? {}) : [];
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** `{data: ProductSummary[]}`: the wishlist's answers (no paging). */
const wishlistResponseSchema = productListResponseSchema.pick({ data: true });
/** Only the notice of a cart change, as `{data}`: what the wishlist tells the shopper after moving a product. */
type CartNotice = z.infer<typeof cartChangeResponseSchema>["notice"];
const cartNoticeResponseSchema = cartChangeResponseSchema.transform(({ notice }) => ({
  data: notice,
}));
