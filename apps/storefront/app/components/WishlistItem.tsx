import type { ProductSummary } from "@dukan/contract";
import { useFetcher } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";
import { ProductThumbnail } from "./ProductThumbnail.tsx";
import { Price } from "./Price.tsx";
import { productPath } from "./ProductCard.tsx";
import { ShopLink } from "./ShopLink.tsx";
import { YourPrice } from "./YourPrice.tsx";

/** Each product's forms share one fetcher by this key, so the wishlist page can read its answer after the row is gone. */
export const wishlistFetcherKey = (productId: number) => `wishlist-${productId}`;

/**
 * One product on the wishlist: picture, name, the price the customer pays, and two
 * plain POST forms (move to cart, remove). With JavaScript they go through a fetcher
 * and the row disappears at once; a refusal brings it back with the API's message.
 */
export function WishlistItem({
  product,
  answer: sentWithoutScript,
  onSubmit,
}: {
  product: ProductSummary;
  /** The answer of a form sent without JavaScript for this product (the page's action data). */
  answer: FormResult | undefined;
  onSubmit: (productId: number) => void;
}) {
  const language = useLanguage();
  const t = useMessages();
  const w = t.lists.wishlist;
  const c = t.catalogue;
  const fetcher = useFetcher<FormResult>({ key: wishlistFetcherKey(product.id) });
  const name = language === "hr" ? product.name_hr : product.name_en;
  if (fetcher.formData) return null;
  const answer = fetcher.data ?? sentWithoutScript;
  const refusal =
    answer && !answer.ok
      ? format(w.refused, { name, message: answer.message || t.forms.failed })
      : null;
  const shown = product.sale_price_cents ?? product.price_cents;
  const fields = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="name" value={name} />
    </>
  );
  return (
    <li className="wishlist-item">
      <div className="wishlist-item__picture">
        <ProductThumbnail picture={product.picture} sizes="6rem" />
      </div>
      <div className="wishlist-item__body">
        <h2 className="wishlist-item__name">
          <ShopLink to={productPath(product, language)}>{name}</ShopLink>
        </h2>
        <p className="wishlist-item__meta">
          <span>
            {c.itemCode}: {product.item_code}
          </span>
          <span className={`availability availability--${product.availability}`}>
            {c.availability[product.availability]}
          </span>
        </p>
      </div>
      <div className="wishlist-item__price">
        <YourPrice product={product} className="wishlist-item__your-price" />
        {product.your_price_cents !== shown && (
          <p className="wishlist-item__retail">
            {c.price}: <Price product={product} />
          </p>
        )}
      </div>
      <div className="wishlist-item__actions">
        <fetcher.Form method="post" onSubmit={() => onSubmit(product.id)}>
          {fields("move-to-cart")}
          <button type="submit" className="button" aria-label={format(w.moveToCartLabel, { name })}>
            {w.moveToCart}
          </button>
        </fetcher.Form>
        <fetcher.Form method="post" onSubmit={() => onSubmit(product.id)}>
          {fields("remove")}
          <button
            type="submit"
            className="button button--quiet"
            aria-label={format(w.removeLabel, { name })}
          >
            {w.remove}
          </button>
        </fetcher.Form>
      </div>
      {refusal && (
        <p role="alert" className="notice notice--error wishlist-item__refusal">
          {refusal}
        </p>
      )}
    </li>
  );
}
