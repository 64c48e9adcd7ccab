import type { InvoiceDocument, InvoiceLine, InvoiceParty, InvoiceVatRate } from "./document.ts";

/**
 * The UBL 2.1 e-invoice (Fiskalizacija 2.0, eRačun) written from an issued invoice or credit note:
 * EN 16931 in the Croatian CIUS 2025 with its extensions. Sources for the Croatian choices are the
 * Porezna uprava's sample e-invoices (eRacun_PDV25.xml, Odobrenje.xml) and its Schematron
 * HR-CIUS-EXT-EN16931-UBL.sch (HR-BR-*); docs/invoices.md lists them. Only what the document holds
 * is written; empty elements are left out because HR-BR-33 refuses them.
 *
 * Not written: the signature (ext:UBLExtensions, added by whoever signs and sends it) and the
 * HRFISK20Data extension, which HR-BR-30 asks for only when lines are outside the VAT base (the
 * shop sells at 25, 13 and 5 % only).
 */
export function invoiceUbl(document: InvoiceDocument): string {
  const isCreditNote = document.kind === "credit_note";
  const root = isCreditNote ? "CreditNote" : "Invoice";
  const issued = issueDateAndTime(document.issuedAt);
  const currency = document.currency;
  const money = (name: string, cents: number) => leaf(name, euros(cents), { currencyID: currency });

  const children: XmlChild[] = [
    leaf("cbc:CustomizationID", hrCustomizationId),
    leaf("cbc:ProfileID", profileId(document)),
    leaf("cbc:ID", document.number),
    leaf("cbc:IssueDate", issued.date),
    leaf("cbc:IssueTime", issued.time),
    // UBL 2.1 has no DueDate on a credit note: EN 16931 puts BT-9 in PaymentMeans there.
    isCreditNote ? null : leaf("cbc:DueDate", document.dueDate),
    isCreditNote ? leaf("cbc:CreditNoteTypeCode", "381") : leaf("cbc:InvoiceTypeCode", "380"),
    ...document.notes.map((note) => leaf("cbc:Note", note)),
    leaf("cbc:DocumentCurrencyCode", currency),
    group("cac:OrderReference", [leaf("cbc:ID", document.orderNumber)]),
    document.credits &&
      group("cac:BillingReference", [
        group("cac:InvoiceDocumentReference", [
          leaf("cbc:ID", document.credits.number),
          leaf("cbc:IssueDate", issueDateAndTime(document.credits.issuedAt).date),
        ]),
      ]),
    group("cac:AccountingSupplierParty", [
      partyElement(document.seller, document.seller.legalNotice),
      // HR-BT-4 operator's label and HR-BT-5 operator's OIB (HR-BR-37, HR-BR-9). The shop issues
      // invoices without a cashier, so the seller's own OIB stands for the operator, as
      // Fiskalizacija 1.0 does for automated sales (unconfirmed for 2.0).
      group("cac:SellerContact", [
        leaf("cbc:ID", document.seller.oib),
        leaf("cbc:Name", webShopOperator),
      ]),
    ]),
    group("cac:AccountingCustomerParty", [partyElement(document.buyer, null)]),
    group("cac:Delivery", [leaf("cbc:ActualDeliveryDate", document.deliveryDate)]),
    group("cac:PaymentMeans", [
      leaf("cbc:PaymentMeansCode", document.payment.meansCode),
      isCreditNote ? leaf("cbc:PaymentDueDate", document.dueDate) : null,
      leaf("cbc:PaymentID", document.payment.reference),
      isCreditTransfer(document.payment.meansCode)
        ? group("cac:PayeeFinancialAccount", [leaf("cbc:ID", document.payment.iban)])
        : null,
    ]),
    // The CEN Schematron's BR-CO-25 looks for cbc:DueDate or payment terms only, so a credit note
    // also states its due date as terms.
    isCreditNote
      ? group("cac:PaymentTerms", [
          leaf("cbc:Note", `${dueLabel[document.language]} ${document.dueDate}`),
        ])
      : null,
    group("cac:TaxTotal", [
      money("cbc:TaxAmount", document.totals.vatCents),
      ...document.vatBreakdown.map((row) =>
        group("cac:TaxSubtotal", [
          money("cbc:TaxableAmount", row.taxableCents),
          money("cbc:TaxAmount", row.vatCents),
          taxCategory("cac:TaxCategory", row.rate, false),
        ]),
      ),
    ]),
    group("cac:LegalMonetaryTotal", [
      money("cbc:LineExtensionAmount", document.totals.linesNetCents),
      money("cbc:TaxExclusiveAmount", document.totals.linesNetCents),
      money("cbc:TaxInclusiveAmount", document.totals.grossCents),
      money("cbc:PrepaidAmount", document.totals.paidCents),
      document.totals.roundingCents
        ? money("cbc:PayableRoundingAmount", document.totals.roundingCents)
        : null,
      money("cbc:PayableAmount", document.totals.payableCents),
    ]),
    ...document.lines.map((line) => lineElement(line, isCreditNote, document)),
  ];

  const namespaces = {
    xmlns: `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`,
    "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
    "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(group(root, children, namespaces), 0)}\n`;
}

/** BT-24, fixed by HR-BR-5. */
export const hrCustomizationId =
  "urn:cen.eu:en16931:2017#compliant#urn:mfin.gov.hr:cius-2025:1.0#conformant#urn:mfin.gov.hr:ext-2025:1.0";

/** HR-BT-4 for invoices the shop issues on its own (no cashier); see SellerContact. */
export const webShopOperator = "WEB";

/** The date and the local time (hh:mm:ss, HR-BR-2) of an ISO 8601 timestamp with its offset. */
export function issueDateAndTime(issuedAt: string): { date: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.exec(
    issuedAt,
  );
  if (!match?.[1] || !match[2]) throw new Error(`not an ISO 8601 timestamp: ${issuedAt}`);
  return { date: match[1], time: match[2] };
}

/**
 * BT-23, the business process (HR-TB-1): P9 for a credit note (as the Porezna uprava's sample
 * Odobrenje.xml); P6 "payment before delivery, on an order" for an order paid in full when
 * invoiced; P3 "invoicing a delivery against a standalone order" otherwise. P1 is for orders
 * under a contract, which the shop does not have. Our reading of the table, unconfirmed.
 */
function profileId(document: InvoiceDocument): "P3" | "P6" | "P9" {
  if (document.kind === "credit_note") return "P9";
  return document.totals.payableCents === 0 && document.totals.paidCents > 0 ? "P6" : "P3";
}

/** UNCL 4461 codes after which EN 16931 (BR-61) wants the payee's account. */
function isCreditTransfer(meansCode: InvoiceDocument["payment"]["meansCode"]): boolean {
  return meansCode === "30" || meansCode === "58";
}

function partyElement(party: InvoiceParty, legalNotice: string | null): XmlNode | null {
  return group("cac:Party", [
    // BT-34/BT-49: the OIB under the Croatian scheme 9934; a person without an OIB is reached by
    // e-mail (EAS "EM"), which an eRačun never needs since persons are fiscalised, not e-invoiced.
    party.oib
      ? leaf("cbc:EndpointID", party.oib, { schemeID: "9934" })
      : leaf("cbc:EndpointID", party.email, { schemeID: "EM" }),
    group("cac:PostalAddress", [
      leaf("cbc:StreetName", party.street),
      leaf("cbc:CityName", party.place),
      leaf("cbc:PostalZone", party.zip),
      group("cac:Country", [leaf("cbc:IdentificationCode", party.country)]),
    ]),
    party.oib
      ? group("cac:PartyTaxScheme", [
          leaf("cbc:CompanyID", `${party.country}${party.oib}`),
          group("cac:TaxScheme", [leaf("cbc:ID", "VAT")]),
        ])
      : null,
    group("cac:PartyLegalEntity", [
      leaf("cbc:RegistrationName", party.name),
      // BT-33, as the Porezna uprava's samples carry court, capital and board.
      legalNotice === null ? null : leaf("cbc:CompanyLegalForm", legalNotice),
    ]),
    group("cac:Contact", [leaf("cbc:ElectronicMail", party.email)]),
  ]);
}

function lineElement(line: InvoiceLine, isCreditNote: boolean, document: InvoiceDocument) {
  const money = (name: string, cents: number) =>
    leaf(name, euros(cents), { currencyID: document.currency });
  return group(isCreditNote ? "cac:CreditNoteLine" : "cac:InvoiceLine", [
    leaf("cbc:ID", String(line.position)),
    leaf(isCreditNote ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", String(line.quantity), {
      unitCode: line.unitCode,
    }),
    money("cbc:LineExtensionAmount", line.netCents),
    // The rebate as a line allowance (BG-27) on the list price, so the net price stays the list
    // price and the rebate is exact in cents rather than hidden in a rounded unit price.
    line.rebateNetCents > 0
      ? group("cac:AllowanceCharge", [
          leaf("cbc:ChargeIndicator", "false"),
          leaf("cbc:AllowanceChargeReasonCode", "95"),
          leaf("cbc:AllowanceChargeReason", rebateReason[document.language]),
          leaf("cbc:MultiplierFactorNumeric", String(line.rebatePercent)),
          money("cbc:Amount", line.rebateNetCents),
          money("cbc:BaseAmount", lineListCents(line)),
        ])
      : null,
    group("cac:Item", [
      leaf("cbc:Name", line.name),
      group("cac:SellersItemIdentification", [leaf("cbc:ID", line.itemCode)]),
      // KPD 2025 under listID "CG" (HR-BR-25).
      group("cac:CommodityClassification", [
        leaf("cbc:ItemClassificationCode", line.kpdCode, { listID: "CG" }),
      ]),
      taxCategory("cac:ClassifiedTaxCategory", line.vatRate, true),
    ]),
    group("cac:Price", [
      leaf("cbc:PriceAmount", unitPrice(line.listUnitNetCents), { currencyID: document.currency }),
    ]),
  ]);
}

