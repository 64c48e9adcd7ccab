import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from "react-admin";
import { Navigate, useParams } from "react-router-dom";
import { AuditHistory } from "../audit/AuditHistory.tsx";
import { OrderInvoicesButton } from "../invoices/OrderInvoicesButton.tsx";
import { api } from "../providers.ts";
import type { AdminOrder } from "./order.ts";
import { Panel } from "../layout/RecordPanel.tsx";
import { ActionsPanel } from "./OrderActions.tsx";
import {
  BuyerPanel,
  DeliveryPanel,
  HistoryPanel,
  LinesPanel,
  MailsPanel,
  NotesPanel,
  TotalsPanel,
  WithdrawalPanel,
} from "./OrderPanels.tsx";
import { PaymentPanel, SlipPanel } from "./PaymentPanels.tsx";
import { useOrderAction } from "./useOrderAction.ts";

/** The page's h1: the order's number and buyer. */
function OrderTitle() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <span>
      {translate("resources.orders.name", { smart_count: 1 })} {order.number}
    </span>
  );
}

/** The order page: actions, lines and totals, notes, mails, history on the left; buyer, delivery, payment beside. */
function OrderPage() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  // Opened from the list, react-admin first shows the list's row (its cache); the whole order comes next.
  if (!order || !Array.isArray(order.lines))
    return <CircularProgress aria-label={translate("ra.page.loading")} sx={{ m: 2 }} />;
  return <OrderLayout key={order.id} order={order} />;
}

function OrderLayout({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const action = useOrderAction(order);
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        mt: 1,
        gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(300px, 1fr)" },
        alignItems: "start",
      }}
    >
      <Stack gap={2}>
        {action.conflict && (
          <Alert
            severity="warning"
            role="alert"
            action={
              <Button color="inherit" onClick={action.reload}>
                {translate("dukan.orders.conflict.reload")}
              </Button>
            }
          >
            <AlertTitle>{translate("dukan.orders.conflict.title")}</AlertTitle>
            {translate("dukan.orders.conflict.body")}
          </Alert>
        )}
        <ActionsPanel order={order} action={action} />
        {order.withdrawal.received && <WithdrawalPanel order={order} />}
        <LinesPanel order={order} />
        <TotalsPanel order={order} />
        <NotesPanel order={order} action={action} />
        <MailsPanel order={order} />
        <HistoryPanel order={order} />
        <Panel title={translate("dukan.orders.panels.audit")}>
          <AuditHistory entity="order" entityId={order.number} />
        </Panel>
      </Stack>
      <Stack gap={2}>
        <BuyerPanel order={order} />
        <DeliveryPanel order={order} />
        <PaymentPanel order={order} />
        <SlipPanel order={order} />
        {!order.withdrawal.received && <WithdrawalPanel order={order} />}
      </Stack>
    </Box>
  );
}

/**
 * An order linked by its number (`/orders/2026-000123/show`, as bank statements link): its id read
 * from the API, then the page by id (react-admin wants the record's id to be the one in the path).
 */
function OrderByNumber({ number }: { number: string }) {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ["orders", "by-number", number],
    queryFn: () => api<AdminOrder>(`/orders/${encodeURIComponent(number)}`),
  });
  if (error)
    return (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {error.message}
      </Alert>
    );
  if (!data) return <CircularProgress aria-label={translate("ra.page.loading")} sx={{ m: 2 }} />;
  return <Navigate to={`/orders/${data.id}/show`} replace />;
}

export function OrderShow() {
  const { id } = useParams();
  if (id?.includes("-")) return <OrderByNumber number={id} />;
  return (
    <Show
      title={<OrderTitle />}
      component="div"
      actions={
        <TopToolbar>
          <ListButton label="dukan.orders.back" />
          <OrderInvoicesButton />
        </TopToolbar>
      }
    >
      <OrderPage />
    </Show>
  );
}
