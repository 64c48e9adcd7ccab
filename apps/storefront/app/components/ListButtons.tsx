import type { ProductSummary } from "@dukan/contract";
import { useLocation } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { CompareButton } from "./CompareButton.tsx";

/**
 * "Add to wishlist" (a POST to the wishlist's action, which comes back here with a notice; a
 * visitor logs in first) — on a customer's product page a toggle: pressed "On your wishlist"
 * once added, which takes it off again — and "Compare" (components/CompareButton.tsx). Plain
 * forms: they work before any JavaScript loads. `named` is a listing card: the buttons carry the
 * product's name for screen readers, and "Compare" keeps the shopper on the listing.
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
      <CompareButton
        slug={language === "hr" ? product.slug_hr : product.slug_en}
        name={named ? name : undefined}
        stay={named}
      />
    </>
  );
}
