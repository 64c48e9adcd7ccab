import type { Language, PaymentMethod } from "@dukan/contract";
import type { SignedGatewayFields } from "./gateway-signature.ts";

/** One trip to the gateway, as the shop hands it over. */
export interface GatewayAttempt {
  id: string;
  orderNumber: string;
  amountCents: number;
  paymentMethod: PaymentMethod;
  instalments: number | null;
  language: Language;
}

/**
 * A card payment gateway, the way Croatian gateways (CorvusPay, WSPay) work: the shop sends the
 * browser to the gateway's page for an attempt; the gateway sends it back with a signed answer,
 * which the shop verifies before it believes it. The test gateway (test-gateway.ts) is the one
 * implementation here; a real gateway is another adapter of this interface.
 */
export interface PaymentGateway {
  /** Where the browser goes to pay this attempt (relative to the shop for the test gateway). */
  redirectUrl(attempt: GatewayAttempt): string;
  /** Whether an answer that came back carries the gateway's own signature over its fields. */
  verify(answer: SignedGatewayFields): boolean;
}
