import type { CheckoutPreview } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPercent, formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";

/**
 * The order's totals exactly as the API computed them: goods, rebates, the card surcharge, the
 * delivery fee (or free delivery, and how much more reaches it), VAT by rate and what to pay.
 */
export function CheckoutTotals({ preview, busy }: { preview: CheckoutPreview; busy: boolean }) {
  const language = useLanguage();
  const c = useMessages().checkout;
  const money = (cents: number) => formatPrice(cents, language);
  const gross = preview.prices_include_vat;
  const { delivery } = preview;
  const deliveryService = preview.delivery_method === "delivery_service";
  return (
    <section
      aria-labelledby="checkout-totals-title"
      className="cart-totals checkout-totals"
      aria-busy={busy || undefined}
    >
      <h2 id="checkout-totals-title">{c.totals}</h2>
      <dl className="cart-totals__sums">
        <div>
          <dt>{c.subtotal}</dt>
          <dd>{money(gross ? preview.subtotal.gross_cents : preview.subtotal.net_cents)}</dd>
        </div>
        {preview.rebate_cents > 0 && (
          <div>
            <dt>{c.rebates}</dt>
            <dd>{money(-preview.rebate_cents)}</dd>
          </div>
        )}
        {preview.card_surcharge_cents > 0 && (
          <div>
            <dt>{c.cardSurcharge}</dt>
            <dd>{money(preview.card_surcharge_cents)}</dd>
          </div>
        )}
        <div>
          <dt>{c.delivery}</dt>
          <dd>
            {!deliveryService
              ? c.noDeliveryFee
              : delivery.free
                ? c.freeDelivery
                : money(gross ? delivery.gross_cents : delivery.net_cents)}
          </dd>
        </div>
        <div>
          <dt>{c.totalNet}</dt>
          <dd>{money(preview.total.net_cents)}</dd>
        </div>
        {preview.vat_by_rate.map((row) => (
          <div key={row.rate}>
            <dt>
              {format(c.vatAt, { rate: formatPercent(row.rate, language) })}{" "}
              <span className="checkout-totals__base">
                ({format(c.vatAtBase, { amount: money(row.net_cents) })})
              </span>
            </dt>
            <dd>{money(row.vat_cents)}</dd>
          </div>
        ))}
        <div>
          <dt>{c.totalVat}</dt>
          <dd>{money(preview.total.vat_cents)}</dd>
        </div>
        <div className="cart-totals__gross">
          <dt>{c.total}</dt>
          <dd>{money(preview.total.gross_cents)}</dd>
        </div>
      </dl>
      {deliveryService && !delivery.free && delivery.remaining_cents > 0 && (
        <p className="checkout-totals__free">
          {format(c.freeDeliveryLeft, {
            amount: money(delivery.remaining_cents),
            threshold: money(delivery.threshold_cents),
          })}
        </p>
      )}
    </section>
  );
}
