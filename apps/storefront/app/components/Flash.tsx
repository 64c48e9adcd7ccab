import { useLocation } from "react-router";
import { type CartNotice, isRefusal } from "../lib/cart.ts";
import { useMessages } from "../lib/i18n.tsx";

/**
 * The answer to a cart change made without JavaScript, shown once on the page it came back to
 * (the document's first location: a later in-page navigation does not repeat it).
 */
export function Flash({ notice }: { notice: CartNotice }) {
  const t = useMessages().cart;
  const { key } = useLocation();
  if (key !== "default") return null;
  return (
    <div className="container flash">
      <p role="status" className={isRefusal(notice) ? "notice notice--error" : "notice notice--success"}>
        {t.notices[notice]}
      </p>
    </div>
  );
}
