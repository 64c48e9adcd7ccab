import { useEffect, useSyncExternalStore } from "react";
import { useFetchers } from "react-router";
import { type CartAnswer, type CartSummary, newest, optimisticCount } from "../lib/cart.ts";
import { isCartPath } from "../lib/cart-path.ts";
import { mirrorSnapshot, rememberCart, subscribeMirror } from "../lib/cart-mirror.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { CartIcon } from "./CartIcon.tsx";
import { ShopLink } from "./ShopLink.tsx";

/**
 * The header's cart link for a customer: the pieces in the cart and how far free delivery is.
 * The count is the newest the tab knows — the page's own data (`server`), the browser's copy
 * another tab wrote (lib/cart-mirror.ts) or the cart a change's answer carried — plus the cart
 * changes still on their way, so an add shows at once, a refused one falls back when its answer
 * comes, and one cut to the stock shows what the cart holds, never the pieces asked for.
 */
export function HeaderCart({ server, href }: { server: CartSummary | null; href: string }) {
  const t = useMessages();
  const language = useLanguage();
  const mirrored = useSyncExternalStore(subscribeMirror, mirrorSnapshot, () => undefined);
  useEffect(() => {
    if (server) rememberCart(server);
  }, [server]);
  const changes = useFetchers().filter((f) => f.formData !== undefined && isCartPath(f.formAction));
  // On their way: guessed from the form. Answered (the page's data still reloading): the answer's
  // cart, newer than the page's until the reload brings the same.
  const pending = changes
    .filter((f) => f.state === "submitting")
    .map((f) => f.formData as FormData);
  const answered = changes.map((f) => (f.data as CartAnswer | undefined)?.summary);
  // null: another tab logged out; nothing is shown until this tab hears from the server.
  const summary = mirrored === null ? null : newest(server, mirrored, ...answered);
  const count = summary ? optimisticCount(summary.count, pending) : null;
  return (
    <div className="header-cart">
      <ShopLink className="header-action header-action--cart" to={href}>
        <CartIcon />
        <span className="header-action__label">{t.header.cart}</span>
        {count !== null && (
          <>
            {" "}
            <span className="header-cart__count">{count}</span>
            <span className="visually-hidden"> {plural(language, count, t.cart.pieces)}</span>
          </>
        )}
      </ShopLink>
      {summary && (
        <span className="header-cart__delivery">
          {summary.reached
            ? t.cart.freeDeliveryReached
            : format(summary.count === 0 ? t.cart.freeDeliveryAbove : t.cart.freeDeliveryLeft, {
                amount: formatPrice(
                  summary.count === 0 ? summary.threshold_cents : summary.remaining_cents,
                  language,
                ),
              })}
        </span>
      )}
    </div>
  );
}
