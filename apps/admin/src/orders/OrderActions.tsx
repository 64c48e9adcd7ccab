import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import {
  ACTIONS,
  type AdminOrder,
  type AdminOrderAction,
  COUNTER_PAYMENTS,
  type CounterPayment,
  today,
} from "./order.ts";
import { OrderStatusChip, PaymentStanding } from "./OrderList.tsx";
import { Panel } from "../layout/RecordPanel.tsx";
import { ApiError } from "../http.ts";
import { EuroTextField } from "../forms/EuroInput.tsx";
import { money } from "../i18n/numbers.ts";
import { paymentAmountRefusal, surplusCents } from "./payment-amount.ts";
import { type ActionHook, fieldError } from "./useOrderAction.ts";

/**
 * The actions asked in a dialog: those that need a form (ship, cancel, mark paid) and those that
 * cannot be taken back or mail the customer without a form (complete, refund, the confirmation
 * again). Confirm and ready for pickup run at once.
 */
const DIALOG_ACTIONS = [
  "ship",
  "cancel",
  "mark-paid",
  "complete",
  "refund",
  "resend-confirmation",
] as const satisfies AdminOrderAction[];
type DialogAction = (typeof DIALOG_ACTIONS)[number];

function asksFirst(action: AdminOrderAction): action is DialogAction {
  return (DIALOG_ACTIONS as readonly AdminOrderAction[]).includes(action);
}

/** The fields each dialog shows beside its inputs (their refusals are not repeated above the buttons). */
const shownFields: Record<DialogAction, string[]> = {
  ship: ["carrier", "trackingNumber"],
  cancel: ["reason"],
  "mark-paid": ["amount", "paidOn"],
  complete: [],
  refund: [],
  "resend-confirmation": [],
};

/**
 * Whether the action takes a cash-on-pickup order's money at the counter (complete, record the
 * payment): the dialog asks how it was paid, cash or card, which the invoice names.
 */
function asksPaidWith(kind: DialogAction, order: AdminOrder): boolean {
  return (
    (kind === "complete" || kind === "mark-paid") &&
    order.payment_method === "cash_on_pickup" &&
    order.payment_status === "unpaid"
  );
}

/** What the dialog says will happen, in the staff's words (the customer's mail, the credit note). */
function consequence(kind: DialogAction, order: AdminOrder): { key: string; email?: string } {
  switch (kind) {
    case "complete":
      return {
        key:
          order.payment_method === "cash_on_pickup" && order.payment_status === "unpaid"
            ? "complete_cash"
            : "complete",
      };
    case "refund":
      return { key: "refund" };
    case "resend-confirmation":
      return { key: "resend-confirmation", email: order.buyer.email };
    default:
      return { key: "mails_customer" };
  }
}

