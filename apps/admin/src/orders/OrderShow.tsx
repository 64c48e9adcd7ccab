import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  ListButton,
  Show,
  TopToolbar,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { Navigate, useParams } from "react-router-dom";
import { AuditHistory } from "../audit/AuditHistory.tsx";
import { OrderInvoicesButton } from "../invoices/OrderInvoicesButton.tsx";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";
import { money } from "../i18n/numbers.ts";
import {
  ACTIONS,
  type AdminOrder,
  type AdminOrderAction,
  dateTime,
  isVersionConflict,
  today,
} from "./order.ts";
import { OrderStatusChip } from "./OrderList.tsx";
import { Facts, Panel } from "../layout/RecordPanel.tsx";

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

/** A small table with its header row; `label` names it for screen readers. */
function SmallTable({
  label,
  head,
  rows,
  numeric = [],
}: {
  label: string;
  head: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
  numeric?: number[];
}) {
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {head.map((cell, i) => (
              <TableCell key={cell} align={numeric.includes(i) ? "right" : "left"}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell key={i} align={numeric.includes(i) ? "right" : "left"}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Every action on the order, with the version it was read at. A success reads the order (and its
 * audit history) again; a 409 `version_conflict` is told on the page with a reload; any other
 * refusal shows the API's reason; refused fields are marked on the form.
 */
function useOrderAction(order: AdminOrder) {
  const dataProvider = useDataProvider<DukanDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [conflict, setConflict] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (change: { action: AdminOrderAction; data?: Record<string, unknown> }) =>
      dataProvider.action<AdminOrder>("orders", {
        id: order.id,
        action: change.action,
        data: { ...change.data, version: order.version },
      }),
    onMutate: () => {
      setRefusal(null);
    },
    onSuccess: (answer, change) => {
      setConflict(false);
      queryClient.setQueriesData({ queryKey: ["orders", "getOne"] }, (old: unknown) =>
        old && (old as { id?: unknown }).id === order.id ? answer.data : old,
      );
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
      void queryClient.invalidateQueries({ queryKey: ["audit-history"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      notify(
        change.action === "note"
          ? translate("dukan.orders.notes.added")
          : translate("dukan.orders.actions.done", {
              action: translate(`dukan.orders.actions.${change.action}`),
            }),
        { type: "success" },
      );
    },
    onError: (error) => {
      if (isVersionConflict(error)) setConflict(true);
      else setRefusal(error instanceof Error ? error.message : String(error));
    },
  });
  const reload = () => {
    setConflict(false);
    setRefusal(null);
    void queryClient.invalidateQueries({ queryKey: ["orders"] });
    void queryClient.invalidateQueries({ queryKey: ["audit-history"] });
  };
  return { ...mutation, conflict, refusal, reload };
}

type ActionHook = ReturnType<typeof useOrderAction>;

/** A refused field's sentence from the API, if the last attempt refused it. */
function fieldError(action: ActionHook, field: string): string | undefined {
  return action.error instanceof ApiError ? action.error.fields[field] : undefined;
}

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
function ActionsPanel({ order, action }: { order: AdminOrder; action: ActionHook }) {
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

function LinesPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`dukan.orders.line.${key}`);
  return (
    <Panel title={translate("dukan.orders.panels.lines")}>
      <SmallTable
        label={translate("dukan.orders.lines_count", { smart_count: order.lines.length })}
        head={[
          t("item_code"),
          t("name"),
          t("quantity"),
          t("unit_price"),
          t("rebate"),
          t("vat"),
          t("total"),
        ]}
        numeric={[2, 3, 4, 5, 6]}
        rows={order.lines.map((line) => ({
          key: line.id,
          cells: [
            line.item_code,
            <>
              {locale === "en" ? line.name_en : line.name_hr}
              {line.withdrawn && ` (${t("withdrawn")})`}
            </>,
            line.quantity,
            money(line.unit_price_cents, locale),
            line.rebate_percent > 0 ? `${line.rebate_percent} %` : "—",
            `${line.vat_rate} %`,
            money(order.prices_include_vat ? line.gross_cents : line.net_cents, locale),
          ],
        }))}
      />
    </Panel>
  );
}

function TotalsPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`dukan.orders.totals.${key}`);
  const { totals } = order;
  const rows: [string, ReactNode][] = [[t("subtotal"), money(totals.subtotal_cents, locale)]];
  if (totals.rebate_cents > 0) rows.push([t("rebate"), `− ${money(totals.rebate_cents, locale)}`]);
  rows.push([t("vat"), money(totals.vat_cents, locale)]);
  if (totals.delivery_fee_cents > 0)
    rows.push([t("delivery_fee"), money(totals.delivery_fee_cents, locale)]);
  if (totals.card_surcharge_cents > 0)
    rows.push([t("card_surcharge"), money(totals.card_surcharge_cents, locale)]);
  rows.push([t("total"), <strong key="total">{money(totals.total_cents, locale)}</strong>]);
  return (
    <Panel title={translate("dukan.orders.panels.totals")}>
      <Facts rows={rows} />
      <Typography variant="body2" color="text.secondary">
        {t(order.prices_include_vat ? "with_vat" : "without_vat")}
      </Typography>
    </Panel>
  );
}

function BuyerPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dukan.orders.buyer.${key}`);
  const rows: [string, ReactNode][] = [
    [t("name"), order.buyer.name],
    [t("email"), order.buyer.email],
    [t("phone"), order.buyer.phone || "—"],
  ];
  if (order.buyer.company)
    rows.push(
      [t("company"), order.buyer.company.name],
      [t("oib"), order.buyer.company.oib],
      [t("address"), `${order.buyer.company.address}, ${order.buyer.company.place}`],
    );
  rows.push(
    [t("language"), order.language === "en" ? "English" : "Hrvatski"],
    [t("customer"), order.customer_id],
    [t("note"), order.note || "—"],
  );
  return (
    <Panel title={translate("dukan.orders.panels.buyer")}>
      <Facts rows={rows} />
    </Panel>
  );
}

function DeliveryPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dukan.orders.delivery.${key}`);
  const rows: [string, ReactNode][] = [
    [t("method"), translate(`dukan.orders.delivery_methods.${order.delivery_method}`)],
    [
      t("address"),
      order.delivery
        ? `${order.delivery.address}, ${order.delivery.zip} ${order.delivery.place}`
        : t("none"),
    ],
  ];
  if (order.shipment)
    rows.push(
      [t("carrier"), order.shipment.carrier],
      [t("tracking"), order.shipment.tracking_number],
    );
  return (
    <Panel title={translate("dukan.orders.panels.delivery")}>
      <Facts rows={rows} />
    </Panel>
  );
}

function PaymentPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`dukan.orders.payment.${key}`, options);
  const rows: [string, ReactNode][] = [
    [t("method"), translate(`dukan.orders.payment_methods.${order.payment_method}`)],
    [t("status"), translate(`dukan.orders.payment_statuses.${order.payment_status}`)],
  ];
  if (order.instalments) rows.push([t("instalments"), order.instalments]);
  rows.push([t("received"), money(order.received_cents, locale)]);
  return (
    <Panel title={translate("dukan.orders.panels.payment")}>
      <Facts rows={rows} />
      <Typography component="h3" variant="subtitle1">
        {t("received_title")}
      </Typography>
      {order.payments.length === 0 ? (
        <Typography variant="body2">{t("none_received")}</Typography>
      ) : (
        <SmallTable
          label={t("received_title")}
          head={[t("paid_on"), t("amount"), t("source"), t("by")]}
          numeric={[1]}
          rows={order.payments.map((p) => ({
            key: p.id,
            cells: [
              p.paid_on,
              money(p.amount_cents, locale),
              `${t(`sources.${p.source}`)}${p.reference ? ` · ${p.reference}` : ""}`,
              p.staff?.name ?? "—",
            ],
          }))}
        />
      )}
      <Typography component="h3" variant="subtitle1">
        {t("attempts_title")}
      </Typography>
      {order.payment_attempts.length === 0 ? (
        <Typography variant="body2">{t("none_attempts")}</Typography>
      ) : (
        <SmallTable
          label={t("attempts_title")}
          head={[t("at"), t("amount"), t("method"), t("attempt_status")]}
          numeric={[1]}
          rows={order.payment_attempts.map((a) => ({
            key: a.id,
            cells: [
              dateTime(a.at, locale),
              money(a.amount_cents, locale),
              translate(`dukan.orders.payment_methods.${a.payment_method}`),
              t(`attempt_statuses.${a.status}`),
            ],
          }))}
        />
      )}
    </Panel>
  );
}

