/**
 * What a cart change the API made is called (`notice.code` of its answer). No zod here: the
 * browser imports this file alone (`@dukan/contract/cart-notices`).
 */
export const cartNoticeCodes = ["added_to_cart", "cart_updated", "max_available"] as const;
export type CartNoticeCode = (typeof cartNoticeCodes)[number];
