import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Chip, Link as MuiLink, Typography } from "@mui/material";
import { limits } from "@dukan/contract/limits";
import { EuroInput } from "../forms/EuroInput.tsx";
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { dataProvider } from "../providers.ts";
import { momentText } from "../i18n/moments.ts";
import { money } from "../i18n/numbers.ts";
import {
  type AdminOrderRow,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  STATUSES,
} from "./order.ts";

/** An order's status as a chip: new (received) ones stand out, cancelled ones are muted. */
export function OrderStatusChip({ status }: { status: AdminOrderRow["status"] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`dukan.orders.statuses.${status}`)}
      color={status === "received" ? "primary" : "default"}
      variant={status === "cancelled" || status === "completed" ? "outlined" : "filled"}
    />
  );
}

/**
 * Where an order's payment stands, as the back end derives it: its state ("Djelomično plaćeno" for
 * a part payment), and for a part payment what was paid and what is still open.
 */
export function PaymentStanding({
  order,
}: {
  order: Pick<AdminOrderRow, "payment_state" | "received_cents" | "outstanding_cents">;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {translate(`dukan.orders.payment_states.${order.payment_state}`)}
      {order.payment_state === "partly_paid" && (
        <Typography component="span" variant="body2" color="text.secondary">
          {" "}
          (
          {translate("dukan.orders.part_payment", {
            paid: money(order.received_cents, locale),
            open: money(order.outstanding_cents, locale),
          })}
          )
        </Typography>
      )}
    </>
  );
}

function useOrderFilters() {
  const translate = useTranslate();
  const choices = (group: string, values: readonly string[]) =>
    values.map((value) => ({ id: value, name: translate(`dukan.orders.${group}.${value}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    // Several values each (the API repeats the parameter; the dashboard links with several statuses).
    <SelectArrayInput
      key="status"
      source="status"
      choices={choices("statuses", STATUSES)}
      alwaysOn
    />,
    <SelectArrayInput
      key="payment_status"
      source="payment_status"
      choices={choices("payment_states", PAYMENT_STATES)}
      alwaysOn
    />,
    <SelectArrayInput
      key="payment_method"
      source="payment_method"
      choices={choices("payment_methods", PAYMENT_METHODS)}
    />,
    <SelectArrayInput
      key="delivery_method"
      source="delivery_method"
      choices={choices("delivery_methods", DELIVERY_METHODS)}
    />,
    <SelectInput
      key="buyer_type"
      source="buyer_type"
      choices={choices("buyer_types", ["company", "person"])}
    />,
    <NumberInput key="customer_id" source="customer_id" min={1} />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
    // Typed in euros ("100,50"), cents in the query.
    <EuroInput key="total_from" source="total_from" max={limits.orderTotalFilterCents.max} />,
    <EuroInput key="total_to" source="total_to" max={limits.orderTotalFilterCents.max} />,
  ];
}

/**
 * The CSV of the list as it is filtered and sorted (every page), from the API. The address comes
 * from the app's data provider itself: react-admin's `useDataProvider` wraps every method as a
 * request and refuses one that answers a plain value.
 */
function ExportCsv() {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const [language] = useLocaleState();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      href={dataProvider.csvUrl("orders", { filter: filterValues, sort, language })}
      download
    >
      {translate("dukan.orders.export")}
    </Button>
  );
}

/**
 * The buyer: name, then company and OIB (companies) and e-mail. A long address breaks anywhere
 * rather than widening the column until the last one (delivery) leaves a 1280-pixel window.
 */
function Buyer({ row }: { row: AdminOrderRow }) {
  return (
    <Box sx={{ overflowWrap: "anywhere" }}>
      <div>{row.company_name ?? row.buyer_name}</div>
      <Typography variant="body2" color="text.secondary">
        {[row.company_name ? row.buyer_name : null, row.company_oib, row.buyer_email]
          .filter(Boolean)
          .join(" · ")}
      </Typography>
    </Box>
  );
}

/**
 * The staff's orders: newest first, with filters (status, payment status and method, delivery,
 * company or person, customer, days placed, total), search (number, name, e-mail, OIB), sort,
 * paging, saved filters and the filtered list as CSV.
 */
export function OrderList() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      filters={useOrderFilters()}
      aside={<SavedFilters />}
      sort={{ field: "created_at", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportCsv />
        </TopToolbar>
      }
    >
      {/* What staff look for first comes first (number, day, buyer, amount), so it stays in view at 1280 px. */}
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        sx={{ "& .column-number, & .column-total_cents": { whiteSpace: "nowrap" } }}
      >
        <FunctionField<AdminOrderRow>
          source="number"
          render={(row) => (
            <MuiLink
              component={Link}
              to={`/orders/${row.id}/show`}
              onClick={(event) => event.stopPropagation()}
            >
              {row.number}
            </MuiLink>
          )}
        />
        <FunctionField<AdminOrderRow>
          source="created_at"
          render={(row) => momentText(row.created_at, locale)}
        />
        <FunctionField<AdminOrderRow>
          source="buyer_name"
          sortable={false}
          render={(row) => <Buyer row={row} />}
        />
        <FunctionField<AdminOrderRow>
          source="total_cents"
          textAlign="right"
          render={(row) => money(row.total_cents, locale)}
        />
        <FunctionField<AdminOrderRow>
          source="status"
          sortable={false}
          render={(row) => <OrderStatusChip status={row.status} />}
        />
        <FunctionField<AdminOrderRow>
          source="payment_status"
          sortable={false}
          render={(row) => (
            <Box>
              <div>
                <PaymentStanding order={row} />
              </div>
              <Typography variant="body2" color="text.secondary">
                {translate(`dukan.orders.payment_methods.${row.payment_method}`)}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<AdminOrderRow>
          source="delivery_method"
          sortable={false}
          render={(row) => translate(`dukan.orders.delivery_methods.${row.delivery_method}`)}
        />
      </Datagrid>
    </List>
  );
}