/** The HUB-3 slip while a bank transfer is unpaid: its data and its barcode (the staff's endpoint). */
function SlipPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const slip = order.payment_slip;
  if (!slip || !order.payment_slip_barcode_url) return null;
  const t = (key: string, options?: object) => translate(`dukan.orders.slip.${key}`, options);
  return (
    <Panel title={translate("dukan.orders.panels.slip")}>
      <Facts
        rows={[
          [t("iban"), slip.iban],
          [t("reference"), `${slip.model} ${slip.reference}`],
          [t("amount"), money(slip.amount_cents, locale)],
        ]}
      />
      <Box
        component="img"
        src={order.payment_slip_barcode_url}
        alt={t("barcode", { number: order.number })}
        sx={{ maxWidth: 320, width: "100%", background: "#fff" }}
      />
    </Panel>
  );
}

function NotesPanel({ order, action }: { order: AdminOrder; action: ActionHook }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [text, setText] = useState("");
  const t = (key: string) => translate(`dukan.orders.notes.${key}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ action: "note", data: { text } }, { onSuccess: () => setText("") });
  };
  return (
    <Panel title={translate("dukan.orders.panels.notes")}>
      {order.notes.length === 0 ? (
        <Typography variant="body2">{t("none")}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2, display: "grid", gap: 1 }}>
          {order.notes.map((note) => (
            <li key={note.id}>
              <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                {note.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {note.staff?.name ?? "—"} ·{" "}
                <time dateTime={note.at}>{dateTime(note.at, locale)}</time>
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 1 }}>
        <TextField
          label={t("label")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          helperText={fieldError(action, "text") ?? t("help")}
          error={Boolean(fieldError(action, "text"))}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={action.isPending || !text.trim()}>
            {t("add")}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}

function MailsPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`dukan.orders.mails.${key}`);
  return (
    <Panel title={translate("dukan.orders.panels.mails")}>
      {order.mails.length === 0 ? (
        <Typography variant="body2">{t("none")}</Typography>
      ) : (
        <SmallTable
          label={translate("dukan.orders.panels.mails")}
          head={[t("at"), t("subject"), t("to"), t("status")]}
          rows={order.mails.map((mail) => ({
            key: mail.id,
            cells: [
              dateTime(mail.at, locale),
              mail.subject,
              mail.to,
              translate(`dukan.orders.mails.statuses.${mail.status}`),
            ],
          }))}
        />
      )}
    </Panel>
  );
}

function HistoryPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`dukan.orders.history.${key}`);
  return (
    <Panel title={translate("dukan.orders.panels.history")}>
      <SmallTable
        label={translate("dukan.orders.panels.history")}
        head={[t("at"), t("status"), t("payment"), t("who"), t("note")]}
        rows={order.history.map((entry, i) => ({
          key: i,
          cells: [
            dateTime(entry.at, locale),
            translate(`dukan.orders.statuses.${entry.status}`),
            translate(`dukan.orders.payment_statuses.${entry.payment_status}`),
            entry.staff?.name ?? t("shop"),
            entry.note || "—",
          ],
        }))}
      />
    </Panel>
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