const rebateReason = { hr: "Rabat", en: "Rebate" } as const;
const dueLabel = { hr: "Dospijeće:", en: "Due:" } as const;

/** The line before its rebate: quantity × list price, in whole cents. */
export function lineListCents(line: InvoiceLine): number {
  return Math.round(line.quantity * line.listUnitNetCents);
}

function taxCategory(name: string, rate: InvoiceVatRate, withHrName: boolean): XmlNode | null {
  return group(name, [
    leaf("cbc:ID", "S"),
    // HR-BT-12, the Croatian VAT label of a line (HR-TB-2: HR:PDV25, HR:PDV13, HR:PDV5).
    withHrName ? leaf("cbc:Name", `HR:PDV${rate}`) : null,
    leaf("cbc:Percent", String(rate)),
    group("cac:TaxScheme", [leaf("cbc:ID", "VAT")]),
  ]);
}

/** Cents as euros with two decimals. */
function euros(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * A unit price may carry fractions of a cent (a person's gross price divided back): up to six
 * decimals as the Porezna uprava's samples, at least two. Six keep quantity × price within a cent
 * of the line for any plausible quantity.
 */
function unitPrice(cents: number): string {
  const fixed = (cents / 100).toFixed(6);
  return fixed.replace(/(\.\d\d\d*?)0+$/, "$1");
}

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  content: string | XmlNode[];
}
type XmlChild = XmlNode | null | false | undefined;

/** A text element; null (left out) when the text is empty. */
function leaf(name: string, text: string, attributes: Record<string, string> = {}): XmlNode | null {
  return text === "" ? null : { name, attributes, content: text };
}

function group(
  name: string,
  children: XmlChild[],
  attributes: Record<string, string> = {},
): XmlNode | null {
  const content = children.filter((child): child is XmlNode => Boolean(child));
  return content.length === 0 ? null : { name, attributes, content };
}

function render(node: XmlNode | null, depth: number): string {
  if (!node) return "";
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.content === "string") {
    return `${indent}<${node.name}${attributes}>${escapeXml(node.content)}</${node.name}>`;
  }
  const inner = node.content.map((child) => render(child, depth + 1)).join("\n");
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
