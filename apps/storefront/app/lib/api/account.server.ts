// The customer's account: registering, logging in, the profile, the wishlist and rebates, the feed key, privacy rights, contact, inquiries and the newsletter.
import {
  cartChangeResponseSchema,
  type ContactBody,
  type CustomerRebate,
  customerRebateListResponseSchema,
  type FeedKey,
  feedKeyResponseSchema,
  type Inquiry,
  type InquiryBody,
  inquiryListResponseSchema,
  messageResponseSchema,
  type MyNewsletter,
  myNewsletterResponseSchema,
  newsletterAnswerSchema,
  type NewsletterSubscribeBody,
  type NewsletterUnsubscribeBody,
  type EmailChangeBody,
  type PasswordChange,
  type PasswordReset,
  passwordResetLinkResponseSchema,
  productListResponseSchema,
  type ProductSummary,
  type ProfileUpdate,
  type RegisterBody,
  type SessionTokens,
  sessionTokensResponseSchema,
  type User,
  userResponseSchema,
  wishlistEntryResponseSchema,
} from "@dukan/contract";
import { type DataExport, dataExportResponseSchema } from "@dukan/contract/privacy";
import type { z } from "zod";
import type { ApiCaller } from "./caller.server.ts";

/** `{data: ProductSummary[]}`: the wishlist's answers (no paging). */
const wishlistResponseSchema = productListResponseSchema.pick({ data: true });
/** Only the notice of a cart change, as `{data}`: what the wishlist tells the shopper after moving a product. */
type CartNotice = z.infer<typeof cartChangeResponseSchema>["notice"];
const cartNoticeResponseSchema = cartChangeResponseSchema.transform(({ notice }) => ({
  data: notice,
}));

/** The customer's own data and messages to the shop; each answer is an ApiOutcome. */
export function accountCalls({ api, call }: ApiCaller) {
  return {
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
    requestEmailChange: (change: EmailChangeBody) =>
      call(api.PUT("/api/me/email", { body: change }), messageResponseSchema),
    confirmEmailChange: (token: string) =>
      call<User>(api.POST("/api/me/email/confirm", { body: { token } }), userResponseSchema),
    forgotPassword: (email: string) =>
      call(api.POST("/api/password/forgot", { body: { email } }), messageResponseSchema),
    /** Until when a mailed reset link can be used (`invalid_link` if not), without using it. */
    checkPasswordResetLink: (token: string) =>
      call<{ expires_at: string }>(
        api.POST("/api/password/reset/check", { body: { token } }),
        passwordResetLinkResponseSchema,
      ),
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
    /** Where the customer's own address stands: subscribed, waiting for the mailed link, or neither. */
    myNewsletter: () =>
      call<MyNewsletter>(api.GET("/api/me/newsletter"), myNewsletterResponseSchema),
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
  };
}
