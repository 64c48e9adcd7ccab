import { apiFor, pageLanguage } from "../lib/context.ts";
import { customerOf } from "../lib/guard.server.ts";
import { invoiceRows } from "../lib/invoices.server.ts";
import { island } from "../lib/island.tsx";
import { pageMeta } from "../lib/meta.ts";
import { failed } from "../lib/orders.server.ts";
import type { Route } from "./+types/my-invoices";

/** A page number from the query: a whole number from 1, else the first page (the API clamps one past the last). */
function pageOf(value: string | null): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The customer's invoices and credit notes (`/my-invoices`), newest first, 20 a page; dates in the page's language. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "my-invoices");
  const page = pageOf(args.url.searchParams.get("page"));
  const outcome = await apiFor(args).invoices({ page });
  if (!outcome.ok) failed(args, outcome);
  const { data: invoices, meta } = outcome.data;
  return { invoices: invoiceRows(invoices, pageLanguage(args.url)), meta };
}

export const meta = pageMeta("my-invoices");

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/my-invoices.tsx").then((m) => m.MyInvoicesPage));

export default function MyInvoicesPageRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
