// Issuing invoices and credit notes (docs/invoices.md). An order marked due (orders/invoicing.ts)
// is taken in one transaction: its row locked, what is due decided, the document checked, a number
// taken from the counter, the person's invoice fiscalised, the PDF and the UBL written, the row
// stored, the mail queued and the mark cleared. A refusal (no OIB, no KPD code, an unknown VAT rate)
// is decided before the number is taken, so it leaves no gap; it is kept for the staff instead.

import { shopPage } from "../mail/shop-pages.ts";
import type { Language } from "@dukan/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { composeMail } from "../mail/templates.ts";
import { formatMoney } from "../locales/formats.ts";
import { invoiceIssuingTexts } from "../locales/invoice-issuing.ts";
import {
  clearInvoiceDue,
  type InvoicedOrder,
  lockOrderToInvoice,
  ordersDueForInvoice,
} from "../orders/invoicing.ts";
import type { Queryable } from "../orders/queryable.ts";
import { paymentSlipBarcodePng } from "../payment-slips/barcode.ts";
import { orderPaymentSlip } from "../payment-slips/order-slip.ts";
import type { InvoicingSettings } from "../settings/defaults.ts";
import type { SettingsStore } from "../settings/store.ts";
import type { EInvoiceExchange, Fiscalisation } from "./adapters.ts";
import {
  composeInvoice,
  invoiceRefusals,
  type InvoiceRefusalReason,
  refusalText,
  type SellerSettings,
} from "./compose.ts";
import type { InvoiceDocument, InvoiceKind } from "./document.ts";
import { brokenInvoiceRules } from "./invoice-rules.ts";
import { renderInvoicePdf } from "./pdf.ts";
import { invoiceNumberCounters, invoiceRefusals as refusalsTable, invoices } from "./schema.ts";
import { invoiceUbl } from "./ubl.ts";
import { type Logger, silentLogger } from "../observability/index.ts";

export interface InvoiceIssuingDeps {
  settings: SettingsStore;
  /** The catalogue's KPD codes of products (catalogue module), in the caller's transaction. */
  kpdCodesOf: (db: Queryable, productIds: number[]) => Promise<Map<number, string | null>>;
  fiscalisation: Fiscalisation;
  exchange: EInvoiceExchange;
  now?: () => Date;
  onMailQueued?: () => void;
  /**
   * The storefront's public address (`SITE_URL`): the mail links "My invoices" on it, in the
   * document's language. Without it the mail only names the page.
   */
  siteUrl?: string;
  /** The job's failures per order (lines with `module: "invoices"`). */
  log?: Logger;
}

export type IssueOutcome =
  { issued: InvoiceKind; id: number; number: string } | { refused: string[] } | { nothing: true };

/** Orders the job takes per round (the next round goes on). */
const ORDERS_PER_ROUND = 50;

/**
 * Whether an order that is neither cancelled nor refunded is due for its invoice now. An order on
 * account gets it when shipped or handed over, whatever the setting: that invoice is what the
 * company pays, within its terms.
 */
export function dueForInvoice(order: InvoicedOrder, invoicing: InvoicingSettings): boolean {
  if (order.paymentMethod === "on_account") return shippedOrLater(order);
  if (order.paymentStatus === "paid") return !invoicing.issueOnShipment || shippedOrLater(order);
  return invoicing.issueOnShipment && shippedOrLater(order);
}

const shippedOrLater = (order: InvoicedOrder) =>
  order.status === "shipped" || order.status === "ready_for_pickup" || order.status === "completed";

/** The customer's invoices on the storefront, in their language: `https://…/my-invoices`, `https://…/en/my-invoices`. */
const myInvoicesPage = (siteUrl: string, language: Language) =>
  shopPage(siteUrl, language, "/my-invoices");

const zagrebYear = (at: Date) =>
  Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Zagreb", year: "numeric" }).format(at));

