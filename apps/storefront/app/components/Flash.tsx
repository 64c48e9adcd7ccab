import { useLocation } from "react-router";
import type { FlashNotice } from "../lib/cart.ts";

/**
 * The answer to a cart or wishlist change made by a plain form, shown once on the page it came back to
 * (the document's first location: a later in-page navigation does not repeat it), in the words
 * the shopper was answered in (the API's own for a change it made).
 */
export function Flash({ notice }: { notice: FlashNotice }) {
  const { key } = useLocation();
  if (key !== "default") return null;
  return (
    <div className="container flash">
      <p role="status" className={notice.ok ? "notice notice--success" : "notice notice--error"}>
        {notice.message}
      </p>
    </div>
  );
}
