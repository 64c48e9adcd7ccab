import type { Language, PaymentSlip as Slip } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { island } from "../lib/island.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { orderPath } from "../lib/orders.ts";
import { format, type Messages } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";

/** The copy buttons wake with the visitor (lib/island.tsx); without JavaScript the values stay plain, selectable text. */
const CopyButton = island(() => import("./CopyButton.tsx").then((m) => m.CopyButton));

/** An IBAN in groups of four, as it is printed: `HR12 1001 0051 8630 0016 0`. */
export function groupedIban(iban: string): string {
  return iban.replace(/\s+/g, "").replace(/(.{4})(?=.)/g, "$1 ");
}

/** The amount as a banking app takes it: no currency and no grouping (`1234,56`, `1234.56`). */
export function plainAmount(cents: number, language: Language): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${whole}${language === "hr" ? "," : "."}${rest}`;
}

/**
 * Where the page's barcode picture is: the order's slip barcode in the page's language
 * (routes/payment-slip-barcode.ts), drawn by the back end when the browser asks for it and kept
 * by the browser while it stays the same; inline, its 7.7 KB were in the page twice (a `data:`
 * address and the page's data).
 */
export function barcodeSource(language: Language, orderNumber: string): string {
  return `${orderPath(language, orderNumber)}/payment-slip.svg`;
}

/**
 * What the slip says above its form and what its amount box is called: for an order partly paid,
 * what arrived and that the slip asks for the rest ("Preostaje za platiti"), no deadline (the
 * back end answers none: such an order is not cancelled by the clock); otherwise the day to pay by.
 */
export function slipNotice(
  slip: Pick<Slip, "amount_cents" | "received_cents" | "hold_days">,
  payBy: string | null,
  language: Language,
  t: Messages["orders"]["slip"],
): { notice: string | null; amountLabel: string } {
  if (slip.received_cents > 0)
    return {
      notice: format(t.partlyPaid, {
        received: formatPrice(slip.received_cents, language),
        amount: formatPrice(slip.amount_cents, language),
      }),
      amountLabel: t.outstanding,
    };
  return {
    notice: payBy ? format(plural(language, slip.hold_days, t.payBy), { date: payBy }) : null,
    amountLabel: t.amount,
  };
}

/**
 * A HUB-3 payment slip (DESIGN.md §4) laid out as the printed form: payer and payee on the left
 * with the PDF417 barcode banking apps scan, currency and amount, the payee's IBAN, model and
 * reference, purpose code and description on the right. IBAN, reference and amount can be copied.
 */
export function PaymentSlip({
  slip,
  orderNumber,
  payBy,
  headingLevel = 2,
}: {
  slip: Slip;
  orderNumber: string;
  /** The day to pay by, written in the page's language (`OrderDates.payBy`). */
  payBy: string | null;
  headingLevel?: 2 | 3;
}) {
  const language = useLanguage();
  const t = useMessages().orders.slip;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const amount = formatPrice(slip.amount_cents, language);
  const iban = groupedIban(slip.iban);
  const { notice, amountLabel } = slipNotice(slip, payBy, language, t);
  return (
    <section className="payment-slip" aria-labelledby="payment-slip-title">
      <Heading id="payment-slip-title">{t.title}</Heading>
      {notice && (
        <p className="payment-slip__deadline">
          <strong>{notice}</strong>
        </p>
      )}
      <p className="payment-slip__intro">{t.intro}</p>
      <div className="payment-slip__form">
        <div className="payment-slip__left">
          <Party label={t.payer} party={slip.payer} />
          <Party label={t.payee} party={slip.payee} />
          <img
            className="payment-slip__barcode"
            src={barcodeSource(language, orderNumber)}
            alt={format(t.barcode, { iban, model: slip.model, reference: slip.reference, amount })}
          />
        </div>
        <dl className="payment-slip__right">
          <div className="payment-slip__box payment-slip__box--short">
            <dt>{t.currency}</dt>
            <dd>{slip.currency}</dd>
          </div>
          <div className="payment-slip__box">
            <dt>{amountLabel}</dt>
            <dd>
              <span className="payment-slip__value payment-slip__amount">{amount}</span>
              <CopyButton value={plainAmount(slip.amount_cents, language)} name={amountLabel} />
            </dd>
          </div>
          <div className="payment-slip__box payment-slip__box--wide">
            <dt>{t.iban}</dt>
            <dd>
              <span className="payment-slip__value">{iban}</span>
              <CopyButton value={slip.iban.replace(/\s+/g, "")} name={t.iban} />
            </dd>
          </div>
          <div className="payment-slip__box payment-slip__box--short">
            <dt>{t.model}</dt>
            <dd>
              <span className="payment-slip__value">{slip.model}</span>
            </dd>
          </div>
          <div className="payment-slip__box">
            <dt>{t.reference}</dt>
            <dd>
              <span className="payment-slip__value">{slip.reference}</span>
              <CopyButton value={slip.reference} name={t.reference} />
            </dd>
          </div>
          <div className="payment-slip__box payment-slip__box--short">
            <dt>{t.purpose}</dt>
            <dd>
              <span className="payment-slip__value">{slip.purpose_code}</span>
            </dd>
          </div>
          <div className="payment-slip__box">
            <dt>{t.description}</dt>
            <dd>
              <span className="payment-slip__value">{slip.description}</span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function Party({ label, party }: { label: string; party: Slip["payer"] }) {
  return (
    <div className="payment-slip__party">
      <p className="payment-slip__label">{label}</p>
      <p className="payment-slip__value">
        {party.name}
        <br />
        {party.street}
        <br />
        {party.place}
      </p>
    </div>
  );
}