export function invoiceIssuing(db: Db, deps: InvoiceIssuingDeps) {
  const now = deps.now ?? (() => new Date());
  const log = (deps.log ?? silentLogger).child({ module: "invoices" });

  async function sellerSettings(): Promise<SellerSettings> {
    const all = await deps.settings.all();
    return {
      company: all.company,
      payee: all.payee,
      contact: all.contact,
      invoicing: all.invoicing,
      deliveryVatRate: all.checkout.deliveryVatRate,
      shopName: all.shop.name,
    };
  }

  /** The next number of the year on the settings' premises and device, locked until the transaction ends. */
  async function takeNumber(tx: Queryable, year: number, invoicing: InvoicingSettings) {
    const [row] = await tx
      .insert(invoiceNumberCounters)
      .values({ year, premises: invoicing.premises, device: invoicing.device, last: 1 })
      .onConflictDoUpdate({
        target: [
          invoiceNumberCounters.year,
          invoiceNumberCounters.premises,
          invoiceNumberCounters.device,
        ],
        set: { last: sql`${invoiceNumberCounters.last} + 1` },
      })
      .returning({ last: invoiceNumberCounters.last });
    return `${row?.last ?? 1}/${invoicing.premises}/${invoicing.device}`;
  }

  async function write(
    tx: Queryable,
    order: InvoicedOrder,
    document: InvoiceDocument,
    seller: SellerSettings,
    creditsInvoiceId: number | null,
    year: number,
  ) {
    if (document.buyer.type === "person")
      document.fiscal = await deps.fiscalisation.fiscalise(document);
    const slip =
      document.kind === "invoice" &&
      document.totals.payableCents > 0 &&
      (order.paymentMethod === "bank_transfer" || order.paymentMethod === "on_account")
        ? await paymentSlipBarcodePng(
            orderPaymentSlip({ ...order, amountCents: document.totals.payableCents }, seller.payee),
          )
        : null;
    const pdf = await renderInvoicePdf(document, slip);
    const ubl = document.buyer.type === "company" ? invoiceUbl(document) : null;
    const [row] = await tx
      .insert(invoices)
      .values({
        kind: document.kind,
        year,
        number: document.number,
        orderNumber: order.number,
        orderId: order.id,
        userId: order.userId,
        creditsInvoiceId,
        creditsNumber: document.credits?.number ?? null,
        issuedAt: new Date(document.issuedAt),
        dueDate: document.dueDate,
        grossCents: document.totals.grossCents,
        payableCents: document.totals.payableCents,
        document,
        pdf,
        ubl,
      })
      .returning({ id: invoices.id });
    const texts = invoiceIssuingTexts[document.language];
    const subject = `${texts.mailSubject(document.kind, document.number)} – ${seller.shopName}`;
    const mail = composeMail({
      language: document.language,
      subject,
      name: order.buyerName,
      before: [
        texts.mailIntro(document.kind, order.number),
        // The document's total as its PDF ends it: with the rounding amount, what the order charged.
        `${document.number} · ${formatMoney(document.totals.grossCents + (document.totals.roundingCents ?? 0), document.language)}`,
      ],
      actions:
        deps.siteUrl === undefined
          ? []
          : [{ label: texts.myInvoices, link: myInvoicesPage(deps.siteUrl, document.language) }],
      after: [],
    });
    await enqueueMail(tx, {
      ...mail,
      to: order.buyerEmail,
      about: `order:${order.id}`,
      attachments: [
        {
          filename: `${document.kind === "invoice" ? "racun" : "odobrenje"}-${document.number.replaceAll("/", "-")}.pdf`,
          contentType: "application/pdf",
          content: pdf,
        },
      ],
    });
    return { id: row?.id ?? 0, ubl };
  }

  /**
   * Issues what is due for one order (an invoice, or a credit note once an invoiced order is
   * cancelled or refunded), or records why not; clears the order's mark either way.
   */
  async function issueFor(orderId: number): Promise<IssueOutcome> {
    const seller = await sellerSettings();
    const issuedAt = now();
    const year = zagrebYear(issuedAt);
    let toSend: { document: InvoiceDocument; ubl: string; id: number } | null = null;
    const outcome = await db.transaction(async (tx): Promise<IssueOutcome> => {
      const found = await lockOrderToInvoice(tx, orderId);
      if (!found) return { nothing: true };
      const { order } = found;
      const [invoice] = await tx
        .select({ id: invoices.id, number: invoices.number, document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
      const creditsDue = order.status === "cancelled" || order.paymentStatus === "refunded";
      const kind: InvoiceKind | null = creditsDue
        ? invoice && !(await hasCreditNote(tx, invoice.id))
          ? "credit_note"
          : null
        : !invoice && dueForInvoice(order, seller.invoicing)
          ? "invoice"
          : null;
      if (kind === null) {
        await clearInvoiceDue(tx, orderId);
        return { nothing: true };
      }
      const withdrawn = new Set(found.withdrawnLineIds);
      const partial =
        kind === "credit_note" &&
        order.status !== "cancelled" &&
        withdrawn.size > 0 &&
        withdrawn.size < found.lines.length;
      const lines = partial ? found.lines.filter((line) => withdrawn.has(line.id)) : found.lines;
      const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
      const kpdCodes = await deps.kpdCodesOf(tx, productIds);
      const reasons: InvoiceRefusalReason[] = invoiceRefusals({
        order,
        lines,
        kpdCodes,
        deliveryVatRate: seller.deliveryVatRate,
      });
      const compose = (number: string) =>
        composeInvoice({
          kind,
          order,
          lines,
          withCharges: !partial,
          kpdCodes,
          seller,
          number,
          issuedAt,
          credits: invoice ? { number: invoice.number, issuedAt: invoice.document.issuedAt } : null,
          // An invoice is paid once the order is, and counts what an unpaid order received so far
          // (what is still open is its amount to pay and its slip's, as the order's own slip asks:
          // orders/view.ts `slipAmountCents`); a credit note's money is back once it is refunded.
          paid:
            order.paymentStatus === (kind === "invoice" ? "paid" : "refunded")
              ? "all"
              : kind === "invoice"
                ? { receivedCents: found.receivedCents }
                : "nothing",
          reason:
            order.status === "cancelled"
              ? "cancellation"
              : withdrawn.size > 0
                ? "withdrawal"
                : "refund",
        });
      const draft =
        reasons.length === 0
          ? compose(`0/${seller.invoicing.premises}/${seller.invoicing.device}`)
          : null;
      const refused = [
        ...reasons.map((reason) => refusalText(reason, "hr")),
        ...(draft
          ? brokenInvoiceRules(draft).map((broken) => `${broken.rule}: ${broken.message}`)
          : []),
        // A credit note never credits more than its invoice came to.
        ...(draft && invoice && draft.totals.grossCents > invoice.document.totals.grossCents
          ? [creditTooLarge(draft.totals.grossCents, invoice.document.totals.grossCents)]
          : []),
        // VAT per rate against the order's per line differs by at most half a cent a line.
        ...(draft && Math.abs(draft.totals.roundingCents ?? 0) > draft.lines.length
          ? [notTheOrdersTotal(draft)]
          : []),
      ];
      if (refused.length > 0) {
        await tx
          .insert(refusalsTable)
          .values({ orderId, reasons: refused, at: issuedAt })
          .onConflictDoUpdate({
            target: refusalsTable.orderId,
            set: { reasons: refused, at: issuedAt },
          });
        await clearInvoiceDue(tx, orderId);
        return { refused };
      }
      const document = compose(await takeNumber(tx, year, seller.invoicing));
      const written = await write(tx, order, document, seller, invoice?.id ?? null, year);
      await tx.delete(refusalsTable).where(eq(refusalsTable.orderId, orderId));
      await clearInvoiceDue(tx, orderId);
      if (written.ubl !== null) toSend = { document, ubl: written.ubl, id: written.id };
      return { issued: kind, id: written.id, number: document.number };
    });
    if ("issued" in outcome) deps.onMailQueued?.();
    if (toSend) await send(toSend);
    return outcome;
  }

  /** Sends a company's e-invoice through the intermediary, after the issuing committed; its answer kept for the staff. */
  async function send(issued: { document: InvoiceDocument; ubl: string; id: number }) {
    const answer = await deps.exchange
      .send(issued.document, issued.ubl)
      .catch((error: unknown) => ({
        sent: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
    await db
      .update(invoices)
      .set(
        answer.sent
          ? { exchangeId: answer.id, exchangeError: null }
          : { exchangeId: null, exchangeError: answer.reason },
      )
      .where(eq(invoices.id, issued.id));
  }

  return {
    issueFor,
    /** One round of the job: every order marked due, oldest first, each in its own transaction. */
    async round(): Promise<IssueOutcome[]> {
      const due = await ordersDueForInvoice(db, ORDERS_PER_ROUND);
      const outcomes: IssueOutcome[] = [];
      for (const orderId of due) {
        try {
          outcomes.push(await issueFor(orderId));
        } catch (error) {
          log.error(`order ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      return outcomes;
    },
  };
}

/** The staff's reason for a credit note larger than its invoice (in Croatian, as every refusal is kept). */
function creditTooLarge(credit: number, invoiced: number): string {
  return `Odobrenje (${formatMoney(credit, "hr")}) veće je od računa (${formatMoney(invoiced, "hr")}).`;
}

/** The staff's reason for a document whose total is not what the order charged, beyond rounding. */
function notTheOrdersTotal(draft: InvoiceDocument): string {
  const { grossCents, roundingCents = 0 } = draft.totals;
  return `Iznos dokumenta (${formatMoney(grossCents, "hr")}) nije iznos narudžbe (${formatMoney(grossCents + roundingCents, "hr")}).`;
}

async function hasCreditNote(tx: Queryable, invoiceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoiceId), eq(invoices.kind, "credit_note")));
  return row !== undefined;
}

export type InvoiceIssuing = ReturnType<typeof invoiceIssuing>;
