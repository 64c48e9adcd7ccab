import ReplayIcon from "@mui/icons-material/Replay";
import type { ErpDelivery } from "@dukan/contract";
import { Card, CardContent, Link, Typography } from "@mui/material";
import { useState } from "react";
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
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { DukanDataProvider } from "../dataProvider.ts";
import { ApiError } from "../http.ts";
import { MomentField } from "../i18n/MomentField.tsx";

export const ERP_RESOURCE = "erp/deliveries";
const STATUSES = ["pending", "delivered", "failed"] as const;

/** Resend: asks first, then queues the order for the ERP again (the worker posts it within seconds). */
function ResendButton(_props: { label: string }) {
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
      notify("dukan.erp.resent", {
        type: "success",
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

/** The orders handed to the ERP's webhook, newest first: status, attempts, the last answer; resend. */
export function ErpDeliveryList() {
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
        <ResendButton label="dukan.erp.actions" />
      </Datagrid>
    </List>
  );
}
