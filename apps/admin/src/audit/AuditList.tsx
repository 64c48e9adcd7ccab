import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import {
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
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

/** The changed fields of an entry, before and after, shown when its row is expanded. */
function AuditChanges() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const changes = Object.entries(entry?.changes ?? {});
  if (changes.length === 0)
    return <Typography variant="body2">{translate("dukan.audit.no_changes")}</Typography>;
  return (
    <Table size="small" aria-label={translate("dukan.audit.details")}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate("dukan.audit.field")}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate("dukan.audit.before")}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate("dukan.audit.after")}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([field, change]) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row">
              {field}
            </TableCell>
            <TableCell>{show(change.before)}</TableCell>
            <TableCell>{show(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
  const translate = useTranslate();
  return (
    <List
      filters={auditFilters}
      aside={<SavedFilters />}
      sort={{ field: "at", order: "DESC" }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} expand={<AuditChanges />} rowClick="expand">
        <DateField source="at" showTime locales={locale} />
        <ReferenceField source="staffId" reference="staff" link={false} emptyText="—">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="action" />
        <TextField source="entity" />
        <TextField source="entityId" emptyText="—" />
        <TextField source="address" emptyText="—" sortable={false} />
        <FunctionField<AuditEntry>
          source="changes"
          sortable={false}
          render={(entry) =>
            translate("dukan.audit.changes_count", {
              smart_count: Object.keys(entry.changes ?? {}).length,
            })
          }
        />
      </Datagrid>
    </List>
  );
}
