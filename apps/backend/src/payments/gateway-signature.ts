import { createHmac, timingSafeEqual } from "node:crypto";

/** What a card gateway's answer says: which attempt, for which order, how much, and how it ended. */
export type GatewayOutcome = "approved" | "declined" | "cancelled";
export const gatewayOutcomes: readonly GatewayOutcome[] = ["approved", "declined", "cancelled"];

/** The fields the gateway signs, in the order they are signed. */
export interface GatewayFields {
  attempt: string;
  order_number: string;
  amount_cents: number;
  outcome: GatewayOutcome;
  /** Unix seconds when the gateway signed. */
  timestamp: number;
}

/** The fields and their signature, as the browser brings them back (`/success?…`, `/fail?…`). */
export interface SignedGatewayFields extends GatewayFields {
  signature: string;
}

/** The signing key of the card gateway, derived from the API's secret (never the secret itself). */
export function gatewayKey(secret: string): string {
  return `payments:${secret}`;
}

/**
 * The canonical text that is signed: one `name=value` per line in a fixed order. No field can
 * hold a line break or `=` (the contract's patterns), so no two answers share a text.
 */
export function canonicalGatewayText(fields: GatewayFields): string {
  return [
    `attempt=${fields.attempt}`,
    `order_number=${fields.order_number}`,
    `amount_cents=${fields.amount_cents}`,
    `outcome=${fields.outcome}`,
    `timestamp=${fields.timestamp}`,
  ].join("\n");
}

/** HMAC-SHA256 of the canonical text, lower-case hex. */
export function signGatewayFields(key: string, fields: GatewayFields): string {
  return createHmac("sha256", key).update(canonicalGatewayText(fields)).digest("hex");
}

/** Whether the signature is the key's over these fields, compared in constant time. */
export function verifyGatewaySignature(
  key: string,
  fields: GatewayFields,
  signature: string,
): boolean {
  const expected = Buffer.from(signGatewayFields(key, fields), "hex");
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
