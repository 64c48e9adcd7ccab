import type { ProductSummary } from "@dukan/contract";
import { useLocation } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";

/**
 * "Add to wishlist" (a POST to the wishlist's action, which comes back here with a notice; a
 * visitor logs in first) — on a customer's product page a toggle: pressed "On your wishlist"
 * once added, which takes it off again — and "Compare" (a POST to the comparison page's action,
 * which adds the product to the shopper's list and shows it). Plain forms: they work before any JavaScript loads. `named` labels the buttons with the
 * product's name, for lists of many products.
 */
export function ListButtons({
  product,
  named = false,
  onWishlist,
}: {
  product: Pick<ProductSummary, "id" | "slug_hr" | "slug_en" | "name_hr" | "name_en">;
  named?: boolean;
  /** Known on a customer's product page; listing cards do not know it. */
  onWishlist?: boolean;
}) {
  const language = useLanguage();
  const t = useMessages().product;
  const location = useLocation();
  const name = language === "hr" ? product.name_hr : product.name_en;
  return (
    <>
      <form method="post" action={screenPath(language, "wishlist")}>
        <input type="hidden" name="intent" value={onWishlist ? "remove" : "add"} />
        <input type="hidden" name="product_id" value={product.id} />
        <input type="hidden" name="return_to" value={location.pathname + location.search} />
        <button type="submit" className="button button--quiet" aria-pressed={onWishlist}>
          {onWishlist ? t.onWishlist : t.addToWishlist}
          {named && <span className="visually-hidden">: {name}</span>}
        </button>
      </form>
      <form method="post" action={screenPath(language, "compare")}>
        <input type="hidden" name="intent" value="add" />
        <input
          type="hidden"
          name="product"
          value={language === "hr" ? product.slug_hr : product.slug_en}
        />
        <button type="submit" className="button button--quiet">
          {t.compare}
          {named && <span className="visually-hidden">: {name}</span>}
        </button>
      </form>
    </>
  );
}
