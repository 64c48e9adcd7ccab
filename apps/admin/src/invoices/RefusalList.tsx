import ReplayIcon from "@mui/icons-material/Replay";
import type { AdminInvoiceRefusal, AdminIssueInvoiceResponse } from "@dukan/contract";
import { Card, CardContent, Link as MuiLink, Typography } from "@mui/material";
import { useState } from "react";
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { MomentField } from "../i18n/MomentField.tsx";

/**
 * Issue again: marks the order due and issues at once (`POST /api/admin/orders/{id}/invoice`),
 * then says what happened: the number issued, the reasons it is still refused, or nothing due.
 */
function IssueAgainButton(_props: { label: string }) {
  const refusal = useRecordContext<AdminInvoiceRefusal>();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  if (!refusal) return null;
  const run = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.action<AdminIssueInvoiceResponse & { id: number }>(
        "orders",
        { id: refusal.id, action: "invoice", data: {} },
      );
      if (data.outcome === "issued")
        notify("dukan.invoice_refusals.issued", {
          type: "success",
          messageArgs: { number: data.number ?? "" },
        });
      else if (data.outcome === "refused")
        notify("dukan.invoice_refusals.still_refused", {
          type: "warning",
          messageArgs: { reasons: data.reasons.join(" ") },
        });
      else notify("dukan.invoice_refusals.nothing", { type: "info" });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <Button
      label="dukan.invoice_refusals.issue_again"
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      <ReplayIcon />
    </Button>
  );
}

function NoRefusals() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          {translate("dukan.invoice_refusals.none")}
        </Typography>
        <Typography>{translate("dukan.invoice_refusals.help")}</Typography>
      </CardContent>
    </Card>
  );
}

/** Orders whose invoice or credit note was refused, newest first, with the reasons; issue again once fixed. */
export function InvoiceRefusalList() {
  return (
    <List sort={{ field: "at", order: "DESC" }} exporter={false} empty={<NoRefusals />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<AdminInvoiceRefusal>
          source="order_number"
          sortable={false}
          render={(row) => (
            <MuiLink component={Link} to={`/orders/${row.id}/show`}>
              {row.order_number}
            </MuiLink>
          )}
        />
        <TextField source="buyer_name" sortable={false} />
        <FunctionField<AdminInvoiceRefusal>
          source="reasons"
          sortable={false}
          render={(row) => (
            <ul style={{ margin: 0, paddingLeft: "1.2em" }}>
              {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        />
        <MomentField source="at" showTime sortable={false} />
        <IssueAgainButton label="dukan.invoice_refusals.actions" />
      </Datagrid>
    </List>
  );
}
