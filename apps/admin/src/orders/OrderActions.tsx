import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { useTranslate } from "react-admin";
import { ACTIONS, type AdminOrder, today } from "./order.ts";
import { OrderStatusChip } from "./OrderList.tsx";
import { Panel } from "../layout/RecordPanel.tsx";
import { type ActionHook, fieldError } from "./useOrderAction.ts";

/** The form an action asks for (ship, cancel, mark paid) in a dialog; the rest run at once. */
function ActionDialog({
  kind,
  order,
  action,
  onClose,
}: {
  kind: "ship" | "cancel" | "mark-paid";
  order: AdminOrder;
  action: ActionHook;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  const [reason, setReason] = useState("");
  const missing = order.total_cents - order.received_cents;
  const [amount, setAmount] = useState((Math.max(missing, 0) / 100).toFixed(2));
  const [paidOn, setPaidOn] = useState(today());
  const title = translate("dukan.orders.actions.confirm_title", {
    action: translate(`dukan.orders.actions.${kind}`),
    number: order.number,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data =
      kind === "ship"
        ? { carrier: carrier.trim(), trackingNumber: tracking.trim() }
        : kind === "cancel"
          ? reason.trim()
            ? { reason: reason.trim() }
            : {}
          : { amount: Math.round(Number(amount.replace(",", ".")) * 100), paidOn };
    action.mutate({ action: kind, data }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {kind === "ship" && (
            <>
              <TextField
                label={translate("dukan.orders.actions.carrier")}
                value={carrier}
                onChange={(event) => setCarrier(event.target.value)}
                required
                autoFocus
                error={Boolean(fieldError(action, "carrier"))}
                helperText={fieldError(action, "carrier")}
              />
              <TextField
                label={translate("dukan.orders.actions.tracking")}
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
                required
                error={Boolean(fieldError(action, "trackingNumber"))}
                helperText={fieldError(action, "trackingNumber")}
              />
            </>
          )}
          {kind === "cancel" && (
            <TextField
              label={translate("dukan.orders.actions.reason")}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              multiline
              minRows={2}
              autoFocus
              error={Boolean(fieldError(action, "reason"))}
              helperText={fieldError(action, "reason")}
            />
          )}
          {kind === "mark-paid" && (
            <>
              <TextField
                label={translate("dukan.orders.actions.amount")}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                inputMode="decimal"
                required
                autoFocus
                error={Boolean(fieldError(action, "amount"))}
                helperText={fieldError(action, "amount")}
              />
              <TextField
                label={translate("dukan.orders.actions.paid_on")}
                type="date"
                value={paidOn}
                onChange={(event) => setPaidOn(event.target.value)}
                required
                slotProps={{ inputLabel: { shrink: true } }}
                error={Boolean(fieldError(action, "paidOn"))}
                helperText={fieldError(action, "paidOn")}
              />
            </>
          )}
          <Typography variant="body2" color="text.secondary">
            {translate("dukan.orders.actions.mails_customer")}
          </Typography>
          {action.refusal && (
            <Alert severity="error" role="alert">
              {action.refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("dukan.orders.actions.cancel_dialog")}</Button>
          <Button type="submit" variant="contained" disabled={action.isPending}>
            {translate("dukan.orders.actions.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The buttons of the actions the order's state allows (the API's `actions`). */
export function ActionsPanel({ order, action }: { order: AdminOrder; action: ActionHook }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<"ship" | "cancel" | "mark-paid" | null>(null);
  const allowed = ACTIONS.filter((name) => order.actions.includes(name));
  return (
    <Panel title={translate("dukan.orders.panels.actions")}>
      <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
        <OrderStatusChip status={order.status} />
        <Typography variant="body2">
          {translate(`dukan.orders.payment_statuses.${order.payment_status}`)}
        </Typography>
      </Stack>
      {allowed.length === 0 ? (
        <Typography variant="body2">{translate("dukan.orders.actions.none")}</Typography>
      ) : (
        <Stack direction="row" gap={1} flexWrap="wrap">
          {allowed.map((name) => (
            <Button
              key={name}
              variant={name === "cancel" ? "outlined" : "contained"}
              color={name === "cancel" ? "error" : "primary"}
              disabled={action.isPending}
              onClick={() => {
                action.reset();
                if (name === "ship" || name === "cancel" || name === "mark-paid") setDialog(name);
                else action.mutate({ action: name });
              }}
            >
              {translate(`dukan.orders.actions.${name}`)}
            </Button>
          ))}
        </Stack>
      )}
      {action.refusal && !dialog && (
        <Alert severity="error" role="alert">
          {action.refusal}
        </Alert>
      )}
      {dialog && (
        <ActionDialog kind={dialog} order={order} action={action} onClose={() => setDialog(null)} />
      )}
    </Panel>
  );
}
