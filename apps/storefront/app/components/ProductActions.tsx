import type { ProductDetail } from "@dukan/contract";
import { useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";

/** Plain POST forms to the product's own action, each naming its intent: they work before any JavaScript loads. */
export function ProductActions({ product }: { product: Pick<ProductDetail, "item_code" | "units_per_carton"> }) {
  const t = useMessages().product;
  const item = <input type="hidden" name="item" value={product.item_code} />;
  const intent = (name: string) => (
    <>
      <input type="hidden" name="intent" value={name} />
      {item}
    </>
  );
  return (
    <div className="product-actions">
      <form method="post" className="product-actions__cart">
        {intent("add-to-cart")}
        <div className="product-actions__quantity">
          <label htmlFor="product-quantity">{t.quantity}</label>
          <input
            id="product-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min="1"
            max="9999"
            step="1"
            defaultValue="1"
            required
          />
        </div>
        <button type="submit" className="button">
          {t.addToCart}
        </button>
      </form>
      <form method="post">
        {intent("add-carton")}
        <input type="hidden" name="quantity" value={product.units_per_carton} />
        <button type="submit" className="button button--secondary">
          {format(t.addCarton, { count: product.units_per_carton })}
        </button>
      </form>
      <div className="product-actions__more">
        {(
          [
            ["wishlist", t.addToWishlist],
            ["compare", t.compare],
            ["inquiry", t.inquiry],
          ] as const
        ).map(([name, label]) => (
          <form method="post" key={name}>
            {intent(name)}
            <button type="submit" className="button button--quiet">
              {label}
            </button>
          </form>
        ))}
      </div>
      <p className="product-actions__hint">{t.loginHint}</p>
    </div>
  );
}
