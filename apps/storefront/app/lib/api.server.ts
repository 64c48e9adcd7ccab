import {
  apiErrorSchema,
  newsletterAnswerSchema,
  type NewsletterSubscribeBody,
  type NewsletterUnsubscribeBody,
  type Brand,
  type Cart,
  type CartLineAdd,
  cartChangeResponseSchema,
  cartResponseSchema,
  quickBuyResponseSchema,
  messageResponseSchema,
  type PasswordChange,
  type PasswordReset,
  type ProfileUpdate,
  type RegisterBody,
  type SessionTokens,
  sessionTokensResponseSchema,
  type User,
  userResponseSchema,
  brandListResponseSchema,
  type CategoryDetail,
  type CategoryNode,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  type Language,
  type ProductDetail,
  type ProductListQuery,
  productDetailResponseSchema,
  productListResponseSchema,
  type Suggestions,
  suggestionsResponseSchema,
} from "@dukan/contract";
import { askForData, handedOver } from "@dukan/contract/in-process";
import type { z } from "zod";
import {
  type CheckoutBuyerInput,
  type CheckoutDeliveryInput,
  type CheckoutDraft,
  checkoutDraftResponseSchema,
  type CheckoutPaymentInput,
  type CheckoutPreview,
  type CheckoutPreviewInput,
  checkoutPreviewResponseSchema,
  gatewayCallbackResponseSchema,
  type Order,
  orderedProductListResponseSchema,
  orderListResponseSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
  type PaymentMethod,
  type PlaceOrderInput,
  placeOrderResponseSchema,
  repeatOrderResponseSchema,
  type WithdrawalInput,
} from "@dukan/contract";
import {
  type CustomerRebate,
  customerRebateListResponseSchema,
  type ProductSummary,
} from "@dukan/contract";
import { type FeedKey, feedKeyResponseSchema } from "@dukan/contract";
import {
  type ContactBody,
  type Inquiry,
  type InquiryBody,
  inquiryListResponseSchema,
} from "@dukan/contract";
import { type SiteSettings, siteSettingsResponseSchema } from "@dukan/contract";
import { type DataExport, dataExportResponseSchema } from "@dukan/contract/privacy";
import {
  type DownloadFile,
  downloadListResponseSchema,
  type InfoPage,
  infoPageResponseSchema,
} from "@dukan/contract";

/** How the storefront reaches the back end: in-process `app.fetch`, or HTTP when BACKEND_URL is set. */
export type BackendFetch = (request: Request) => Promise<Response>;

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

/** `GET /api/products` parameters as a query string; unset and false values are left out. */
export function productListSearch(query: ProductListQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== false && value !== "")
      search.set(key, value === true ? "1" : String(value));
  return search.toString();
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

/**
 * The typed client the storefront's loaders use; answers are checked against the contract.
 * With a `token` (the logged-in customer's) every call carries `Authorization: Bearer`, so
 * the back end answers for that customer (prices, cart, rebates).
 */
