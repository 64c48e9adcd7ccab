import type { Language } from "@dukan/contract";
import {
  gatewayKey,
  type GatewayFields,
  type SignedGatewayFields,
  signGatewayFields,
  verifyGatewaySignature,
} from "./gateway-signature.ts";
import type { PaymentGateway } from "./gateway.ts";

/** Where the test gateway's page of an attempt is (same origin: the storefront forwards `/api/*`). */
export const testGatewayPath = (attemptId: string) =>
  `/api/payments/test-gateway/${encodeURIComponent(attemptId)}`;

/**
 * The local test gateway: a page of the API that approves or declines, then sends the browser
 * back with an answer signed by HMAC-SHA256 under a key derived from the API's secret.
 */
export function testGateway(
  secret: string,
): PaymentGateway & { sign(fields: GatewayFields): SignedGatewayFields } {
  const key = gatewayKey(secret);
  return {
    redirectUrl: (attempt) => testGatewayPath(attempt.id),
    verify: (answer) => verifyGatewaySignature(key, answer, answer.signature),
    sign: (fields) => ({ ...fields, signature: signGatewayFields(key, fields) }),
  };
}

/**
 * Where the test gateway sends the browser back: `/success` (approved) or `/fail` (declined,
 * cancelled), `/en/…` for an English order, with the signed fields in the query.
 */
export function gatewayReturnPath(language: Language, answer: SignedGatewayFields): string {
  const page = answer.outcome === "approved" ? "success" : "fail";
  const query = new URLSearchParams({
    attempt: answer.attempt,
    order_number: answer.order_number,
    amount_cents: String(answer.amount_cents),
    outcome: answer.outcome,
    timestamp: String(answer.timestamp),
    signature: answer.signature,
  });
  return `${language === "en" ? "/en" : ""}/${page}?${query.toString()}`;
}
