import type { CheckoutDraft } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import {
  buyerInput,
  buyerValues,
  deliveryInput,
  isReachable,
  paymentInput,
  stepBefore,
  stepPath,
  zipMissing,
} from "./checkout.ts";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const draft: CheckoutDraft = {
  buyer_type: "company",
  buyer: {
    name: "Iva Kovač",
    email: "iva@example.com",
    phone: "091",
    company: { name: "Test d.o.o.", oib: "33392005961", address: "Ilica 1", place: "Zagreb" },
  },
  delivery_method: null,
  delivery: { address: "Ilica 1", place: "Zagreb", zip: "" },
  payment_method: null,
  instalments: null,
  note: "",
  steps: { data: false, delivery: false },
  idempotency_key: "abcdefgh12",
  blocked: null,
};

describe("checkout steps", () => {
  it("opens delivery only after the data, confirmation only after both", () => {
    expect(stepBefore("data-verification", { data: false, delivery: false })).toBeNull();
    expect(stepBefore("delivery-verification", { data: false, delivery: false })).toBe(
      "data-verification",
    );
    expect(stepBefore("checkout", { data: true, delivery: false })).toBe("delivery-verification");
    expect(stepBefore("checkout", { data: false, delivery: true })).toBe("data-verification");
    expect(stepBefore("checkout", { data: true, delivery: true })).toBeNull();
    expect(isReachable("checkout", { data: true, delivery: false })).toBe(false);
    expect(isReachable("delivery-verification", { data: true, delivery: false })).toBe(true);
  });

  it("lives at the same path in both languages, under /en in English", () => {
    expect(stepPath("hr", "data-verification")).toBe("/data-verification");
    expect(stepPath("en", "checkout")).toBe("/en/checkout");
  });

  it("says the zip code is missing while the delivery service (or no method yet) has none", () => {
    expect(zipMissing(draft)).toBe(true);
    expect(zipMissing({ ...draft, delivery_method: "personal_pickup" })).toBe(false);
    expect(zipMissing({ ...draft, delivery: { ...draft.delivery, zip: "10000" } })).toBe(false);
    expect(
      zipMissing({
        ...draft,
        delivery_method: "delivery_service",
        delivery: { ...draft.delivery, zip: "  " },
      }),
    ).toBe(true);
  });
});

describe("checkout forms", () => {
  it("prefills a legal entity's company fields, and a person has none", () => {
    expect(buyerValues(draft)).toMatchObject({ name: "Iva Kovač", "company.oib": "33392005961" });
    expect(
      Object.keys(
        buyerValues({ ...draft, buyer_type: "person", buyer: { ...draft.buyer, company: null } }),
      ),
    ).toEqual(["name", "email", "phone"]);
  });

  it("sends a person's form without a company even when one is posted", () => {
    const form = formOf({
      name: " Ana ",
      email: "ana@example.com",
      phone: "",
      "company.name": "Lažna d.o.o.",
    });
    expect(buyerInput(form, false).input).toEqual({
      name: "Ana",
      email: "ana@example.com",
      phone: "",
      company: null,
    });
    expect(buyerInput(form, true).input.company).toEqual({
      name: "Lažna d.o.o.",
      oib: "",
      address: "",
      place: "",
    });
  });

  it("reads a delivery method only when it is a known one", () => {
    expect(deliveryInput(formOf({ delivery_method: "drone" })).input).toBeNull();
    expect(
      deliveryInput(formOf({ delivery_method: "delivery_service", "delivery.zip": " 10000 " }))
        .input,
    ).toEqual({
      delivery_method: "delivery_service",
      delivery: { address: "", place: "", zip: "10000" },
    });
  });

  it("reads the payment choice and nothing else: posted prices, totals and fees are never looked at", () => {
    const form = formOf({
      payment_method: "bank_transfer",
      instalments: "12",
      note: " Dostava ujutro ",
      total_cents: "1",
      unit_price_cents: "1",
      delivery_fee_cents: "0",
    });
    expect(paymentInput(form).input).toEqual({
      payment_method: "bank_transfer",
      instalments: null,
      note: "Dostava ujutro",
    });
    expect(
      paymentInput(formOf({ payment_method: "card_instalments", instalments: "12" })).input,
    ).toEqual({
      payment_method: "card_instalments",
      instalments: "12",
      note: "",
    });
    expect(paymentInput(formOf({ payment_method: "bitcoin" })).input).toBeNull();
  });
});