export function createApiClient(
  backendFetch: BackendFetch,
  language: Language,
  token?: string | null,
) {
  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      accept: "application/json",
      "accept-language": language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  }

  async function get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T> | null> {
    let response = await backendFetch(
      askForData(new Request(`http://backend/api${path}`, { headers: headers() })),
    );
    // The session ended between the session check and this call (logged out in another tab):
    // the catalogue is public, so the page is shown as a visitor sees it; the next request clears the cookies.
    if (response.status === 401 && token) {
      await response.body?.cancel();
      const { authorization: _, ...anonymous } = headers();
      response = await backendFetch(
        askForData(new Request(`http://backend/api${path}`, { headers: anonymous })),
      );
    }
    if (response.status === 404) return null;
    if (response.status === 400)
      throw new ApiRequestError(400, path, await refusedFields(response));
    if (!response.ok) throw new ApiRequestError(response.status, path);
    return dataOf(response, schema);
  }

  /** A call whose refusal is an answer, not an error: `{ ok: false, … }` with the API's code, message and fields. */
  async function call<T>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    schema: z.ZodType<{ data: T }>,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiOutcome<T>> {
    const outcome = await answer(method, path, schema, body, extraHeaders);
    return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
  }

  /** As `call`, with the whole answer (the cart's `notice`, quick buy's `report` beside `data`). */
  async function answer<T>(
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiOutcome<T>> {
    let response: Response;
    try {
      const request = new Request(`http://backend/api${path}`, {
        method,
        headers: headers({
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...extraHeaders,
        }),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      response = await backendFetch(objectAnswers.has(schema) ? askForData(request) : request);
    } catch {
      return refusal(503, "service_unavailable", "", {}, null);
    }
    if (response.ok) return { ok: true, data: await dataOf(response, schema) };
    const retryAfter = Number(response.headers.get("retry-after"));
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
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
    const result = await get(`/products?${productListSearch(query)}`, productListResponseSchema);
    if (!result) throw new ApiRequestError(404, "/products");
    return result;
  }

  return {
    async categoryTree(): Promise<CategoryNode[]> {
      return (await get("/categories", categoryTreeResponseSchema))?.data ?? [];
    },
    async category(slug: string): Promise<CategoryDetail | null> {
      return (
        (await get(`/categories/${encodeURIComponent(slug)}`, categoryDetailResponseSchema))
          ?.data ?? null
      );
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
      return (
        (await get(`/products/${encodeURIComponent(slug)}`, productDetailResponseSchema))?.data ??
        null
      );
    },
    /** What every page shows of the site settings (footer, bars, contact); null when the back end cannot say (the page is shown without them). */
    async siteSettings(): Promise<SiteSettings | null> {
      try {
        return (await get("/settings", siteSettingsResponseSchema))?.data ?? null;
      } catch {
        return null;
      }
    },
    async brands(): Promise<Brand[]> {
      return (await get("/brands", brandListResponseSchema))?.data ?? [];
    },
    async suggest(q: string): Promise<Suggestions> {
      const empty: Suggestions = { products: [], categories: [], brands: [] };
      if (!q.trim()) return empty;
      return (
        (await get(`/search/suggest?q=${encodeURIComponent(q)}`, suggestionsResponseSchema))
          ?.data ?? empty
      );
    },

    // Accounts: each answer is an ApiOutcome, so a screen can show the API's message beside its field.
    /** `type` as the shopper chose it: the back end refuses a missing or unknown one with a field error. */
    register: (body: Omit<RegisterBody, "type"> & { type: string }) =>
      call("POST", "/register", messageResponseSchema, body),
    confirmEmail: (confirmToken: string) =>
      call("POST", "/email/confirm", messageResponseSchema, { token: confirmToken }),
    login: (email: string, password: string) =>
      call<SessionTokens>("POST", "/login", sessionTokensResponseSchema, { email, password }),
    refresh: (refreshToken: string) =>
      call<SessionTokens>("POST", "/refresh", sessionTokensResponseSchema, {
        refresh_token: refreshToken,
      }),
    /** Ends the session the refresh token belongs to; a failure changes nothing for the shopper, so it is not reported. */
    async logout(refreshToken: string): Promise<void> {
      await backendFetch(
        new Request("http://backend/api/logout", {
          method: "POST",
          headers: headers({ "content-type": "application/json" }),
          body: JSON.stringify({ refresh_token: refreshToken }),
        }),
      ).then(
        (response) => response.body?.cancel(),
        () => undefined,
      );
    },
    me: () => call<User>("GET", "/me", userResponseSchema),
    updateProfile: (update: ProfileUpdate) => call<User>("PUT", "/me", userResponseSchema, update),
    changePassword: (change: PasswordChange) =>
      call("PUT", "/me/password", messageResponseSchema, change),
    forgotPassword: (email: string) =>
      call("POST", "/password/forgot", messageResponseSchema, { email }),
    resetPassword: (reset: PasswordReset) =>
      call<SessionTokens>("POST", "/password/reset", sessionTokensResponseSchema, reset),

    // Lists (issue 5): the wishlist, the customer's rebates, and a wishlist product moved to the cart.
    wishlist: () => call<ProductSummary[]>("GET", "/wishlist", wishlistResponseSchema),
    addToWishlist: (productId: number) =>
      call<ProductSummary[]>("POST", "/wishlist", wishlistResponseSchema, {
        product_id: productId,
      }),
    removeFromWishlist: (productId: number) =>
      call<ProductSummary[]>("DELETE", `/wishlist/${productId}`, wishlistResponseSchema),
    myRebates: () => call<CustomerRebate[]>("GET", "/me/rebates", customerRebateListResponseSchema),
    /** One piece of a product into the cart; the answer is what to tell the shopper ("Added to cart", or cut to the stock). */
    addOneToCart: (productId: number) =>
      call<CartNotice>("POST", "/cart/lines", cartNoticeResponseSchema, {
        product_id: productId,
        quantity: 1,
      }),

    // The logged-in customer's cart: every change answers the whole cart after it.
    cart: () => call<Cart>("GET", "/cart", cartResponseSchema),
    /** Pieces or whole cartons; the answer's `notice` (`added_to_cart`, or `max_available`: cut to the stock) comes with its message. */
    addToCart: (add: CartLineAdd) => answer("POST", "/cart/lines", cartChangeResponseSchema, add),
    updateCartLine: (lineId: number, quantity: number) =>
      answer("PATCH", `/cart/lines/${lineId}`, cartChangeResponseSchema, { quantity }),
    removeCartLine: (lineId: number) =>
      call<Cart>("DELETE", `/cart/lines/${lineId}`, cartResponseSchema),
    clearCart: () => call<Cart>("DELETE", "/cart", cartResponseSchema),
    /** Pasted `code quantity` lines: every line reported, all added in one go or nothing. */
    quickBuy: (text: string) => answer("POST", "/cart/quick-buy", quickBuyResponseSchema, { text }),

    // Checkout (issue 13): the draft kept on the server step by step, the priced preview, placing the order.
    checkout: () => call<CheckoutDraft>("GET", "/checkout", checkoutDraftResponseSchema),
    saveCheckoutBuyer: (buyer: CheckoutBuyerInput) =>
      call<CheckoutDraft>("PUT", "/checkout/buyer", checkoutDraftResponseSchema, buyer),
    saveCheckoutDelivery: (delivery: CheckoutDeliveryInput) =>
      call<CheckoutDraft>("PUT", "/checkout/delivery", checkoutDraftResponseSchema, delivery),
    saveCheckoutPayment: (payment: CheckoutPaymentInput) =>
      call<CheckoutDraft>("PUT", "/checkout/payment", checkoutDraftResponseSchema, payment),
    checkoutPreview: (choice: CheckoutPreviewInput) =>
      call<CheckoutPreview>("POST", "/checkout/preview", checkoutPreviewResponseSchema, choice),
    /** `idempotencyKey`: the one the confirmation form carried, so a double click or a retry finds the order already placed. */
    placeOrder: (order: PlaceOrderInput, idempotencyKey: string) =>
      answer("POST", "/orders", placeOrderResponseSchema, order, {
        "idempotency-key": idempotencyKey,
      }),

    // Orders (issue 13).
    orders: (page: number) => answer("GET", `/orders?page=${page}`, orderListResponseSchema),
    order: (number: string) =>
      call<Order>("GET", `/orders/${encodeURIComponent(number)}`, orderResponseSchema),
    /** The barcode of the order's payment slip as the back end answers it (SVG; 304 to a matching ETag; 401, 404). */
    paymentSlipBarcode: (number: string, ifNoneMatch: string | null) =>
      backendFetch(
        new Request(`http://backend/api/orders/${encodeURIComponent(number)}/payment-slip.svg`, {
          headers: headers({
            accept: "image/svg+xml",
            ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}),
          }),
        }),
      ),
    repeatOrder: (number: string) =>
      answer("POST", `/orders/${encodeURIComponent(number)}/repeat`, repeatOrderResponseSchema),
    orderedProducts: (query: { q?: string; page?: number }) =>
      answer(
        "GET",
        `/me/ordered-products?${productListSearch(query)}`,
        orderedProductListResponseSchema,
      ),
    payOrder: (
      number: string,
      payment: { payment_method: PaymentMethod; instalments?: number | null },
    ) =>
      answer(
        "POST",
        `/orders/${encodeURIComponent(number)}/payment`,
        orderPaymentResponseSchema,
        payment,
      ),
    withdraw: (number: string, statement: WithdrawalInput) =>
      call<Order>(
        "POST",
        `/orders/${encodeURIComponent(number)}/withdrawal`,
        orderResponseSchema,
        statement,
      ),
    /** The test gateway's signed answer, as the browser brought it back; the back end checks the signature. */
    gatewayCallback: (fields: Record<string, string>) =>
      answer("POST", "/payments/test-gateway/callback", gatewayCallbackResponseSchema, fields),

    // B2B feeds (issue 14): a legal entity's key to its own feeds (made on first use) and how it was used.
    feedKey: () => call<FeedKey>("GET", "/me/feed-key", feedKeyResponseSchema),
    // Privacy rights: the customer's data as a file, and deleting the account with the password.
    dataExport: () => call<DataExport>("GET", "/me/data-export", dataExportResponseSchema),
    deleteAccount: (password: string) => call("DELETE", "/me", messageResponseSchema, { password }),
    /** A new key in place of the old one, which stops working at once. */
    replaceFeedKey: () => call<FeedKey>("POST", "/me/feed-key", feedKeyResponseSchema, {}),

    // Contact and inquiries (issue 15): each carries the spam check's fields (lib/spam-check.ts).
    /** `consent` as the box was left: the back end refuses an unticked one with a field error. */
    sendContactMessage: (body: Omit<ContactBody, "consent"> & { consent: boolean }) =>
      call("POST", "/contact", messageResponseSchema, body),
    sendInquiry: (body: Omit<InquiryBody, "consent"> & { consent: boolean }) =>
      call("POST", "/inquiries", messageResponseSchema, body),
    myInquiries: () => call<Inquiry[]>("GET", "/me/inquiries", inquiryListResponseSchema),

    // Newsletter (issue 15): double opt-in, confirming by the mailed link, unsubscribing by link or address.
    /** `consent` as the box was left: the back end refuses an unticked one with a field error. */
    subscribeNewsletter: (body: Omit<NewsletterSubscribeBody, "consent"> & { consent: boolean }) =>
      call("POST", "/newsletter", newsletterAnswerSchema, body),
    confirmNewsletter: (confirmToken: string) =>
      call("POST", "/newsletter/confirm", newsletterAnswerSchema, { token: confirmToken }),
    unsubscribeNewsletter: (body: NewsletterUnsubscribeBody) =>
      call("POST", "/newsletter/unsubscribe", newsletterAnswerSchema, body),

    // Information pages and downloads (issue 15): the page in the client's language (Croatian when it has none), null when there is no such page.
    async infoPage(key: string): Promise<InfoPage | null> {
      return (await get(`/pages/${encodeURIComponent(key)}`, infoPageResponseSchema))?.data ?? null;
    },
    async downloads(): Promise<DownloadFile[]> {
      return (await get("/downloads", downloadListResponseSchema))?.data ?? [];
    },
  };
}

