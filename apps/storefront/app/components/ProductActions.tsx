import type { ProductDetail } from "@dukan/contract";
import { useMessages } from "../lib/i18n.tsx";
import { ProductAddToCart } from "./AddToCart.tsx";
import { ListButtons } from "./ListButtons.tsx";

/**
 * The product page's buttons, each a plain form that works before any JavaScript loads:
 * pieces or a whole carton to the cart's action, the wishlist's and comparison's own screens,
 * and the inquiry through the product's own action.
 */
export function ProductActions({
  product,
  loggedIn,
  onWishlist,
}: {
  product: Pick<
    ProductDetail,
    "id" | "name_hr" | "name_en" | "slug_hr" | "slug_en" | "item_code" | "units_per_carton"
  >;
  loggedIn: boolean;
  onWishlist: boolean;
}) {
  const t = useMessages().product;
  return (
    <div className="product-actions">
      <ProductAddToCart product={product} />
      <div className="product-actions__more">
        <ListButtons product={product} onWishlist={onWishlist} />
        <form method="post">
          <input type="hidden" name="intent" value="inquiry" />
          <input type="hidden" name="item" value={product.item_code} />
          <button type="submit" className="button button--quiet">
            {t.inquiry}
          </button>
        </form>
      </div>
      {!loggedIn && <p className="product-actions__hint">{t.loginHint}</p>}
    </div>
  );
}
