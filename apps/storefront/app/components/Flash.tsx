import { useState } from "react";
import { useLocation } from "react-router";
import type { FlashNotice } from "../lib/cart.ts";

/**
 * The answer to a cart or wishlist change made by a plain form (or to a login or a new password),
 * shown once on the page it came back to, in the words the shopper was answered in (the API's own
 * for a change it made). Once: only at the location it arrived with — the document's first, or the
 * one a client navigation brought it to (the root gives each flash its own `key`, so a new one
 * starts afresh) — and a later in-page navigation does not repeat it.
 */
export function Flash({ notice }: { notice: FlashNotice }) {
  const { key } = useLocation();
  const [arrivedAt] = useState(key);
  if (key !== arrivedAt) return null;
  return (
    <div className="container flash">
      <p role="status" className={notice.ok ? "notice notice--success" : "notice notice--error"}>
        {notice.message}
      </p>
    </div>
  );
}
