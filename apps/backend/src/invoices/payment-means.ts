// How an invoice says its order is paid: the method in the document's words (pdf.ts) and the
// UNCL 4461 payment means code of the e-invoice (ubl.ts), with the order's payment reference.

import type { InvoicedOrder } from "../orders/invoicing.ts";
import { orderReference } from "../payment-slips/reference.ts";
import type { InvoicePayment } from "./document.ts";

/**
 * The payment of an order's invoice or credit note. Cash on pickup is paid at the counter, in cash
 * or by card, as the staff recorded it when they took the money (`paid_with`): by card it is a card
 * payment (48), in cash a cash one (10). An order paid before the shop recorded it has none and
 * reads as cash, as its invoice always did.
 */
export function paymentOf(
  order: Pick<InvoicedOrder, "number" | "paymentMethod" | "paidWith">,
  iban: string,
): InvoicePayment {
  // The reference the order's payment slip carries (model HR01, the order number's parts).
  const reference = `HR01 ${orderReference(order.number)}`;
  switch (order.paymentMethod) {
    case "card":
    case "card_instalments":
      return { method: "card", meansCode: "48", reference, iban };
    case "cash_on_pickup":
      return order.paidWith === "card"
        ? { method: "card", meansCode: "48", reference, iban }
        : { method: "cash_on_delivery", meansCode: "10", reference, iban };
    case "bank_transfer":
      return { method: "bank_transfer", meansCode: "30", reference, iban };
    case "on_account":
      // Paid later by credit transfer, within the company's terms.
      return { method: "on_account", meansCode: "30", reference, iban };
  }
}
