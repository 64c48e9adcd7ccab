import type { Cart, CartLine } from "@dukan/contract";
import { useEffect, useId, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { type CartAnswer, confirmStepValue, quantityField } from "../lib/cart.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { formatPercent, formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { ProductThumbnail } from "./ProductThumbnail.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/**
 * Removing a line goes through one fetcher that the cart page also holds: the row is gone when the
 * answer lands, and a fetcher's data lasts only while a component that uses its key is mounted.
 */
export const removeFetcherKey = "cart-remove";

/**
 * The cart's lines as a table (stacked into one card per line on narrow screens): picture,
 * name, item code, quantity with its own update form, rebate, unit price, VAT rate, amount, and
 * a remove button that asks first. A line being removed is hidden at once (`hidden`, so its
 * forms stay mounted and a refusal brings it back).
 */
export function CartLines({
  cart,
  hiddenLines,
  action,
  sentWithoutScript,
  onAnswer,
  afterRemove,
}: {
  cart: Cart;
  hiddenLines: (line: CartLine) => boolean;
  action: string;
  /** The answer of a form sent without JavaScript (the page's action data). */
  sentWithoutScript: CartAnswer | undefined;
  /** A quantity change's answer, for the page to announce. */
  onAnswer: (answer: CartAnswer) => void;
  afterRemove: () => void;
}) {
  const t = useMessages().cart;
  const gross = cart.prices_include_vat;
  const headers = [
    t.product,
    t.quantity,
    t.rebate,
    gross ? t.unitPriceGross : t.unitPriceNet,
    t.vat,
    gross ? t.lineTotalGross : t.lineTotalNet,
  ];
  return (
    <table className="cart-lines" role="table">
      <caption className="visually-hidden">{t.lines}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {headers.map((header) => (
            <th key={header} scope="col" role="columnheader">
              {header}
            </th>
          ))}
          <th scope="col" role="columnheader">
            <span className="visually-hidden">{t.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {cart.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            labels={headers}
            pricesIncludeVat={gross}
            hidden={hiddenLines(line)}
            action={action}
            sentWithoutScript={sentWithoutScript?.line === line.id ? sentWithoutScript : undefined}
            onAnswer={onAnswer}
            afterRemove={afterRemove}
          />
        ))}
      </tbody>
    </table>
  );
}

function CartLineRow({
  line,
  labels,
  pricesIncludeVat,
  hidden,
  action,
  sentWithoutScript,
  onAnswer,
  afterRemove,
}: {
  line: CartLine;
  labels: string[];
  pricesIncludeVat: boolean;
  hidden: boolean;
  action: string;
  sentWithoutScript: CartAnswer | undefined;
  onAnswer: (answer: CartAnswer) => void;
  afterRemove: () => void;
}) {
  const language = useLanguage();
  const t = useMessages();
  const c = t.cart;
  const id = useId();
  const fetcher = useFetcher<CartAnswer>();
  const removal = useFetcher<CartAnswer>({ key: removeFetcherKey });
  useEffect(() => {
    if (fetcher.data) onAnswer(fetcher.data);
  }, [fetcher.data, onAnswer]);
  const quantity = useRef<HTMLInputElement>(null);
  // The server's quantity (cut to the stock, or changed in another tab) replaces what was typed.
  useEffect(() => {
    if (quantity.current) quantity.current.value = String(line.quantity);
  }, [line.quantity]);

  const { product } = line;
  const name = language === "hr" ? product.name_hr : product.name_en;
  const href = localizedPath(
    language,
    language === "hr"
      ? `/${product.category_slug_hr}/${product.slug_hr}`
      : `/${product.category_slug_en}/${product.slug_en}`,
  );
  const answer = fetcher.state === "idle" ? (fetcher.data ?? sentWithoutScript) : undefined;
  const error =
    answer && !answer.ok && answer.intent === "update" ? (answer.fields.quantity ?? null) : null;
  const label = (index: number) => (
    <span className="cart-line__label" aria-hidden="true">
      {labels[index]}
    </span>
  );

  return (
    <tr
      role="row"
      className="cart-line"
      hidden={hidden}
      aria-busy={fetcher.state !== "idle" || undefined}
    >
      <td role="cell" className="cart-line__product">
        <div className="cart-line__picture">
          <ProductThumbnail picture={product.picture} sizes="4rem" />
        </div>
        <div>
          <Link to={href} className="cart-line__name">
            {name}
          </Link>
          <p className="cart-line__code">
            {t.catalogue.itemCode}: {product.item_code}
          </p>
          {product.availability !== "in_stock" && (
            <p className={`cart-line__availability availability--${product.availability}`}>
              {t.catalogue.availability[product.availability]}
            </p>
          )}
        </div>
      </td>
      <td role="cell" className="cart-line__quantity">
        {label(1)}
        <fetcher.Form method="post" action={action} className="quantity-form">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="line" value={line.id} />
          <input type="hidden" name="was" value={line.quantity} />
          <label htmlFor={`${id}-quantity`} className="visually-hidden">
            {format(c.lineQuantity, { name })}
          </label>
          <input
            ref={quantity}
            id={`${id}-quantity`}
            {...quantityField}
            defaultValue={line.quantity}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--quiet button--small">
            {c.update}
            <span className="visually-hidden"> {format(c.updateNamed, { name })}</span>
          </button>
          {error && (
            <p id={`${id}-error`} className="field__error quantity-form__error">
              {error}
            </p>
          )}
        </fetcher.Form>
      </td>
      <td role="cell" className="cart-line__percent">
        {label(2)}
        {line.rebate ? (
          `−${formatPercent(line.rebate.percent, language)}`
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">{c.noRebate}</span>
          </>
        )}
        {line.payment_prices.map((price) => (
          <span key={price.payment_method} className="cart-line__payment-rebate">
            {format(c.rebateWithPayment[price.payment_method], {
              percent: `−${formatPercent(price.rebate.percent, language)}`,
            })}
          </span>
        ))}
      </td>
      <td role="cell" className="cart-line__money">
        {label(3)}
        {formatPrice(line.unit_price_cents, language)}
      </td>
      <td role="cell" className="cart-line__percent">
        {label(4)}
        {formatPercent(line.vat_rate, language)}
      </td>
      <td role="cell" className="cart-line__money cart-line__total">
        {label(5)}
        {formatPrice(pricesIncludeVat ? line.gross_cents : line.net_cents, language)}
      </td>
      <td role="cell" className="cart-line__remove">
        <ConfirmDialog
          action={action}
          confirm={confirmStepValue({ kind: "remove", line: line.id })}
          opener={
            <>
              {c.remove}
              <span className="visually-hidden"> {format(c.removeNamed, { name })}</span>
            </>
          }
          openerClassName="button button--quiet button--small"
          title={c.removeTitle}
          text={format(c.removeText, { name, code: product.item_code })}
          confirmLabel={c.removeConfirm}
          cancelLabel={c.cancel}
          fetcher={removal}
          afterConfirm={afterRemove}
        >
          <RemoveFields line={line} />
        </ConfirmDialog>
      </td>
    </tr>
  );
}

/** What a remove sends: the line, and its pieces (so the header can take them off at once). */
export function RemoveFields({ line }: { line: Pick<CartLine, "id" | "quantity"> }) {
  return (
    <>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="line" value={line.id} />
      <input type="hidden" name="was" value={line.quantity} />
    </>
  );
}