/** The dialog of an action that asks first: its form, if any, and what will happen. */
function ActionDialog({
  kind,
  order,
  action,
  onClose,
}: {
  kind: DialogAction;
  order: AdminOrder;
  action: ActionHook;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  // The ship form's own check: both fields are needed, so an empty one is never sent.
  const [missingFields, setMissingFields] = useState<{ carrier?: string; trackingNumber?: string }>(
    {},
  );
  const [reason, setReason] = useState("");
  // What is still open, in cents (the field shows it in the staff's language: "1.234,50").
  const [amount, setAmount] = useState<number | string | null>(
    Math.max(order.total_cents - order.received_cents, 0),
  );
  // The amount's own check: typed as no amount, empty or nothing is refused at the field, never sent.
  const [amountRefusal, setAmountRefusal] = useState<string | null>(null);
  const [paidOn, setPaidOn] = useState(today());
  // Cash on pickup: cash or card, chosen by the staff (none at first: never assumed).
  const asksMeans = asksPaidWith(kind, order);
  const [paidWith, setPaidWith] = useState<CounterPayment | null>(null);
  const [paidWithRefusal, setPaidWithRefusal] = useState<string | null>(null);
  const paidWithId = useId();
  const shown = asksMeans ? [...shownFields[kind], "paidWith"] : shownFields[kind];
  const title = translate("dukan.orders.actions.confirm_title", {
    action: translate(`dukan.orders.actions.${kind}`),
    number: order.number,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === "ship") {
      const empty = {
        ...(carrier.trim() ? {} : { carrier: translate("dukan.orders.actions.missing.carrier") }),
        ...(tracking.trim()
          ? {}
          : { trackingNumber: translate("dukan.orders.actions.missing.tracking") }),
      };
      setMissingFields(empty);
      if (empty.carrier || empty.trackingNumber) {
        const form = event.currentTarget as HTMLFormElement;
        form
          .querySelector<HTMLInputElement>(
            empty.carrier ? "input[name=carrier]" : "input[name=trackingNumber]",
          )
          ?.focus();
        return;
      }
    }
    // Cash or card is never assumed: without a choice nothing is sent (the field above it first).
    const missingMeans = asksMeans && !paidWith;
    setPaidWithRefusal(missingMeans ? translate("dukan.orders.actions.missing.paid_with") : null);
    if (kind === "mark-paid") {
      const refusal = paymentAmountRefusal(amount);
      setAmountRefusal(refusal && translate(refusal));
      if (refusal) {
        (event.currentTarget as HTMLFormElement)
          .querySelector<HTMLInputElement>("input[name=amount]")
          ?.focus();
        return;
      }
    }
    if (missingMeans) {
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>("input[name=paidWith]")
        ?.focus();
      return;
    }
    const means = asksMeans ? { paidWith } : {};
    const data =
      kind === "ship"
        ? { carrier: carrier.trim(), trackingNumber: tracking.trim() }
        : kind === "cancel"
          ? reason.trim()
            ? { reason: reason.trim() }
            : {}
          : kind === "mark-paid"
            ? { amount, paidOn, ...means }
            : means;
    action.mutate({ action: kind, data }, { onSuccess: onClose });
  };
  const shipError = (field: "carrier" | "trackingNumber") =>
    missingFields[field] ?? fieldError(action, field);
  const amountError = amountRefusal ?? fieldError(action, "amount");
  // More than is open is recorded as asked, but said first: what will be the buyer's to get back.
  const surplus = surplusCents(amount, order.outstanding_cents);
  const amountNote =
    surplus > 0
      ? translate("dukan.orders.actions.amount_surplus", {
          open: money(order.outstanding_cents, locale),
          surplus: money(surplus, locale),
        })
      : undefined;
  const paidWithError = paidWithRefusal ?? fieldError(action, "paidWith");
  const refusedElsewhere =
    action.refusal !== null &&
    !(
      action.error instanceof ApiError &&
      Object.keys(action.error.fields).length > 0 &&
      Object.keys(action.error.fields).every((field) => shown.includes(field))
    );
  const told = consequence(kind, order);
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
                name="carrier"
                label={translate("dukan.orders.actions.carrier")}
                value={carrier}
                onChange={(event) => {
                  setCarrier(event.target.value);
                  setMissingFields((fields) => ({ ...fields, carrier: undefined }));
                }}
                required
                autoFocus
                error={Boolean(shipError("carrier"))}
                helperText={shipError("carrier")}
              />
              <TextField
                name="trackingNumber"
                label={translate("dukan.orders.actions.tracking")}
                value={tracking}
                onChange={(event) => {
                  setTracking(event.target.value);
                  setMissingFields((fields) => ({ ...fields, trackingNumber: undefined }));
                }}
                required
                error={Boolean(shipError("trackingNumber"))}
                helperText={shipError("trackingNumber")}
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
              <EuroTextField
                name="amount"
                label={translate("dukan.orders.actions.amount")}
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setAmountRefusal(null);
                }}
                required
                autoFocus
                error={Boolean(amountError)}
                helperText={amountError ?? amountNote}
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
          {asksMeans && (
            <FormControl component="fieldset" required error={Boolean(paidWithError)}>
              <FormLabel component="legend" id={`${paidWithId}-label`}>
                {translate("dukan.orders.actions.paid_with.label")}
              </FormLabel>
              <RadioGroup
                name="paidWith"
                value={paidWith ?? ""}
                onChange={(event) => {
                  setPaidWith(event.target.value as CounterPayment);
                  setPaidWithRefusal(null);
                }}
                aria-labelledby={`${paidWithId}-label`}
                aria-describedby={paidWithError ? `${paidWithId}-error` : undefined}
              >
                {COUNTER_PAYMENTS.map((means, i) => (
                  <FormControlLabel
                    key={means}
                    value={means}
                    control={<Radio required autoFocus={kind === "complete" && i === 0} />}
                    label={translate(`dukan.orders.actions.paid_with.${means}`)}
                  />
                ))}
              </RadioGroup>
              {paidWithError && (
                <FormHelperText id={`${paidWithId}-error`}>{paidWithError}</FormHelperText>
              )}
            </FormControl>
          )}
          <Typography variant="body2" color={shown.length > 0 ? "text.secondary" : "text.primary"}>
            {translate(`dukan.orders.actions.ask.${told.key}`, {
              number: order.number,
              email: told.email,
            })}
          </Typography>
          {refusedElsewhere && (
            <Alert severity="error" role="alert">
              {action.refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("dukan.orders.actions.cancel_dialog")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={action.isPending}
            autoFocus={shown.length === 0}
          >
            {translate(`dukan.orders.actions.submits.${kind}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The buttons of the actions the order's state allows (the API's `actions`). */
export function ActionsPanel({ order, action }: { order: AdminOrder; action: ActionHook }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<DialogAction | null>(null);
  const allowed = ACTIONS.filter((name) => order.actions.includes(name));
  return (
    <Panel title={translate("dukan.orders.panels.actions")}>
      <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
        <OrderStatusChip status={order.status} />
        <Typography variant="body2">
          <PaymentStanding order={order} />
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
                if (asksFirst(name)) setDialog(name);
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
