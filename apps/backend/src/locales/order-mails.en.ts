import {
  deliveryMethodLabels,
  orderStatusLabels,
  paymentMethodLabels,
  paymentStatusLabels,
} from "@dukan/contract/order-status-labels";
import type { OrderMailTexts } from "./order-mails.ts";

/** The order mails in English. */
export const enOrderMails: OrderMailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  signOff: "Kind regards,\nDućan",
  footer: "Dućan – electronics shop. You received this message because you ordered at Dućan.",
  paymentMethods: paymentMethodLabels.en,
  deliveryMethods: deliveryMethodLabels.en,
  statuses: orderStatusLabels.en,
  paymentStatuses: paymentStatusLabels.en,
  columns: {
    itemCode: "Item code",
    product: "Product",
    quantity: "Qty",
    unitPrice: "Price",
    rebate: "Rebate",
    total: "Amount",
  },
  totals: {
    subtotal: "Products",
    rebate: "Rebate",
    deliveryFee: "Delivery",
    freeDelivery: "free",
    cardSurcharge: "Card instalments surcharge",
    vat: "VAT",
    vatIncluded: "Of which VAT",
    total: "Total to pay",
  },
  pricesWithVat: "Prices include VAT.",
  pricesWithoutVat: "Prices exclude VAT; VAT is added in the totals.",
  confirmation: {
    subject: (number) => `Order confirmation ${number} – Dućan`,
    intro: (number, date) =>
      `Thank you for your order! We have received your order ${number} (${date}).`,
    delivery: "Delivery",
    payment: "Payment",
    instalments: (count) => `${count} instalments`,
    note: "Note",
    nextBankTransfer:
      "We send the order once the payment arrives. Pay with the slip below or scan the barcode in your bank's app.",
    viewOrder: "View the order",
    nextCard: "Card payments are confirmed separately; we prepare the order as soon as it is paid.",
    nextOnAccount:
      "We prepare the order at once. The invoice, with its due date, follows when the order is shipped or handed over; please pay it within your terms.",
    nextCashOnPickup: "We will let you know when the order is ready for pickup; you pay on pickup.",
  },
  slip: {
    heading: "Payment slip (HUB-3)",
    payee: "Payee",
    iban: "Payee's IBAN",
    model: "Model",
    reference: "Reference",
    amount: "Amount",
    outstanding: "Still to pay",
    partlyPaid: (received) =>
      `Part of the order is paid: we have received ${received}. The slip is for the amount still to pay.`,
    description: "Description",
    barcodeAlt: "PDF417 barcode to pay this order",
    scan: "Scan the barcode in your bank's app.",
    payBy: (date, days) =>
      `Please pay by ${date}: we hold the products for you for ${days} from the order, and an order still unpaid then is cancelled.`,
  },
  legalGuarantee:
    "The products carry the legal guarantee for defects: we are liable for defects a product has when you receive it that appear within two years. The maker's warranty shown on the product page comes on top of it.",
  withdrawalForm: "Model withdrawal form",
  seller: {
    heading: "Seller",
    company: "Company",
    seat: "Registered office",
    oib: "OIB (tax number)",
    phone: "Phone",
    email: "E-mail",
  },
  withdrawalInfo: {
    heading: "Your right of withdrawal",
    text: "As a consumer you may withdraw from the contract within 14 days of receiving the goods, without giving a reason. On the order's page (My account → My orders) choose “Withdraw from contract here”; we e-mail you an acknowledgement at once.",
  },
  shipping: {
    subject: (number, status) =>
      status === "shipped"
        ? `Order ${number} has shipped – Dućan`
        : `Order ${number} is ready for pickup – Dućan`,
    shipped: (number) =>
      `Your order ${number} was handed to the delivery service and is on its way to your address.`,
    readyForPickup: (number) => `Your order ${number} is ready for pickup.`,
    pickupAddress: "Pickup address",
    openingHours: "Opening hours",
    closed: "closed",
    payOnPickup: (amount) => `You pay ${amount} on pickup, in cash or by card.`,
    withdrawalReminder:
      "The 14-day withdrawal period starts when you receive the goods. You can withdraw on the order's page (“Withdraw from contract here”).",
  },
  status: {
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    confirmed: {
      subject: (number) => `Order ${number} is confirmed – Dućan`,
      text: (number) =>
        `We have confirmed your order ${number} and are preparing it. We will let you know when it is shipped or ready for pickup.`,
    },
    cancelled: {
      subject: (number) => `Order ${number} is cancelled – Dućan`,
      text: (number) =>
        `Your order ${number} has been cancelled. If you have any questions, reply to this message.`,
      reason: "Reason",
      paidBack: "Any money you paid will be returned to you within 14 days.",
    },
    refunded: {
      subject: (number) => `Refund for order ${number} – Dućan`,
      text: (number, amount) =>
        `We have refunded ${amount} for order ${number}. The money reaches your account or card within a few working days.`,
    },
    paid: {
      subject: (number) => `Payment for order ${number} received – Dućan`,
      text: (number, amount) =>
        `We have received your payment of ${amount} for order ${number}. Thank you! We are preparing your order.`,
    },
    partlyPaid: {
      subject: (number) => `Part payment for order ${number} – Dućan`,
      text: (number, amount, missing) =>
        `We have received a payment of ${amount} for order ${number}. ${missing} is still missing; we send the order once the whole amount has arrived.`,
    },
  },
  withdrawal: {
    subject: (number) => `Withdrawal received for order ${number} – Dućan`,
    intro: (number) => `We have received your withdrawal from the contract for order ${number}.`,
    received: (dateTime) => `The statement was received on ${dateTime} (Croatian time).`,
    statement: "Your statement",
    name: "Name",
    email: "E-mail for the acknowledgement",
    order: "Order",
    lines: "Lines",
    wholeOrder: "The whole order",
    note: "Note",
    next: "We will send you instructions for returning the goods. We refund the money at the latest 14 days after receiving the statement.",
    cancelled:
      "The order had been neither paid nor sent, so we have cancelled it: you pay nothing and return nothing.",
    linesCancelled: (total, paymentMethod) =>
      `The order had been neither paid nor sent, so we have taken these products off it: we will not send them and you do not pay for them. The order now comes to ${total}${
        paymentMethod === "cash_on_pickup"
          ? ", which you pay on pickup."
          : "; the payment slip on the order's page asks for this amount."
      }`,
  },
};
