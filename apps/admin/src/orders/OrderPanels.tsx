import { Alert, Box, Button, TextField, Typography } from "@mui/material";
import { type FormEvent, type ReactNode, useState } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";
import type { AdminOrder } from "./order.ts";
import { Facts, Panel } from "../layout/RecordPanel.tsx";
import { SmallTable } from "./SmallTable.tsx";
import { totalRows } from "./totals.ts";
import { type ActionHook, fieldError } from "./useOrderAction.ts";
import { withdrawalPeriod } from "./withdrawal.ts";

export function LinesPanel({ order }: { order: AdminOrder }) {
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
              {line.withdrawn && ` (${t(line.cancelled ? "cancelled" : "withdrawn")})`}
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

export function TotalsPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rows: [string, ReactNode][] = totalRows(order).map((row) => {
    const amount = row.less ? `− ${money(row.cents, locale)}` : money(row.cents, locale);
    return [
      translate(`dukan.orders.totals.${row.key}`),
      row.total ? <strong key={row.key}>{amount}</strong> : amount,
    ];
  });
  return (
    <Panel title={translate("dukan.orders.panels.totals")}>
      <Facts rows={rows} />
      <Typography variant="body2" color="text.secondary">
        {translate(`dukan.orders.totals.${order.prices_include_vat ? "with_vat" : "without_vat"}`)}
      </Typography>
    </Panel>
  );
}

export function BuyerPanel({ order }: { order: AdminOrder }) {
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

/**
 * The EU withdrawal function as the staff need it: the statement received (when, from whom, which
 * lines: the goods to take back and the money to return within 14 days), or until when the buyer
 * may still withdraw; a legal entity has no such right.
 */
export function WithdrawalPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`dukan.orders.withdrawal.${key}`, options);
  const { received } = order.withdrawal;
  const rows: [string, ReactNode][] = [];
  if (received) {
    const lines = received.all_lines
      ? t("all_lines")
      : order.lines
          .filter((line) => received.line_ids.includes(line.id))
          .map((line) => `${line.item_code} × ${line.quantity}`)
          .join(", ");
    rows.push(
      [t("received_at"), momentText(received.at, locale)],
      [t("from"), `${received.name} <${received.email}>`],
      [t("lines"), lines],
    );
  } else {
    const period = withdrawalPeriod(order);
    rows.push([
      t("until"),
      period.key === "until" ? momentText(period.until, locale) : t(period.key),
    ]);
  }
  const followUp = order.withdrawal_follow_up;
  return (
    <Panel title={translate("dukan.orders.panels.withdrawal")}>
      {followUp && (
        <Alert severity={followUp === "take_back_and_refund" ? "warning" : "info"} sx={{ mb: 1 }}>
          {t(followUp)}
        </Alert>
      )}
      <Facts rows={rows} />
    </Panel>
  );
}

export function DeliveryPanel({ order }: { order: AdminOrder }) {
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

export function NotesPanel({ order, action }: { order: AdminOrder; action: ActionHook }) {
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
                <time dateTime={note.at}>{momentText(note.at, locale)}</time>
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

export function MailsPanel({ order }: { order: AdminOrder }) {
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
              momentText(mail.at, locale),
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

export function HistoryPanel({ order }: { order: AdminOrder }) {
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
            momentText(entry.at, locale),
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
