import {
  deliveryMethodLabels,
  paidAtPickupLabels,
  paymentMethodLabels,
  paymentStateLabels,
  paymentStatusLabels,
} from "@dukan/contract/order-status-labels";

/**
 * The words an order is described in wherever it shows (the list, the order page, the audit log):
 * its states, its payment, its methods, the buyer's kind.
 */
const hr = {
  statuses: {
    received: "Zaprimljena",
    confirmed: "Potvrđena",
    shipped: "Poslana",
    ready_for_pickup: "Spremna za preuzimanje",
    completed: "Završena",
    cancelled: "Otkazana",
  },
  // The stored status (filters, history) and where the payment stands (a part payment too).
  payment_statuses: paymentStatusLabels.hr,
  payment_states: paymentStateLabels.hr,
  part_payment: "uplaćeno %{paid}, preostaje %{open}",
  // The fields the order's history of changes names (audit/format.ts).
  audit_fields: {
    status: "Status",
    payment_status: "Plaćanje",
    received_cents: "Primljeno ukupno",
    paid_on: "Dan uplate",
    carrier: "Prijevoznik",
    tracking_number: "Broj za praćenje",
    stock_returned: "Zaliha vraćena",
    note: "Interna bilješka",
    paid_with: "Plaćeno pri preuzimanju",
  },
  // Cash on pickup as the staff recorded it at the counter: the history's values, the action's choice.
  paid_with: { cash: "Gotovinom", card: "Karticom" },
  // The same words as the orders CSV and the order mails (one source in the contract).
  payment_methods: paymentMethodLabels.hr,
  // Cash on pickup once paid: the means, as the order mails and the invoice name it.
  paid_at_pickup: paidAtPickupLabels.hr,
  delivery_methods: deliveryMethodLabels.hr,
  buyer_types: { company: "Pravna osoba", person: "Fizička osoba" },
};

const en: typeof hr = {
  statuses: {
    received: "Received",
    confirmed: "Confirmed",
    shipped: "Shipped",
    ready_for_pickup: "Ready for pickup",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  payment_statuses: paymentStatusLabels.en,
  payment_states: paymentStateLabels.en,
  part_payment: "%{paid} paid, %{open} still open",
  audit_fields: {
    status: "Status",
    payment_status: "Payment",
    received_cents: "Received in total",
    paid_on: "Paid on",
    carrier: "Carrier",
    tracking_number: "Tracking number",
    stock_returned: "Stock returned",
    note: "Internal note",
    paid_with: "Paid on pickup",
  },
  paid_with: { cash: "In cash", card: "By card" },
  payment_methods: paymentMethodLabels.en,
  paid_at_pickup: paidAtPickupLabels.en,
  delivery_methods: deliveryMethodLabels.en,
  buyer_types: { company: "Company", person: "Person" },
};

export const orderLabels = { hr, en };
