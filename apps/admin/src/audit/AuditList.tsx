import { Box, Typography } from "@mui/material";
import {
  Datagrid,
  DateField,
  DateInput,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { SavedFilters } from "../layout/SavedFilters.tsx";

/** One audit entry (STAFF-API.md): who, when, from where, what, and the changed fields. */
interface AuditEntry {
  id: number;
  at: string;
  staffId: number | null;
  address: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
}

const show = (value: unknown) =>
  value === null || value === undefined
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** The changed fields of an entry, each with its value before and after. */
function AuditChanges(_props: { label?: string; sortable?: boolean; source?: string }) {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const changes = Object.entries(entry?.changes ?? {});
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("dukan.audit.no_changes")}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={translate("dukan.audit.changes_count", { smart_count: changes.length })}
      sx={{ m: 0, pl: 2, fontSize: "0.875rem" }}
    >
      {changes.map(([field, change]) => (
        <li key={field}>
          <strong>{field}</strong>: {translate("dukan.audit.before")} {show(change.before)},{" "}
          {translate("dukan.audit.after").toLowerCase()} {show(change.after)}
        </li>
      ))}
    </Box>
  );
}

const auditFilters = [
  <ReferenceInput key="staff" source="staffId" reference="staff" alwaysOn>
    <SelectInput optionText="email" label="resources.audit.fields.staffId" />
  </ReferenceInput>,
  <TextInput key="entity" source="entity" alwaysOn />,
  <TextInput key="entityId" source="entityId" />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** The audit log (admin only): searchable by staff member, entity and date; nothing in it can be changed. */
export function AuditList() {
  const [locale] = useLocaleState();
  return (
    <List
      filters={auditFilters}
      aside={<SavedFilters />}
      sort={{ field: "at", order: "DESC" }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="at" showTime locales={locale} />
        <ReferenceField source="staffId" reference="staff" link={false} emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entityId" emptyText="—" />
        <TextField source="address" emptyText="—" sortable={false} />
        <AuditChanges source="changes" label="resources.audit.fields.changes" sortable={false} />
      </Datagrid>
    </List>
  );
}
