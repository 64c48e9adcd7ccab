import type { Order, OrderLine } from "@dukan/contract";

// An order as the API answers it, for the storefront's tests of the order page and its actions
// (the API client checks answers against the contract, so it is whole).

/** A line of 10,00 € with 25 % VAT, no rebate. */
export function testOrderLine(id: number): OrderLine {
  return {
    id,
    product_id: null,
    product: null,
    item_code: `AB-${id}`,
    name_hr: "Miš",
    name_en: "Mouse",
    unit_price_cents: 1000,
    rebate_percent: 0,
    vat_rate: 25,
    quantity: 1,
    net_cents: 800,
    vat_cents: 200,
    gross_cents: 1000,
    withdrawn: false,
    cancelled: false,
  };
}

/** A private person's card order of two lines, received and unpaid, that can still be withdrawn from; `changes` over it. */
export function testOrder(changes: Partial<Order> = {}): Order {
  return {
    number: "2026-000042",
    created_at: "2026-11-23T10:00:00Z",
    status: "received",
    payment_status: "unpaid",
    payment_state: "unpaid",
    payment_method: "card",
    paid_with: null,
    delivery_method: "personal_pickup",
    total_cents: 2000,
    line_count: 2,
    item_count: 2,
    instalments: null,
    buyer_type: "person",
    buyer: { name: "Ana Horvat", email: "ana@example.com", phone: "", company: null },
    delivery: null,
    note: "",
    shipment: null,
    prices_include_vat: true,
    lines: [testOrderLine(3), testOrderLine(5)],
    totals: {
      subtotal_cents: 2000,
      rebate_cents: 0,
      vat_cents: 400,
      delivery_fee_cents: 0,
      card_surcharge_cents: 0,
      total_cents: 2000,
    },
    history: [],
    payment_slip: null,
    can_pay_by_card: true,
    withdrawal: { available: true, until: null, received: null },
    ...changes,
  };
}
