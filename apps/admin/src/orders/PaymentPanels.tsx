import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useLocaleState, useTranslate } from "react-admin";
import { dayText, momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";
import { Facts, Panel } from "../layout/RecordPanel.tsx";
import type { AdminOrder } from "./order.ts";
import { SmallTable } from "./SmallTable.tsx";

// The order page's payment: how it is paid and where that stands, the money received and the card
// attempts; while a bank transfer is unpaid, its HUB-3 slip.

export function PaymentPanel({ order }: { order: AdminOrder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`dukan.orders.payment.${key}`, options);
  const rows: [string, ReactNode][] = [
    [
      t("method"),
      // Cash on pickup once paid at the counter: in cash or by card, as the invoice says.
      translate(
        order.paid_with
          ? `dukan.orders.paid_at_pickup.${order.paid_with}`
          : `dukan.orders.payment_methods.${order.payment_method}`,
      ),
    ],
    [t("status"), translate(`dukan.orders.payment_states.${order.payment_state}`)],
  ];
  if (order.instalments) rows.push([t("instalments"), order.instalments]);
  rows.push([t("received"), money(order.received_cents, locale)]);
  if (order.outstanding_cents > 0)
    rows.push([t("outstanding"), money(order.outstanding_cents, locale)]);
  // Paid too much, or paid and then cancelled: what goes back (until the order is refunded).
  if (order.to_return_cents > 0) rows.push([t("to_return"), money(order.to_return_cents, locale)]);
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
              dayText(p.paid_on, locale),
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
              momentText(a.at, locale),
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

/** The HUB-3 slip while a bank transfer is (partly) unpaid: its data and its barcode (the staff's endpoint). */
export function SlipPanel({ order }: { order: AdminOrder }) {
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
          // Part of it paid: the slip (and its barcode) asks for the rest.
          [t(slip.received_cents > 0 ? "outstanding" : "amount"), money(slip.amount_cents, locale)],
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
