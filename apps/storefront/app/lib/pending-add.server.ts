import { type Language, limits, quantitySchema } from "@dukan/contract";
import type { ApiClient } from "./api.server.ts";
import { changeCart } from "./cart.server.ts";
import type { FlashCode } from "./cart.server.ts";
import { text } from "./forms.ts";
import { idOf } from "./forms.server.ts";
import type { CookieOptions } from "./session.server.ts";
import { parseCookies } from "./session.server.ts";
import { addToWishlist } from "./wishlist.server.ts";

/**
 * An add a logged-out visitor asked for ("Dodaj u košaricu", "Dodaj na listu želja"), kept while
 * they log in and made by the next login in that browser (docs/accounts.md "An add before logging
 * in"). The cookie holds only what the visitor's own form named — the product, the pieces or
 * cartons — and when it was asked for; it is read strictly (anything else is no add) and it is
 * good for 15 minutes, counted from the time it holds, whatever the browser keeps.
 */
export const PENDING_ADD_COOKIE = "pending_add";
/** How long an add waits for the login, in seconds. */
export const PENDING_ADD_SECONDS = 15 * 60;
/** A clock a little ahead of the shop's (another shop process) still counts. */
const CLOCK_SKEW_SECONDS = 60;

export type PendingAdd =
  | { kind: "cart"; productId: number; quantity: number; unit: "piece" | "carton" }
  | { kind: "wishlist"; productId: number };

/** The add a cart or wishlist form asks for (`intent=add`), or null when it names none that could be made. */
export function pendingAddOf(kind: PendingAdd["kind"], form: FormData): PendingAdd | null {
  if (text(form, "intent") !== "add") return null;
  const productId = idOf(form.get("product_id"));
  if (!productId || productId > limits.id) return null;
  if (kind === "wishlist") return { kind, productId };
  const quantity = quantitySchema.safeParse(form.get("quantity")).data;
  if (quantity === undefined) return null;
  return { kind, productId, quantity, unit: form.get("unit") === "carton" ? "carton" : "piece" };
}

const seconds = (now: number) => Math.floor(now / 1000);

/** `cart.<product>.<quantity>.<unit>.<asked at>` or `wishlist.<product>.<asked at>` (seconds since 1970). */
export function pendingAddCookie(
  add: PendingAdd,
  options: CookieOptions,
  now = Date.now(),
): string {
  const value =
    add.kind === "cart"
      ? `cart.${add.productId}.${add.quantity}.${add.unit}.${seconds(now)}`
      : `wishlist.${add.productId}.${seconds(now)}`;
  return `${PENDING_ADD_COOKIE}=${value}; Path=/; Max-Age=${PENDING_ADD_SECONDS}; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

export function clearedPendingAddCookie(options: CookieOptions): string {
  return `${PENDING_ADD_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

const CART = /^cart\.([1-9]\d{0,9})\.([1-9]\d{0,4})\.(piece|carton)\.(\d{1,12})$/;
const WISHLIST = /^wishlist\.([1-9]\d{0,9})\.(\d{1,12})$/;

/**
 * The add a request's cookie holds, if it is one this shop wrote and not older than 15 minutes
 * (nor from the future), and whether there is a cookie to clear.
 */
export function readPendingAdd(
  cookieHeader: string | null,
  now = Date.now(),
): { add: PendingAdd | null; present: boolean } {
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(PENDING_ADD_COOKIE) ?? "";
  return { add: parsed(value, seconds(now)), present: cookies.has(PENDING_ADD_COOKIE) };
}

function parsed(value: string, now: number): PendingAdd | null {
  const cart = CART.exec(value);
  const wishlist = cart ? null : WISHLIST.exec(value);
  const asked = Number((cart ?? wishlist)?.at(-1));
  if (!Number.isSafeInteger(asked) || asked > now + CLOCK_SKEW_SECONDS) return null;
  if (now - asked > PENDING_ADD_SECONDS) return null;
  const productId = Number((cart ?? wishlist)?.[1]);
  if (!Number.isSafeInteger(productId) || productId > limits.id) return null;
  if (wishlist) return { kind: "wishlist", productId };
  const quantity = quantitySchema.safeParse(cart?.[2]).data;
  if (quantity === undefined || !cart) return null;
  return { kind: "cart", productId, quantity, unit: cart[3] === "carton" ? "carton" : "piece" };
}

/**
 * Makes a kept add for the customer who just logged in, through the same calls the cart and
 * wishlist forms make, and answers the notice the page they land on shows once (a refusal too:
 * out of stock, no longer sold).
 */
export async function completePendingAdd(
  api: ApiClient,
  add: PendingAdd,
  language: Language,
): Promise<{ notice: FlashCode; message: string }> {
  if (add.kind === "wishlist") return addToWishlist(api, add.productId, language);
  const form = new FormData();
  form.set("intent", "add");
  form.set("product_id", String(add.productId));
  form.set("quantity", String(add.quantity));
  form.set("unit", add.unit);
  const { answer } = await changeCart(api, form, language);
  return { notice: answer.notice, message: answer.message };
}
