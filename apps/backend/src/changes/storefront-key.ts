import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The key the storefront sends with its internal calls (`X-Storefront-Key`): an HMAC of AUTH_SECRET,
 * so the storefront and the back end share nothing but the secret they already share, and the
 * secret itself never travels.
 */
export function storefrontKey(authSecret: string): string {
  return createHmac("sha256", authSecret).update("dukan storefront key").digest("base64url");
}

/** Whether `given` is the storefront's key, compared in constant time. */
export function isStorefrontKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
