// An order's invoice or credit note as a document (document.ts), from the order as it was sold,
// the products' KPD codes and the seller's settings. Pure: the issuing transaction gives it all it
// reads, so the figures can be checked here without a database.

import type { Language } from "@dukan/contract";
import { formatDate, formatMoney } from "../locales/formats.ts";
import { invoiceIssuingTexts } from "../locales/invoice-issuing.ts";
import type { InvoicedOrder, InvoicedOrderLine } from "../orders/invoicing.ts";
import { lineAmounts } from "../pricing/lines.ts";
import type {
  CompanySettings,
  ContactSettings,
  InvoicingSettings,
  PayeeSettings,
} from "../settings/defaults.ts";
import {
  type InvoiceBuyer,
  type InvoiceDocument,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceSeller,
  type InvoiceVatRate,
  invoiceVatRates,
  type VatBreakdownRow,
} from "./document.ts";
import { paymentOf } from "./payment-means.ts";

/** Delivery by the delivery service: KPD 2025 53.20.11, courier services (docs/invoices.md). */
export const DELIVERY_KPD_CODE = "53.20.11";
/** Financial services' fees (the instalment surcharge), KPD 2025 66.19.99. */
export const CARD_SURCHARGE_KPD_CODE = "66.19.99";

export interface SellerSettings {
  company: CompanySettings;
  payee: PayeeSettings;
  contact: ContactSettings;
  invoicing: InvoicingSettings;
  /** The checkout's VAT rate of the delivery fee and the instalment surcharge. */
  deliveryVatRate: number;
  /** Signs the mail that sends it. */
  shopName: string;
}

/**
 * Why a credit note is issued: goods returned on withdrawal, an order cancelled, or a payment the
 * staff refunded without either (a goodwill refund, a complaint settled).
 */
export type CreditReason = "withdrawal" | "cancellation" | "refund";

export interface ComposeInput {
  kind: InvoiceKind;
  order: InvoicedOrder;
  /** The lines to invoice or credit (a credit note for a withdrawal: only the withdrawn ones). */
  lines: InvoicedOrderLine[];
  /** Whether the delivery fee and the card surcharge are on it (an invoice: yes; a partial credit: no). */
  withCharges: boolean;
  kpdCodes: ReadonlyMap<number, string | null>;
  seller: SellerSettings;
  number: string;
  issuedAt: Date;
  /** A credit note's invoice. */
  credits: { number: string; issuedAt: string } | null;
  /**
   * What was settled when issued: an invoice's payment, a credit note's refund — all, nothing, or
   * what an unpaid order had received by then (part of a bank transfer), which the invoice counts
   * as paid (BT-113) and does not ask again: its amount to pay and its slip are what is still open.
   */
  paid: "all" | "nothing" | { receivedCents: number };
  /** Why a credit note is issued. */
  reason?: CreditReason;
}

/** Why a document cannot be issued, each as the staff read it (checked before a number is taken). */
export type InvoiceRefusalReason =
  | { code: "buyer_oib_missing" }
  | { code: "kpd_code_missing"; itemCode: string }
  | { code: "vat_rate_unknown"; itemCode: string; rate: number };

const isKnownRate = (rate: number): rate is InvoiceVatRate =>
  (invoiceVatRates as readonly number[]).includes(rate);

/** What refuses an order's invoice: a company without an OIB, a line without a KPD code or with an unknown VAT rate. */
export function invoiceRefusals(input: {
  order: InvoicedOrder;
  lines: readonly InvoicedOrderLine[];
  kpdCodes: ReadonlyMap<number, string | null>;
  deliveryVatRate: number;
}): InvoiceRefusalReason[] {
  const reasons: InvoiceRefusalReason[] = [];
  const { order } = input;
  if (order.buyerType === "company" && !order.companyOib)
    reasons.push({ code: "buyer_oib_missing" });
  for (const line of input.lines) {
    const kpd = line.productId === null ? null : (input.kpdCodes.get(line.productId) ?? null);
    if (!kpd) reasons.push({ code: "kpd_code_missing", itemCode: line.itemCode });
    if (!isKnownRate(line.vatRate))
      reasons.push({ code: "vat_rate_unknown", itemCode: line.itemCode, rate: line.vatRate });
  }
  if (
    (order.deliveryFeeCents > 0 || order.cardSurchargeCents > 0) &&
    !isKnownRate(input.deliveryVatRate)
  )
    reasons.push({ code: "vat_rate_unknown", itemCode: "—", rate: input.deliveryVatRate });
  return reasons;
}

