import ReceiptIcon from "@mui/icons-material/Receipt";
import { Button, useRecordContext } from "react-admin";
import { Link } from "react-router-dom";

/** The invoice list's address showing one order's invoices and credit notes (searched by its number). */
export function orderInvoicesSearch(orderNumber: string): string {
  return `?${new URLSearchParams({ filter: JSON.stringify({ q: orderNumber }) }).toString()}`;
}

/**
 * On the staff's order page: the order's invoices and credit notes, a real link (react-router's
 * `Link` as the button's component, react-admin's documented way; without it the button renders an
 * `<a>` with no `href` that goes nowhere).
 */
export function OrderInvoicesButton() {
  const order = useRecordContext<{ id: number; number: string }>();
  if (!order) return null;
  return (
    <Button
      component={Link}
      to={{ pathname: "/invoices", search: orderInvoicesSearch(order.number) }}
      label="dukan.invoices.order_link"
    >
      <ReceiptIcon />
    </Button>
  );
}
