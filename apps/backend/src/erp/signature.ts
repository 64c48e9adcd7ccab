import { createHmac, timingSafeEqual } from "node:crypto";

/** Headers of a webhook post (docs/erp.md "Verifying a delivery"). */
export const SIGNATURE_HEADER = "x-dukan-signature";
export const TIMESTAMP_HEADER = "x-dukan-timestamp";
export const DELIVERY_HEADER = "x-dukan-delivery";
/** A receiver should refuse a post whose timestamp is further than this from its clock (replays). */
export const SIGNATURE_TOLERANCE_S = 300;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret>`. */
export function signBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/**
 * What a receiver does (and the tests do): the signature recomputed and compared in constant time,
 * the timestamp within the tolerance of `nowS`.
 */
export function verifySignature(
  secret: string,
  header: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  nowS: number,
): boolean {
  const timestamp = Number(header.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S)
    return false;
  return sameText(signBody(secret, timestamp, body), header.signature ?? "");
}

/** Constant-time equality of two texts (a different length is unequal at once: lengths are no secret). */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
