// The logged-in customer's cart, checkout, orders, payments and invoices.
import {
  type Cart,
  cartChangeResponseSchema,
  type CartLineAdd,
  cartResponseSchema,
  type CheckoutBuyerInput,
  type CheckoutDeliveryInput,
  type CheckoutDraft,
  checkoutDraftResponseSchema,
  type CheckoutPaymentInput,
  type CheckoutPreview,
  type CheckoutPreviewInput,
  checkoutPreviewResponseSchema,
  gatewayCallbackResponseSchema,
  invoiceListResponseSchema,
  openInvoicesResponseSchema,
  type Order,
  orderedProductListResponseSchema,
  orderListResponseSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
  type PaymentMethod,
  type PlaceOrderInput,
  placeOrderResponseSchema,
  quickBuyResponseSchema,
  repeatOrderResponseSchema,
  type WithdrawalInput,
} from "@dukan/contract";
import type { paths } from "@dukan/contract/openapi";
import type { ApiCaller } from "./caller.server.ts";

type GatewayCallbackBody =
  paths["/api/payments/test-gateway/callback"]["post"]["requestBody"]["content"]["application/json"];

/** The cart and checkout of the customer the token names, and the orders and invoices it owns. */
export function orderCalls({ api, call, answer }: ApiCaller) {
  const orderPath = (number: string) => ({ params: { path: { number } } });

  return {
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
  };
}
