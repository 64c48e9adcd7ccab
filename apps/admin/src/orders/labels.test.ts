import { paymentStates } from "@dukan/contract";
import {
  deliveryMethodLabels,
  paymentMethodLabels,
  paymentStateLabels,
} from "@dukan/contract/order-status-labels";
import { describe, expect, it } from "vitest";
import { messages } from "../i18n/index.ts";
import { PAYMENT_STATES } from "./order.ts";

describe("the orders section's words for methods", () => {
  it("are the orders CSV's (the back end writes it with the contract's labels), in both languages", () => {
    for (const language of ["hr", "en"] as const) {
      const orders = (
        messages[language] as unknown as {
          dukan: { orders: { payment_methods: object; delivery_methods: object } };
        }
      ).dukan.orders;
      expect(orders.payment_methods).toEqual(paymentMethodLabels[language]);
      expect(orders.delivery_methods).toEqual(deliveryMethodLabels[language]);
    }
    expect(messages.hr).toMatchObject({
      dukan: {
        orders: { payment_methods: { cash_on_pickup: "Gotovina ili kartica pri preuzimanju" } },
      },
    });
  });
});

describe("the orders list's payment filter", () => {
  it("offers every state the list shows, partly paid among them, in the list's words", () => {
    expect([...PAYMENT_STATES]).toEqual([...paymentStates]);
    for (const language of ["hr", "en"] as const) {
      const orders = (
        messages[language] as unknown as { dukan: { orders: { payment_states: object } } }
      ).dukan.orders;
      expect(orders.payment_states).toEqual(paymentStateLabels[language]);
    }
    expect(paymentStateLabels.hr.partly_paid).toBe("Djelomično plaćeno");
    expect(paymentStateLabels.en.partly_paid).toBe("Partly paid");
  });
});
