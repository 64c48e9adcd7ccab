import type { Language } from "@dukan/contract";

/** The notes an invoice carries and the mail that sends it, in each language (docs/invoices.md). */
export const invoiceIssuingTexts = {
  hr: {
    issuedElectronically: "Račun je izdan elektroničkim putem i valjan je bez potpisa i pečata.",
    creditNoteElectronically:
      "Odobrenje je izdano elektroničkim putem i valjano je bez potpisa i pečata.",
    placeOfIssue: (place: string) => `Mjesto izdavanja: ${place}`,
    operator: (operator: string) => `Operater: ${operator}`,
    paidInFull: "Račun je plaćen u cijelosti.",
    payBy: (due: string) => `Molimo platite do ${due}, s pozivom na broj naveden na računu.`,
    withdrawal: "Odobrenje za robu vraćenu jednostranim raskidom ugovora (odustanak).",
    cancellation: "Odobrenje za otkazanu narudžbu.",
    refund: "Odobrenje za vraćeni iznos plaćanja.",
    delivery: "Dostava",
    cardSurcharge: "Naknada za plaćanje karticom na rate",
    shareCapital: (amount: string, paidInFull: boolean) =>
      `Temeljni kapital ${amount}, ${paidInFull ? "uplaćen u cijelosti" : "nije uplaćen u cijelosti"}`,
    board: (names: string) => `Članovi uprave: ${names}`,
    mailSubject: (kind: "invoice" | "credit_note", number: string) =>
      kind === "invoice" ? `Račun ${number}` : `Odobrenje ${number}`,
    mailIntro: (kind: "invoice" | "credit_note", order: string) =>
      kind === "invoice"
        ? `U prilogu je račun za narudžbu ${order}. Nalazi se i u Mojim računima.`
        : `U prilogu je odobrenje za narudžbu ${order}. Nalazi se i u Mojim računima.`,
    /** The button (and, in the text version, the line before the address) of the customer's invoices page. */
    myInvoices: "Moji računi",
  },
  en: {
    issuedElectronically:
      "This invoice was issued electronically and is valid without signature or stamp.",
    creditNoteElectronically:
      "This credit note was issued electronically and is valid without signature or stamp.",
    placeOfIssue: (place: string) => `Place of issue: ${place}`,
    operator: (operator: string) => `Operator: ${operator}`,
    paidInFull: "This invoice is paid in full.",
    payBy: (due: string) => `Please pay by ${due}, quoting the payment reference on this invoice.`,
    withdrawal: "Credit for goods returned on withdrawal from the contract.",
    cancellation: "Credit for a cancelled order.",
    refund: "Credit for the payment refunded.",
    delivery: "Delivery",
    cardSurcharge: "Surcharge for paying by card in instalments",
    shareCapital: (amount: string, paidInFull: boolean) =>
      `Share capital ${amount}, ${paidInFull ? "paid in full" : "not paid in full"}`,
    board: (names: string) => `Management board: ${names}`,
    mailSubject: (kind: "invoice" | "credit_note", number: string) =>
      kind === "invoice" ? `Invoice ${number}` : `Credit note ${number}`,
    mailIntro: (kind: "invoice" | "credit_note", order: string) =>
      kind === "invoice"
        ? `Attached is the invoice for order ${order}. You also find it under My invoices.`
        : `Attached is the credit note for order ${order}. You also find it under My invoices.`,
    myInvoices: "My invoices",
  },
} satisfies Record<Language, Record<string, unknown>>;
