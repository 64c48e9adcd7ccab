import type { OnAccountStanding } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { invoiceFilePath, type OpenInvoiceRow } from "../lib/invoices.ts";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { InvoiceOrderCell } from "./InvoiceOrderCell.tsx";
import { OrderCellLabel } from "./OrderCellLabel.tsx";
import { TableScroll } from "./TableScroll.tsx";

/**
 * The profile's "Open invoices" (a company's): with payment terms, the days, the limit, what is owed
 * and what may still be ordered on account (and why not, when an invoice is overdue too long); then
 * each unpaid invoice with its due day, the overdue ones marked, and its PDF.
 */
export function OpenInvoices({
  onAccount,
  invoices,
}: {
  onAccount: OnAccountStanding | null;
  invoices: OpenInvoiceRow[];
}) {
  const language = useLanguage();
  const t = useMessages().orders.invoices;
  const o = t.open;
  const money = (cents: number) => formatPrice(cents, language);
  return (
    <section
      id="open-invoices"
      aria-labelledby="profile-open-invoices"
      className="profile__section open-invoices"
    >
      <h2 id="profile-open-invoices">{o.title}</h2>
      {onAccount && (
        <>
          <h3>{o.terms}</h3>
          <dl className="order-facts">
            <dt>{o.termsDays}</dt>
            <dd>{plural(language, onAccount.days, o.days)}</dd>
            <dt>{o.limit}</dt>
            <dd>{money(onAccount.credit_limit_cents)}</dd>
            <dt>{o.owed}</dt>
            <dd>{money(onAccount.open_cents)}</dd>
            <dt>{o.available}</dt>
            <dd>{money(onAccount.available_cents)}</dd>
          </dl>
          {onAccount.blocked && <p className="notice notice--error">{o.blocked}</p>}
        </>
      )}
      {invoices.length === 0 ? (
        <p>{o.none}</p>
      ) : (
        <TableScroll label={o.caption}>
          <table className="order-table order-table--cards invoice-table">
            <caption className="visually-hidden">{o.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.order}</th>
                <th scope="col">{t.due}</th>
                <th scope="col" className="order-table__number">
                  {t.amount}
                </th>
                <th scope="col">{o.state}</th>
                <th scope="col">{t.files}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row">{invoice.number}</th>
                  <InvoiceOrderCell orderNumber={invoice.order_number} />
                  <td>
                    <OrderCellLabel text={t.due} />
                    <time dateTime={invoice.due_date}>{invoice.dueOn}</time>
                  </td>
                  <td className="order-table__number">
                    <OrderCellLabel text={t.amount} />
                    {money(invoice.payable_cents)}
                  </td>
                  <td>
                    <OrderCellLabel text={o.state} />
                    {invoice.days_overdue > 0 ? (
                      <strong className="open-invoices__overdue">
                        {plural(language, invoice.days_overdue, o.overdue)}
                      </strong>
                    ) : (
                      o.notDue
                    )}
                  </td>
                  <td>
                    <OrderCellLabel text={t.files} />
                    <a
                      href={invoiceFilePath(language, invoice.id, "pdf")}
                      aria-label={format(t.pdfOf.invoice, { number: invoice.number })}
                    >
                      {t.pdf}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