/**
 * The answers of `call` the client takes as objects from the back end in this process (every
 * `get` answer is taken so too): each is checked to equal what its JSON, parsed by its schema,
 * gives (apps/backend/src/http/hand-over.test.ts). Schemas that reshape an answer are not here.
 */
const objectAnswers = new Set<z.ZodType>([userResponseSchema, cartResponseSchema]);

/**
 * An answer's data: the object the back end in this process attached (already the contract's
 * shape: it is not parsed again), or, over HTTP, its JSON checked against the contract's schema.
 * Loaders must not change it: it may be an object the back end keeps.
 */
async function dataOf<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  const handed = handedOver(response);
  if (handed) return handed.data as z.infer<T>;
  return schema.parse(await response.json());
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

async function refusedFields(response: Response): Promise<string[]> {
  try {
    return Object.keys(apiErrorSchema.parse(await response.json()).error.fields ?? {});
  } catch {
    return [];
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** `{data: ProductSummary[]}`: the wishlist's answers (no paging). */
const wishlistResponseSchema = productListResponseSchema.pick({ data: true });
/** Only the notice of a cart change, as `{data}`: what the wishlist tells the shopper after moving a product. */
type CartNotice = z.infer<typeof cartChangeResponseSchema>["notice"];
const cartNoticeResponseSchema = cartChangeResponseSchema.transform(({ notice }) => ({
  data: notice,
}));
