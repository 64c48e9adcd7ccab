import { Chip, Stack } from "@mui/material";
import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from "react-admin";
import type { AdminCustomer } from "@dukan/contract";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { MomentField } from "../i18n/MomentField.tsx";

/** Blocked / waiting for approval, as chips (nothing for an ordinary customer). */
export function CustomerStatus(_props: { label?: string; sortable?: boolean }) {
  const customer = useRecordContext<AdminCustomer>();
  const translate = useTranslate();
  if (!customer) return null;
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap">
      {customer.blocked && (
        <Chip size="small" color="error" label={translate("dukan.customers.status.blocked")} />
      )}
      {customer.awaitingApproval && (
        <Chip size="small" color="warning" label={translate("dukan.customers.status.awaiting")} />
      )}
    </Stack>
  );
}

function useCustomerFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate("resources.customers.fields.q")}
    />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      choices={[
        { id: "company", name: translate("dukan.customers.types.company") },
        { id: "person", name: translate("dukan.customers.types.person") },
      ]}
    />,
    <NullableBooleanInput key="registered" source="registered" />,
    <NullableBooleanInput key="hasOrders" source="hasOrders" />,
    <NullableBooleanInput key="newsletter" source="newsletter" />,
    <NullableBooleanInput key="blocked" source="blocked" />,
    <NullableBooleanInput key="awaitingApproval" source="awaitingApproval" />,
  ];
}

/**
 * The customers, newest first: search by a prefix of the name, e-mail, company name or OIB, filters
 * by type and flags, sort by the columns the API sorts, saved filters beside the list.
 */
export function CustomerList() {
  const translate = useTranslate();
  return (
    <List
      filters={useCustomerFilters()}
      aside={<SavedFilters />}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="email" />
        <FunctionField<AdminCustomer>
          source="type"
          sortable={false}
          render={(customer) => translate(`dukan.customers.types.${customer.type}`)}
        />
        <TextField source="companyName" emptyText="—" />
        <TextField source="companyOib" sortable={false} emptyText="—" />
        <BooleanField source="registered" sortable={false} />
        <BooleanField source="newsletter" sortable={false} />
        <CustomerStatus label="dukan.customers.status.title" sortable={false} />
        <MomentField source="createdAt" />
      </Datagrid>
    </List>
  );
}
