import { useState } from "react";
import { useLocation } from "react-router";
import type { FlashNotice } from "../lib/cart.ts";
import { useMessages } from "../lib/i18n.tsx";
import { ShopLink } from "./ShopLink.tsx";

/**
 * The answer to a cart, wishlist or comparison change made by a plain form (or to a login or a new password),
 * shown once on the page it came back to, in the words the shopper was answered in (the API's own
 * for a change it made). Once: only at the location it arrived with — the document's first, or the
 * one a client navigation brought it to (the root gives each flash its own `key`, so a new one
 * starts afresh) — and a later in-page navigation does not repeat it.
 */
export function Flash({
  notice,
}: {
  /** `comparisonAt`: a "Compare" notice's link to the shopper's comparison. */
  notice: FlashNotice & { comparisonAt?: string | null };
}) {
  const { key } = useLocation();
  const [arrivedAt] = useState(key);
  const t = useMessages().lists.compare;
  if (key !== arrivedAt) return null;
  return (
    <div className="container flash">
      <p role="status" className={notice.ok ? "notice notice--success" : "notice notice--error"}>
        {notice.message}
        {notice.comparisonAt && (
          <>
            {" "}
            <ShopLink to={notice.comparisonAt}>{t.open}</ShopLink>
          </>
        )}
      </p>
    </div>
  );
}