/** A reason as one line of text for the staff, in their language. */
export function refusalText(reason: InvoiceRefusalReason, language: Language): string {
  const hr = language === "hr";
  switch (reason.code) {
    case "buyer_oib_missing":
      return hr ? "Kupac (pravna osoba) nema OIB." : "The buyer (a legal entity) has no OIB.";
    case "kpd_code_missing":
      return hr
        ? `Proizvod ${reason.itemCode} nema KPD šifru.`
        : `Product ${reason.itemCode} has no KPD code.`;
    case "vat_rate_unknown":
      return hr
        ? `Stopa PDV-a ${reason.rate} % (${reason.itemCode}) nije poznata pravilima računa.`
        : `The VAT rate ${reason.rate} % (${reason.itemCode}) is not one the invoice rules know.`;
  }
}

const ZONE = "Europe/Zagreb";
const isoDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(at);
const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** `2026-11-28T21:03:04+01:00`: the moment on the shop's clock, with its offset. */
export function zagrebMoment(at: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const offset = part("timeZoneName").replace("GMT", "") || "+00:00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}${offset}`;
}

/** "10000 Zagreb" → zip and place; a place without a leading postal code keeps it whole. */
function zipAndPlace(text: string | null): { zip: string; place: string } {
  const value = (text ?? "").trim();
  const match = /^(\d{5})\s+(.+)$/.exec(value);
  return match ? { zip: match[1] ?? "", place: match[2] ?? "" } : { zip: "", place: value };
}

/**
 * The seller, with the footer's company-law notice in the document's language: what Zakon o
 * trgovačkim društvima čl. 21 asks of a company's business papers — the seat, the court and its
 * registration number, the share capital and whether it is paid in full, the management board.
 */
function sellerOf(settings: SellerSettings, language: Language): InvoiceSeller {
  const { company, payee, contact } = settings;
  const texts = invoiceIssuingTexts[language];
  const { zip, place } = zipAndPlace(payee.place);
  const notice = [
    company.legalName,
    company.seat,
    `${company.registryCourt}, MBS ${company.registryNumber}`,
    `OIB ${company.oib}`,
    texts.shareCapital(
      formatMoney(company.shareCapitalCents, language),
      company.shareCapitalPaidInFull,
    ),
    texts.board(company.managementBoard.join(", ")),
  ].join(" · ");
  return {
    name: company.legalName,
    oib: company.oib,
    street: payee.street,
    zip,
    place,
    country: "HR",
    email: contact.email,
    iban: payee.iban,
    bankName: company.bankName,
    legalNotice: notice,
  };
}

function buyerOf(order: InvoicedOrder): InvoiceBuyer {
  if (order.buyerType === "company") {
    const { zip, place } = zipAndPlace(order.companyPlace);
    return {
      type: "company",
      name: order.companyName ?? order.buyerName,
      oib: order.companyOib,
      street: order.companyAddress ?? "",
      zip,
      place,
      country: "HR",
      email: order.buyerEmail,
    };
  }
  const { zip, place } = zipAndPlace(order.deliveryPlace);
  return {
    type: "person",
    name: order.buyerName,
    oib: null,
    street: order.deliveryAddress ?? "",
    zip: order.deliveryZip ?? zip,
    place,
    country: "HR",
    email: order.buyerEmail,
  };
}

/** A charge's amount without VAT: the order keeps it with VAT for a person. */
const netOf = (cents: number, order: InvoicedOrder, rate: number) =>
  order.pricesIncludeVat ? Math.round((cents * 100) / (100 + rate)) : cents;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function goodsLine(
  line: InvoicedOrderLine,
  position: number,
  language: Language,
  kpdCodes: ReadonlyMap<number, string | null>,
): InvoiceLine {
  const unitNet = line.netCents / line.quantity;
  const listUnitNet =
    line.rebatePercent > 0 ? round4(unitNet / (1 - line.rebatePercent / 100)) : round4(unitNet);
  const listNet = Math.round(listUnitNet * line.quantity);
  return {
    position,
    itemCode: line.itemCode,
    name: language === "en" ? line.nameEn : line.nameHr,
    kpdCode: (line.productId === null ? null : kpdCodes.get(line.productId)) ?? "",
    quantity: line.quantity,
    listUnitNetCents: listUnitNet,
    rebatePercent: line.rebatePercent,
    rebateNetCents: line.rebatePercent > 0 ? Math.max(0, listNet - line.netCents) : 0,
    netCents: line.netCents,
    vatRate: line.vatRate as InvoiceVatRate,
    unitCode: "H87",
  };
}

function serviceLine(
  position: number,
  itemCode: string,
  name: string,
  kpdCode: string,
  netCents: number,
  rate: number,
): InvoiceLine {
  return {
    position,
    itemCode,
    name,
    kpdCode,
    quantity: 1,
    listUnitNetCents: netCents,
    rebatePercent: 0,
    rebateNetCents: 0,
    netCents,
    vatRate: rate as InvoiceVatRate,
    unitCode: "C62",
  };
}

