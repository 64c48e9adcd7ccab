/** Where the browser keeps its copy of the cart summary (lib/cart-mirror.ts keeps it in step). */
export const MIRROR_KEY = "dukan.cart";

/**
 * Logged out (here, or in another tab before this page loaded): no copy of anyone's cart stays
 * in the browser. The mirror's code loads only when there is a copy to remove.
 */
export function forgetStoredCart(): void {
  try {
    if (window.localStorage.getItem(MIRROR_KEY) === null) return;
  } catch {
    return; // storage blocked by the browser's settings: nothing was stored either
  }
  void import("./cart-mirror.ts").then((mirror) => mirror.forgetCart());
}
