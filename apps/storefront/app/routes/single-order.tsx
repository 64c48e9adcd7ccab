import { Link, redirect } from "react-router";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { orderPath } from "../lib/orders.ts";
import { failed } from "../lib/orders.server.ts";
import type { Route } from "./+types/single-order";

/** The latest order: the customer is sent to its page; with no orders yet the page says so. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "single-order");
  const outcome = await apiFor(args).orders(1);
  if (!outcome.ok) failed(args, outcome);
  const latest = outcome.data.data[0];
  if (latest) throw redirect(orderPath(pageLanguage(args.url), latest.number));
  return null;
}

export const meta = pageMeta("single-order");

export default function SingleOrderPage() {
  const t = useMessages();
  const language = useLanguage();
  return (
    <article className="page container">
      <h1>{t.pages["single-order"].title}</h1>
      <div className="empty-state">
        <p className="empty-state__title">{t.orders.latest.empty}</p>
        <p>{t.orders.latest.emptyHint}</p>
        <p>
          <Link to={screenPath(language, "new-items")}>{t.orders.history.browse}</Link>
        </p>
      </div>
    </article>
  );
}
