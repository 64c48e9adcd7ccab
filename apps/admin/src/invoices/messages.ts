import type { SectionMessages } from "../i18n/sections.ts";

/** The invoices sections' texts (resources.invoices, resources["invoice-refusals"], dukan.invoices…). */
export const invoiceMessages: SectionMessages = {
  hr: {
    resources: {
      invoices: {
        name: "Račun |||| Računi |||| Računi",
        fields: {
          q: "Traži",
          number: "Broj",
          order_number: "Narudžba",
          buyer_name: "Kupac",
          issued_at: "Izdan",
          due_date: "Dospijeće",
          gross_cents: "Iznos",
          payable_cents: "Otvoreno",
          status: "Stanje",
          kind: "Vrsta",
          issued_from: "Izdan od",
          issued_to: "Izdan do",
          exchange_id: "e-Račun (posrednik)",
          files: "Datoteke",
        },
      },
      "invoice-refusals": {
        name: "Odbijeni račun |||| Odbijeni računi |||| Odbijeni računi",
        fields: {
          order_number: "Narudžba",
          buyer_name: "Kupac",
          reasons: "Razlozi",
          at: "Odbijen",
        },
      },
    },
    dukan: {
      invoices: {
        statuses: {
          open: "Otvoren",
          paid: "Plaćen",
          overdue: "Dospio",
          credited: "Storniran",
        },
        kinds: { invoice: "Račun", credit_note: "Odobrenje" },
        oib: "OIB %{oib}",
        download_pdf: "PDF računa %{number}",
        download_xml: "XML (UBL) računa %{number}",
        exchange_refused: "Odbijen: %{reason}",
        exchange_pending: "Nije poslan",
        export: {
          title: "Izvoz za knjigovodstvo",
          from: "Od dana",
          to: "Do dana",
          csv: "CSV razdoblja",
          zip: "ZIP e-računa (UBL)",
        },
        order_link: "Računi narudžbe",
      },
      invoice_refusals: {
        actions: "Radnje",
        issue_again: "Izdaj ponovno",
        issued: "Izdan je račun %{number}.",
        still_refused: "Račun je i dalje odbijen: %{reasons}",
        nothing: "Za ovu narudžbu sada nije ništa za izdati.",
        none: "Nema odbijenih računa.",
        help: "Ovdje se pojavljuju narudžbe čiji račun nije izdan (npr. kupac bez OIB-a ili proizvod bez KPD šifre). Ispravite uzrok pa izdajte ponovno.",
      },
    },
  },
  en: {
    resources: {
      invoices: {
        name: "Invoice |||| Invoices",
        fields: {
          q: "Search",
          number: "Number",
          order_number: "Order",
          buyer_name: "Buyer",
          issued_at: "Issued",
          due_date: "Due",
          gross_cents: "Amount",
          payable_cents: "Outstanding",
          status: "Status",
          kind: "Kind",
          issued_from: "Issued from",
          issued_to: "Issued to",
          exchange_id: "E-invoice (intermediary)",
          files: "Files",
        },
      },
      "invoice-refusals": {
        name: "Refused invoice |||| Refused invoices",
        fields: {
          order_number: "Order",
          buyer_name: "Buyer",
          reasons: "Reasons",
          at: "Refused",
        },
      },
    },
    dukan: {
      invoices: {
        statuses: {
          open: "Open",
          paid: "Paid",
          overdue: "Overdue",
          credited: "Credited",
        },
        kinds: { invoice: "Invoice", credit_note: "Credit note" },
        oib: "OIB %{oib}",
        download_pdf: "PDF of invoice %{number}",
        download_xml: "XML (UBL) of invoice %{number}",
        exchange_refused: "Refused: %{reason}",
        exchange_pending: "Not sent",
        export: {
          title: "Export for the accountant",
          from: "From",
          to: "To",
          csv: "CSV of the period",
          zip: "ZIP of e-invoices (UBL)",
        },
        order_link: "The order's invoices",
      },
      invoice_refusals: {
        actions: "Actions",
        issue_again: "Issue again",
        issued: "Invoice %{number} issued.",
        still_refused: "The invoice is still refused: %{reasons}",
        nothing: "Nothing is due to be issued for this order now.",
        none: "No refused invoices.",
        help: "Orders whose invoice was not issued show here (e.g. a buyer without an OIB, a product without a KPD code). Fix the cause, then issue again.",
      },
    },
  },
};
