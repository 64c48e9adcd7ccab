import type { CheckoutPreview } from "@dukan/contract";
import { fieldId } from "../lib/forms.ts";
import { stockFieldOf } from "../lib/checkout.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatNumber, formatPercent, formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";

/**
 * The order's lines as the API priced them for the chosen payment method: item code, name,
 * quantity, unit price, rebate, VAT rate and amount (which, paid in instalments, holds the higher card
 * price: the amount says how much of it that is, as quantity × unit price no longer gives it). A line the stock no longer covers carries
 * the API's message (`problems`, by the line's stock field `line_<product id>`).
 */
export function CheckoutLines({
  preview,
  problems,
  form,
}: {
  preview: Pick<CheckoutPreview, "lines" | "prices_include_vat">;
  problems: Record<string, string>;
  /** The form whose error summary links to a refused line. */
  form: string;
}) {
  const language = useLanguage();
  const c = useMessages().checkout;
  const gross = preview.prices_include_vat;
  const headers = [
    c.itemCode,
    c.product,
    c.quantity,
    gross ? c.unitPriceGross : c.unitPriceNet,
    c.rebate,
    c.vat,
    gross ? c.amountGross : c.amountNet,
  ];
  return (
    <table className="cart-lines checkout-lines">
      <caption className="checkout-lines__caption">{c.lines}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {preview.lines.map((line) => {
          const field = stockFieldOf(line.product_id);
          const problem = problems[field];
          const id = fieldId(form, field);
          const name = language === "hr" ? line.product.name_hr : line.product.name_en;
          const label = (index: number) => (
            <span className="cart-line__label" aria-hidden="true">
              {headers[index]}
            </span>
          );
          return (
            <tr
              key={line.product_id}
              id={id}
              className={
                problem ? "cart-line checkout-line checkout-line--short" : "cart-line checkout-line"
              }
            >
              <td className="checkout-line__code">
                {label(0)}
                {line.product.item_code}
              </td>
              <th scope="row" className="checkout-line__name">
                {label(1)}
                {name}
                {problem && <p className="field__error">{problem}</p>}
              </th>
              <td className="cart-line__percent">
                {label(2)}
                {formatNumber(line.quantity, language)}
              </td>
              <td className="cart-line__money">
                {label(3)}
                {formatPrice(line.unit_price_cents, language)}
              </td>
              <td className="cart-line__percent">
                {label(4)}
                {line.rebate ? (
                  `−${formatPercent(line.rebate.percent, language)}`
                ) : (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{c.noRebate}</span>
                  </>
                )}
              </td>
              <td className="cart-line__percent">
                {label(5)}
                {formatPercent(line.vat_rate, language)}
              </td>
              <td className="cart-line__money cart-line__total">
                {label(6)}
                {formatPrice(gross ? line.gross_cents : line.net_cents, language)}
                {line.card_surcharge_cents > 0 && (
                  <small className="checkout-line__surcharge">
                    {format(c.lineCardSurcharge, {
                      amount: formatPrice(line.card_surcharge_cents, language),
                    })}
                  </small>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
