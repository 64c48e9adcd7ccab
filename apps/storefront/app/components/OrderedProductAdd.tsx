import type { ProductSummary } from "@dukan/contract";
import { useId } from "react";
import { useFetcher } from "react-router";
import type { CartAnswer } from "../lib/cart.ts";
import { quantityField } from "../lib/cart.ts";
import { cartPath } from "../lib/cart-path.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";
import { AddFields, AddStatus, submitThrough } from "./AddToCart.tsx";

/**
 * A previously ordered product back into the cart, in pieces or whole cartons: the cart's own
 * add form (AddToCart.tsx) with a unit to choose. Without JavaScript the cart's action brings the
 * buyer back to this list with the answer; with it the answer is read out in the row.
 */
export function OrderedProductAdd({
  product,
}: {
  product: Pick<ProductSummary, "id" | "name_hr" | "name_en">;
}) {
  const fetcher = useFetcher<CartAnswer>();
  const id = useId();
  const language = useLanguage();
  const t = useMessages().orders.reorder;
  const name = language === "hr" ? product.name_hr : product.name_en;
  const action = cartPath(language);
  return (
    <form
      method="post"
      action={action}
      className="reorder-add"
      onSubmit={submitThrough(fetcher, action)}
    >
      <AddFields productId={product.id} />
      <label htmlFor={`${id}-quantity`} className="visually-hidden">
        {format(t.quantity, { name })}
      </label>
      <input
        id={`${id}-quantity`}
        className="reorder-add__quantity"
        {...quantityField}
        defaultValue="1"
      />
      <label htmlFor={`${id}-unit`} className="visually-hidden">
        {format(t.unit, { name })}
      </label>
      <select id={`${id}-unit`} name="unit" defaultValue="piece" className="reorder-add__unit">
        <option value="piece">{t.pieces}</option>
        <option value="carton">{t.cartons}</option>
      </select>
      <button type="submit" className="button button--small">
        {t.addButton}
        <span className="visually-hidden"> {format(t.addNamed, { name })}</span>
      </button>
      <AddStatus fetcher={fetcher} className="reorder-add__status" />
    </form>
  );
}
