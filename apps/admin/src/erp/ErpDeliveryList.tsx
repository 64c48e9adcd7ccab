import ReplayIcon from "@mui/icons-material/Replay";
import type { ErpDelivery, ErpSending } from "@dukan/contract";
import { Alert, AlertTitle, Card, CardContent, Link, Typography } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import {
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { MomentField } from "../i18n/MomentField.tsx";
import { api } from "../providers.ts";
import { hasScope, type Role } from "../staff/roles.ts";

export const ERP_RESOURCE = "erp/deliveries";
const STATUSES = ["pending", "delivered", "failed"] as const;

/** Resend: asks first, then queues the order for the ERP again (the worker posts it within seconds). */
function ResendButton({ sending }: { label: string; sending: boolean }) {
  const delivery = useRecordContext<ErpDelivery>();
  const dataProvider = useDataProvider<DukanDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  if (!delivery) return null;
  const run = async () => {
    setPending(true);
    try {
      await dataProvider.action(ERP_RESOURCE, { id: delivery.id, action: "resend", data: {} });
      // With sending off it only waits in the queue: said so, not reported as sent.
      notify(sending ? "dukan.erp.resent" : "dukan.erp.resent_off", {
        type: sending ? "success" : "warning",
        messageArgs: { number: delivery.orderNumber },
      });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    } finally {
      setPending(false);
      setAsking(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        label="dukan.erp.resend"
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title="dukan.erp.resend_title"
        content="dukan.erp.resend_content"
        titleTranslateOptions={{ number: delivery.orderNumber }}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function NoDeliveries() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5 }}>
        <Typography component="h2" variant="h6">
          {translate("dukan.erp.none")}
        </Typography>
        <Typography>{translate("dukan.erp.help")}</Typography>
      </CardContent>
    </Card>
  );
}

/** Whether orders are posted to the ERP now (`GET /api/admin/erp/sending`); null while unknown. */
function useErpSending(): boolean | null {
  const { data } = useQuery({
    queryKey: ["erp", "sending"],
    queryFn: () => api<ErpSending>("/erp/sending"),
  });
  return data?.sending ?? null;
}

/**
 * Sending off (the ERP's address or secret not set): said at the top, with where it is turned on.
 * Admins get the link to the ERP setting; others are told an administrator turns it on.
 */
function SendingOffNotice() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const admin = hasScope((identity?.roles ?? []) as Role[], "admin");
  return (
    <Alert severity="warning" role="status" sx={{ mt: 2 }}>
      <AlertTitle>{translate("dukan.erp.off.title")}</AlertTitle>
      {translate("dukan.erp.off.body")}{" "}
      {admin ? (
        <Link component={RouterLink} to="/settings/erp">
          {translate("dukan.erp.off.link")}
        </Link>
      ) : (
        translate("dukan.erp.off.ask_admin")
      )}
    </Alert>
  );
}

/** The orders handed to the ERP's webhook, newest first: placed or changed, status, attempts, the last answer; resend. */
export function ErpDeliveryList() {
  const sending = useErpSending();
  return (
    <>
      {sending === false && <SendingOffNotice />}
      <ErpDeliveries sending={sending !== false} />
    </>
  );
}

function ErpDeliveries({ sending }: { sending: boolean }) {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: `dukan.erp.statuses.${id}` }))}
    />,
  ];
  return (
    <List
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
      filters={filters}
      empty={<NoDeliveries />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<ErpDelivery>
          source="orderNumber"
          sortable={false}
          render={(delivery) => (
            <Link href={`/admin/orders/${encodeURIComponent(delivery.orderNumber)}/show`}>
              {delivery.orderNumber}
            </Link>
          )}
        />
        <FunctionField<ErpDelivery>
          source="event"
          sortable={false}
          render={(delivery) =>
            translate(
              `dukan.erp.events.${delivery.event === "order.placed" ? "placed" : "changed"}`,
            )
          }
        />
        <FunctionField<ErpDelivery>
          source="status"
          sortable={false}
          render={(delivery) => translate(`dukan.erp.statuses.${delivery.status}`)}
        />
        <NumberField source="attempts" sortable={false} />
        <MomentField source="lastAttemptAt" showTime sortable={false} emptyText="—" />
        <TextField source="lastStatus" sortable={false} emptyText="—" />
        <TextField source="lastError" sortable={false} emptyText="—" />
        <MomentField source="nextAttemptAt" showTime sortable={false} emptyText="—" />
        <MomentField source="deliveredAt" showTime sortable={false} emptyText="—" />
        <ResendButton label="dukan.erp.actions" sending={sending} />
      </Datagrid>
    </List>
  );
}
