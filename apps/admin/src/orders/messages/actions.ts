/**
 * The order page's actions: their buttons, what each asks before it runs, what it says when done,
 * and what it needs filled in.
 */
const hr = {
  actions: {
    confirm: "Potvrdi",
    "ready-for-pickup": "Spremno za preuzimanje",
    ship: "Pošalji",
    complete: "Završi",
    cancel: "Otkaži",
    refund: "Novac vraćen",
    "mark-paid": "Evidentiraj uplatu",
    "resend-confirmation": "Ponovno pošalji potvrdu",
    none: "Stanje narudžbe ne dopušta druge radnje.",
    done: {
      confirm: "Narudžba %{number} je potvrđena.",
      "ready-for-pickup": "Narudžba %{number} je spremna za preuzimanje.",
      ship: "Narudžba %{number} je poslana.",
      complete: "Narudžba %{number} je završena.",
      cancel: "Narudžba %{number} je otkazana.",
      refund: "Povrat novca za narudžbu %{number} je evidentiran.",
      "mark-paid": "Uplata za narudžbu %{number} je evidentirana.",
      "resend-confirmation": "Potvrda narudžbe %{number} ponovno je poslana kupcu.",
    },
    missing: {
      carrier: "Upišite prijevoznika.",
      tracking: "Upišite broj za praćenje pošiljke.",
      amount: "Upišite primljeni iznos u eurima.",
      paid_with: "Odaberite je li kupac platio gotovinom ili karticom.",
    },
    amount_positive: "Primljeni iznos mora biti veći od 0,00 €.",
    amount_surplus: "To je više od otvorenog iznosa (%{open}): %{surplus} bit će za povrat kupcu.",
    carrier: "Prijevoznik",
    tracking: "Broj za praćenje",
    reason: "Razlog otkazivanja (vidi ga kupac)",
    amount: "Primljeni iznos (EUR)",
    paid_on: "Dan uplate",
    // Cash on pickup: how the buyer paid at the counter (the invoice names it).
    paid_with: {
      label: "Kako je kupac platio pri preuzimanju?",
      cash: "Plaćeno gotovinom",
      card: "Plaćeno karticom",
    },
    // Each dialog's button says what it does: a bare "Spremi" beside "Odustani" in the dialog
    // that cancels an order left unclear which of the two cancels it.
    submits: {
      ship: "Pošalji narudžbu",
      cancel: "Otkaži narudžbu",
      "mark-paid": "Evidentiraj uplatu",
      complete: "Završi narudžbu",
      refund: "Evidentiraj povrat novca",
      "resend-confirmation": "Pošalji potvrdu",
    },
    cancel_dialog: "Odustani",
    confirm_title: "%{action} — narudžba %{number}",
    ask: {
      mails_customer: "Kupac dobiva e-poruku na svom jeziku.",
      complete:
        "Narudžba %{number} bit će označena završenom. To se ne može poništiti. Kupac ne dobiva e-poruku.",
      complete_cash:
        "Narudžba %{number} bit će označena završenom i plaćenom pri preuzimanju, a račun navodi odabrani način plaćanja. To se ne može poništiti. Kupac ne dobiva e-poruku.",
      refund:
        "Za narudžbu %{number} bit će evidentirano da je novac vraćen kupcu. Kupac dobiva e-poruku o povratu novca, a za račun narudžbe izdaje se odobrenje ako ga još nema. To se ne može poništiti.",
      "resend-confirmation":
        "Potvrda narudžbe %{number} ponovno se šalje kupcu na %{email}, s podacima narudžbe kakvi su sada.",
    },
  },
};

const en: typeof hr = {
  actions: {
    confirm: "Confirm",
    "ready-for-pickup": "Ready for pickup",
    ship: "Ship",
    complete: "Complete",
    cancel: "Cancel order",
    refund: "Money returned",
    "mark-paid": "Record payment",
    "resend-confirmation": "Resend confirmation",
    none: "The order's state allows no other action.",
    done: {
      confirm: "Order %{number} is confirmed.",
      "ready-for-pickup": "Order %{number} is ready for pickup.",
      ship: "Order %{number} is shipped.",
      complete: "Order %{number} is completed.",
      cancel: "Order %{number} is cancelled.",
      refund: "The refund for order %{number} is recorded.",
      "mark-paid": "The payment for order %{number} is recorded.",
      "resend-confirmation": "The confirmation of order %{number} was sent to the customer again.",
    },
    missing: {
      carrier: "Enter the carrier.",
      tracking: "Enter the shipment's tracking number.",
      amount: "Enter the amount received in euros.",
      paid_with: "Choose whether the buyer paid in cash or by card.",
    },
    amount_positive: "The amount received must be more than €0.00.",
    amount_surplus:
      "That is more than is open (%{open}): %{surplus} will be the buyer's to get back.",
    carrier: "Carrier",
    tracking: "Tracking number",
    reason: "Why it is cancelled (the customer sees it)",
    amount: "Amount received (EUR)",
    paid_on: "Day the money arrived",
    paid_with: {
      label: "How did the buyer pay on pickup?",
      cash: "Paid in cash",
      card: "Paid by card",
    },
    submits: {
      ship: "Ship the order",
      cancel: "Cancel the order",
      "mark-paid": "Record the payment",
      complete: "Complete the order",
      refund: "Record the refund",
      "resend-confirmation": "Send the confirmation",
    },
    cancel_dialog: "Back",
    confirm_title: "%{action} — order %{number}",
    ask: {
      mails_customer: "The customer is mailed in their language.",
      complete:
        "Order %{number} will be marked completed. This cannot be undone. The customer is not mailed.",
      complete_cash:
        "Order %{number} will be marked completed and paid on pickup, and its invoice names the means chosen. This cannot be undone. The customer is not mailed.",
      refund:
        "Order %{number} will be recorded as refunded. The customer is mailed about the refund, and the order's invoice gets a credit note if it has none yet. This cannot be undone.",
      "resend-confirmation":
        "The customer gets the confirmation of order %{number} again at %{email}, showing the order as it is now.",
    },
  },
};

export const orderActionTexts = { hr, en };
