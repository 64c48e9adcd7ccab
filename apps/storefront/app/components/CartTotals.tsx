import type { Cart } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { useSite } from "../lib/site.ts";
import { format } from "../locales/index.ts";

/**
 * Totals without VAT, the VAT and with VAT (sums of the lines), how far free delivery is and,
 * short of it, what delivery by courier costs (with VAT for persons, without for legal
 * entities, as the cart's prices are) — the buyer knows it before checkout's last step.
 */
export function CartTotals({
  cart,
  busy,
  children,
}: {
  cart: Cart;
  busy: boolean;
  children?: React.ReactNode;
}) {
  const language = useLanguage();
  const c = useMessages().cart;
  const { totals, free_delivery: free } = cart;
  const delivery = useSite()?.delivery;
  return (
    <section
      aria-labelledby="cart-totals-title"
      className="cart-totals"
      aria-busy={busy || undefined}
    >
      <h2 id="cart-totals-title">{c.totals}</h2>
      <dl className="cart-totals__sums">
        <div>
          <dt>{c.totalNet}</dt>
          <dd>{formatPrice(totals.net_cents, language)}</dd>
        </div>
        <div>
          <dt>{c.totalVat}</dt>
          <dd>{formatPrice(totals.vat_cents, language)}</dd>
        </div>
        <div className="cart-totals__gross">
          <dt>{c.totalGross}</dt>
          <dd>{formatPrice(totals.gross_cents, language)}</dd>
        </div>
      </dl>
      <div className="free-delivery">
        <p>
          {format(c.freeDeliveryAbove, { amount: formatPrice(free.threshold_cents, language) })}
        </p>
        <p className={free.reached ? "free-delivery__reached" : undefined}>
          {free.reached
            ? c.freeDeliveryReached
            : format(c.freeDeliveryLeft, { amount: formatPrice(free.remaining_cents, language) })}
        </p>
        {delivery && !free.reached && (
          <p>
            {format(cart.prices_include_vat ? c.deliveryFee : c.deliveryFeeNet, {
              amount: formatPrice(
                cart.prices_include_vat ? delivery.fee_gross_cents : delivery.fee_net_cents,
                language,
              ),
            })}
          </p>
        )}
        <progress
          max={free.threshold_cents}
          value={free.threshold_cents - free.remaining_cents}
          aria-label={c.freeDeliveryProgress}
        />
      </div>
      {children}
    </section>
  );
}
