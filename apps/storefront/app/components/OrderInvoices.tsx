import type { Order } from "@dukan/contract";
import { Link } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import type { InvoiceRow } from "../lib/invoices.ts";
import { screenPath } from "../lib/lists-paths.ts";
import { InvoiceTable } from "./InvoiceTable.tsx";

/**
 * The order's invoices and credit notes, newest first, with their downloads. None yet: a paid
 * order says its invoice is on the way (the back end's job issues it within seconds of the
 * payment); an unpaid or cancelled one says nothing, as there is nothing to wait for. `invoices`
 * is null when the list could not be had: the section is left out rather than the page failing.
 */
export function OrderInvoices({
  order,
  invoices,
}: {
  order: Pick<Order, "payment_status" | "status">;
  invoices: InvoiceRow[] | null;
}) {
  const t = useMessages().orders.invoices;
  const language = useLanguage();
  if (invoices === null) return null;
  const waiting = order.payment_status === "paid" && order.status !== "cancelled";
  if (invoices.length === 0 && !waiting) return null;
  return (
    <section aria-labelledby="order-invoices-title" className="order-invoices">
      <h2 id="order-invoices-title">{t.title}</h2>
      {invoices.length === 0 ? (
        <p>{t.pending}</p>
      ) : (
        <>
          <InvoiceTable invoices={invoices} caption={t.orderCaption} withOrder={false} />
          <p>
            <Link to={screenPath(language, "my-invoices")}>{t.all}</Link>
          </p>
        </>
      )}
    </section>
  );
}
