// The two outside services an invoice meets (docs/invoices.md "Plugging in the real services"):
// fiscalisation of an invoice to a person (the Tax Administration's CIS answers a JIR), and the
// exchange of a company's e-invoice through an information intermediary (which answers its id).
// Both need the shop's certificate and contracts; the shop runs with the local implementations
// below, which record what would be sent and answer as the real services do.

import { createHash, randomUUID } from "node:crypto";
import type { InvoiceDocument } from "./document.ts";

export interface Fiscalisation {
  /** The protective code (ZKI) and the unique identifier (JIR) of an invoice to a person. */
  fiscalise(document: InvoiceDocument): Promise<{ zki: string; jir: string }>;
}

/** What the intermediary answered: its id of the e-invoice, or why it refused it (shown to the staff). */
export type ExchangeAnswer = { sent: true; id: string } | { sent: false; reason: string };

export interface EInvoiceExchange {
  send(document: InvoiceDocument, ubl: string): Promise<ExchangeAnswer>;
}

/**
 * Fiscalisation on this machine: the ZKI as the rules build it (MD5 over OIB, time, number,
 * premises, device and total) but over the fields alone (the real one signs them with the shop's
 * certificate first), and a random JIR in the CIS's form.
 */
export function localFiscalisation(): Fiscalisation & { readonly fiscalised: InvoiceDocument[] } {
  const fiscalised: InvoiceDocument[] = [];
  return {
    fiscalised,
    async fiscalise(document) {
      fiscalised.push(document);
      const [sequence = "", premises = "", device = ""] = document.number.split("/");
      const fields = [
        document.seller.oib,
        document.issuedAt,
        sequence,
        premises,
        device,
        (document.totals.grossCents / 100).toFixed(2),
      ].join("");
      return { zki: createHash("md5").update(fields).digest("hex"), jir: randomUUID() };
    },
  };
}

/**
 * The intermediary on this machine: records each e-invoice and answers an id, or refuses one whose
 * buyer has no OIB (the real exchange cannot address it).
 */
export function localExchange(): EInvoiceExchange & {
  readonly sent: { document: InvoiceDocument; ubl: string }[];
} {
  const sent: { document: InvoiceDocument; ubl: string }[] = [];
  return {
    sent,
    async send(document, ubl) {
      if (!document.buyer.oib) return { sent: false, reason: "buyer has no OIB to address" };
      sent.push({ document, ubl });
      return { sent: true, id: randomUUID() };
    },
  };
}
