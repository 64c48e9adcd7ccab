import { Link } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { orderPath } from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import { OrderCellLabel } from "./OrderCellLabel.tsx";

/** An invoice row's cell with the order it belongs to, linked to the order's page. */
export function InvoiceOrderCell({ orderNumber }: { orderNumber: string }) {
  const t = useMessages().orders.invoices;
  const language = useLanguage();
  return (
    <td>
      <OrderCellLabel text={t.order} />
      <Link
        to={orderPath(language, orderNumber)}
        aria-label={format(t.openOrder, { number: orderNumber })}
      >
        {orderNumber}
      </Link>
    </td>
  );
}