/** The VAT breakdown: per rate, the lines' net sum and its VAT rounded once (EN 16931 BR-S-08, BR-S-09). */
export function vatBreakdownOf(lines: readonly InvoiceLine[]): VatBreakdownRow[] {
  const taxable = new Map<InvoiceVatRate, number>();
  for (const line of lines)
    taxable.set(line.vatRate, (taxable.get(line.vatRate) ?? 0) + line.netCents);
  return [...taxable]
    .sort(([a], [b]) => b - a)
    .map(([rate, cents]) => ({
      rate,
      taxableCents: cents,
      vatCents: Math.round((cents * rate) / 100),
    }));
}

/** The document of an invoice or a credit note (call `invoiceRefusals` first: this assumes none). */
export function composeInvoice(input: ComposeInput): InvoiceDocument {
  const { order, seller } = input;
  const language: Language = order.language;
  const texts = invoiceIssuingTexts[language];
  // The card surcharge is in the order's line amounts (pricing/checkout-totals.ts): the goods are
  // invoiced at their price and the surcharge on a line of its own, per VAT rate of the goods.
  const surcharged = input.withCharges && order.cardSurchargeCents > 0;
  const goodsNet = (line: InvoicedOrderLine) =>
    surcharged
      ? lineAmounts(line.unitPriceCents, line.quantity, line.vatRate, order.pricesIncludeVat).net
      : line.netCents;
  const lines = input.lines.map((line, i) =>
    goodsLine({ ...line, netCents: goodsNet(line) }, i + 1, language, input.kpdCodes),
  );
  const rate = seller.deliveryVatRate;
  if (input.withCharges && order.deliveryFeeCents > 0)
    lines.push(
      serviceLine(
        lines.length + 1,
        "DOSTAVA",
        texts.delivery,
        DELIVERY_KPD_CODE,
        netOf(order.deliveryFeeCents, order, rate),
        rate,
      ),
    );
  if (surcharged) {
    const surchargeByRate = new Map<number, number>();
    for (const line of input.lines)
      surchargeByRate.set(
        line.vatRate,
        (surchargeByRate.get(line.vatRate) ?? 0) + line.netCents - goodsNet(line),
      );
    for (const [vatRate, net] of surchargeByRate)
      if (net > 0)
        lines.push(
          serviceLine(
            lines.length + 1,
            "NAKNADA",
            texts.cardSurcharge,
            CARD_SURCHARGE_KPD_CODE,
            net,
            vatRate,
          ),
        );
  }
  const vatBreakdown = vatBreakdownOf(lines);
  const linesNetCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = vatBreakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const grossCents = linesNetCents + vatCents;
  // What the buyer was charged for what this document covers. VAT per rate on the sum (EN 16931)
  // may differ by a cent or so from the order's, rounded per line: the rounding amount (BT-114)
  // makes the amount payable what the order charged.
  const chargedCents = input.withCharges
    ? order.totalCents
    : input.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const paidCents =
    input.paid === "all"
      ? chargedCents
      : input.paid === "nothing"
        ? 0
        : Math.min(Math.max(input.paid.receivedCents, 0), chargedCents);
  const issueDay = isoDay(input.issuedAt);
  // An order on account is due after the company's own terms (kept on the order when placed).
  const dueDate =
    paidCents >= chargedCents
      ? issueDay
      : addDays(issueDay, order.paymentDays ?? seller.invoicing.paymentDays);
  const notes = [
    input.kind === "invoice" ? texts.issuedElectronically : texts.creditNoteElectronically,
    texts.placeOfIssue(seller.invoicing.placeOfIssue),
    texts.operator("web"),
  ];
  if (input.kind === "credit_note") notes.push(texts[input.reason ?? "cancellation"]);
  else if (paidCents >= chargedCents) notes.push(texts.paidInFull);
  else notes.push(texts.payBy(formatDate(new Date(`${dueDate}T12:00:00Z`), language)));
  return {
    kind: input.kind,
    number: input.number,
    issuedAt: zagrebMoment(input.issuedAt),
    deliveryDate: issueDay,
    dueDate,
    language,
    currency: "EUR",
    orderNumber: order.number,
    seller: sellerOf(seller, language),
    buyer: buyerOf(order),
    lines,
    vatBreakdown,
    totals: {
      linesNetCents,
      vatCents,
      grossCents,
      roundingCents: chargedCents - grossCents,
      paidCents,
      payableCents: chargedCents - paidCents,
    },
    payment: paymentOf(order, seller.payee.iban),
    notes,
    credits: input.credits,
    fiscal: null,
  };
}
