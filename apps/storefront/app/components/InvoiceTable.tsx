import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { type InvoiceRow, invoiceFilePath } from "../lib/invoices.ts";
import { formatPrice } from "../lib/number-format.ts";
import { format } from "../locales/index.ts";
import { InvoiceOrderCell } from "./InvoiceOrderCell.tsx";
import { OrderCellLabel } from "./OrderCellLabel.tsx";
import { TableScroll } from "./TableScroll.tsx";

/**
 * Invoices and credit notes with their downloads. `withOrder` adds the columns of the customer's
 * whole list (/my-invoices): the order each belongs to, the due date and what was left to pay; an
 * order's page already says those. The downloads are plain links to resource routes
 * (routes/invoice-file.ts), so they work before and without JavaScript. An order's page shows the
 * due date too when an invoice is still to be paid (an order on account's invoice).
 */
export function InvoiceTable({
  invoices,
  caption,
  withOrder,
}: {
  invoices: InvoiceRow[];
  caption: string;
  withOrder: boolean;
}) {
  const t = useMessages().orders.invoices;
  const language = useLanguage();
  const withDue =
    withOrder ||
    invoices.some((invoice) => invoice.kind === "invoice" && invoice.payable_cents > 0);
  return (
    <TableScroll label={caption}>
      <table className="order-table order-table--cards invoice-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.kind}</th>
            {withOrder && <th scope="col">{t.order}</th>}
            <th scope="col">{t.issued}</th>
            {withDue && <th scope="col">{t.due}</th>}
            <th scope="col" className="order-table__number">
              {t.amount}
            </th>
            {withOrder && (
              <th scope="col" className="order-table__number">
                {t.payable}
              </th>
            )}
            <th scope="col">{t.files}</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.number}</th>
              <td>
                <OrderCellLabel text={t.kind} />
                {t.kinds[invoice.kind]}
                {invoice.credits_number && (
                  <span className="order-table__code">
                    {format(t.credits, { number: invoice.credits_number })}
                  </span>
                )}
              </td>
              {withOrder && <InvoiceOrderCell orderNumber={invoice.order_number} />}
              <td>
                <OrderCellLabel text={t.issued} />
                <time dateTime={invoice.issued_at}>{invoice.issuedOn}</time>
              </td>
              {withDue && (
                <td>
                  <OrderCellLabel text={t.due} />
                  <time dateTime={invoice.due_date}>{invoice.dueOn}</time>
                </td>
              )}
              <td className="order-table__number">
                <OrderCellLabel text={t.amount} />
                {formatPrice(invoice.gross_cents, language)}
              </td>
              {withOrder && (
                <td className="order-table__number">
                  <OrderCellLabel text={t.payable} />
                  {invoice.kind === "invoice" && invoice.payable_cents === 0
                    ? t.paid
                    : formatPrice(invoice.payable_cents, language)}
                </td>
              )}
              <td className="order-table__wide">
                <OrderCellLabel text={t.files} />
                <span className="invoice-table__files">
                  {/* Plain links: a download is a document of its own, never a client-side navigation. */}
                  <a
                    href={invoiceFilePath(language, invoice.id, "pdf")}
                    aria-label={format(t.pdfOf[invoice.kind], { number: invoice.number })}
                  >
                    {t.pdf}
                  </a>
                  {invoice.has_xml && (
                    <a
                      href={invoiceFilePath(language, invoice.id, "xml")}
                      aria-label={format(t.xmlOf[invoice.kind], { number: invoice.number })}
                    >
                      {t.xml}
                    </a>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
