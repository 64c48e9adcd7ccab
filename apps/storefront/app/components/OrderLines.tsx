import type { Order } from "@dukan/contract";
import { Link } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPercent, formatPrice } from "../lib/number-format.ts";
import { lineName, linePath } from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import { OrderCellLabel } from "./OrderCellLabel.tsx";
import { TableScroll } from "./TableScroll.tsx";

/** The order's lines as they were sold (snapshots), then the totals: products, rebates, VAT, delivery, surcharge, total. */
export function OrderLines({ order }: { order: Order }) {
  const language = useLanguage();
  const t = useMessages().orders.order;
  const gross = order.prices_include_vat;
  const money = (cents: number) => formatPrice(cents, language);
  return (
    <section aria-labelledby="order-lines-title" className="order-lines">
      <h2 id="order-lines-title">{t.lines}</h2>
      <TableScroll label={t.lines}>
        <table className="order-table order-table--cards">
          <caption className="visually-hidden">{t.lines}</caption>
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col" className="order-table__number">
                {t.quantity}
              </th>
              <th scope="col" className="order-table__number">
                {gross ? t.unitPriceGross : t.unitPriceNet}
              </th>
              <th scope="col" className="order-table__number">
                {t.rebate}
              </th>
              <th scope="col" className="order-table__number">
                {t.vat}
              </th>
              <th scope="col" className="order-table__number">
                {t.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => {
              const path = linePath(line, language);
              const name = lineName(line, language);
              return (
                <tr key={line.id} className={line.cancelled ? "order-table__cancelled" : undefined}>
                  <th scope="row" className="order-table__wide">
                    {path ? <Link to={path}>{name}</Link> : name}
                    <span className="order-table__code">
                      {format(t.itemCode, { code: line.item_code })}
                    </span>
                    {!path && <span className="order-table__code">{t.noLongerSold}</span>}
                    {line.withdrawn && (
                      <span className="order-table__withdrawn">
                        {line.cancelled ? t.cancelledLine : t.withdrawnLine}
                      </span>
                    )}
                  </th>
                  <td className="order-table__number">
                    <OrderCellLabel text={t.quantity} />
                    {line.quantity}
                  </td>
                  <td className="order-table__number">
                    <OrderCellLabel text={gross ? t.unitPriceGross : t.unitPriceNet} />
                    {money(line.unit_price_cents)}
                  </td>
                  <td className="order-table__number">
                    <OrderCellLabel text={t.rebate} />
                    {line.rebate_percent
                      ? formatPercent(line.rebate_percent, language)
                      : t.noRebate}
                  </td>
                  <td className="order-table__number">
                    <OrderCellLabel text={t.vat} />
                    {formatPercent(line.vat_rate, language)}
                  </td>
                  <td className="order-table__number">
                    <OrderCellLabel text={t.lineTotal} />
                    {money(gross ? line.gross_cents : line.net_cents)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="order-lines__vat-note">{gross ? t.pricesGross : t.pricesNet}</p>
      <OrderTotals order={order} />
    </section>
  );
}

function OrderTotals({ order }: { order: Order }) {
  const language = useLanguage();
  const t = useMessages().orders.order;
  const money = (cents: number) => formatPrice(cents, language);
  const { totals } = order;
  return (
    <dl className="order-totals" aria-label={t.totals}>
      <div>
        <dt>{t.subtotal}</dt>
        <dd>{money(totals.subtotal_cents)}</dd>
      </div>
      {totals.rebate_cents !== 0 && (
        <div>
          <dt>{t.rebates}</dt>
          <dd>{money(-Math.abs(totals.rebate_cents))}</dd>
        </div>
      )}
      <div>
        <dt>{t.deliveryFee}</dt>
        <dd>
          {totals.delivery_fee_cents === 0 ? t.freeDelivery : money(totals.delivery_fee_cents)}
        </dd>
      </div>
      {totals.card_surcharge_cents !== 0 && (
        <div>
          <dt>{t.cardSurcharge}</dt>
          <dd>{money(totals.card_surcharge_cents)}</dd>
        </div>
      )}
      <div>
        <dt>{order.prices_include_vat ? t.vatIncluded : t.vatTotal}</dt>
        <dd>{money(totals.vat_cents)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>{order.status === "cancelled" ? t.totalCancelled : t.totalGross}</dt>
        <dd>{money(totals.total_cents)}</dd>
      </div>
    </dl>
  );
}
