import ReceiptIcon from "@mui/icons-material/Receipt";
import { Button, useRecordContext } from "react-admin";

/** On the staff's order page: the order's invoices and credit notes (the invoice list searched by its number). */
export function OrderInvoicesButton() {
  const order = useRecordContext<{ id: number; number: string }>();
  if (!order) return null;
  const filter = encodeURIComponent(JSON.stringify({ q: order.number }));
  return (
    <Button label="dukan.invoices.order_link" to={`/invoices?filter=${filter}`}>
      <ReceiptIcon />
    </Button>
  );
}
