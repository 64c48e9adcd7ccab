import type { AuditEntryView } from "@dukan/contract";
import { Typography } from "@mui/material";
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { AuditChangeList } from "./AuditChanges.tsx";
import { MomentField } from "../i18n/MomentField.tsx";

/** The kinds of record the audit log names (the back end's audit/entities.ts). */
const ENTITIES = [
  "staff",
  "order",
  "customer",
  "customer_rebates",
  "contact_message",
  "inquiry",
  "product",
  "category",
  "brand",
  "price_import",
  "price_import_source",
  "erp_delivery",
  "page",
  "download",
  "media",
  "newsletter",
  "setting",
  "bank_statement",
  "bank_statement_mapping",
] as const;

/** A local day as yyyy-mm-dd. */
const dayOf = (time: Date) =>
  `${time.getFullYear()}-${String(time.getMonth() + 1).padStart(2, "0")}-${String(time.getDate()).padStart(2, "0")}`;

/**
 * The date range in the staff member's own days: "from" is the start of its day, "until" the end of
 * its day, sent as the instants the API compares (`from` inclusive, `to` exclusive).
 */
const fromDay = {
  parse: (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : day),
  format: (value?: string) => (value ? dayOf(new Date(value)) : ""),
};
const untilDay = {
  parse: (day: string) => {
    if (!day) return day;
    const next = new Date(`${day}T00:00:00`);
    next.setDate(next.getDate() + 1);
    return next.toISOString();
  },
  format: (value?: string) => (value ? dayOf(new Date(new Date(value).getTime() - 1)) : ""),
};

/** The changed fields of an entry, each with its value before and after. */
function AuditChanges(_props: { label?: string; sortable?: boolean; source?: string }) {
  const entry = useRecordContext<AuditEntryView>();
  return <AuditChangeList changes={entry?.changes ?? {}} entity={entry?.entity} />;
}

function useAuditFilters() {
  const translate = useTranslate();
  const entities = ENTITIES.map((entity) => ({
    id: entity,
    name: translate(`dukan.audit.entities.${entity}`),
  }));
  return [
    <ReferenceInput
      key="staff"
      source="staffId"
      reference="staff"
      sort={{ field: "email", order: "ASC" }}
      perPage={200}
      alwaysOn
    >
      <SelectInput optionText="email" label="resources.audit.fields.staffId" />
    </ReferenceInput>,
    <SelectInput key="entity" source="entity" choices={entities} alwaysOn />,
    <TextInput key="entityId" source="entityId" />,
    <DateInput key="from" source="from" alwaysOn {...fromDay} />,
    <DateInput key="to" source="to" alwaysOn {...untilDay} />,
  ];
}

/**
 * The columns at 1280 px beside the menu and the saved filters: who (the address beneath) and which
 * record (its id beneath) stay on their lines, the time and the action wrap between words, all with
 * little padding; the changes take the rest, at least a readable width, long values wrapping inside.
 */
const compactColumns = {
  "& .MuiTableCell-root": { px: 1, verticalAlign: "top" },
  "& .MuiTableCell-root:not(.column-changes)": { whiteSpace: "nowrap" },
  // The time wraps between its date and time, an action's name between its words.
  "& .MuiTableCell-root.column-at": { whiteSpace: "normal", minWidth: "6.5em" },
  "& .MuiTableCell-root.column-action": { whiteSpace: "normal", minWidth: "7em" },
  "& .MuiTableCell-root.column-changes": {
    width: "100%",
    minWidth: "18rem",
    overflowWrap: "anywhere",
  },
} as const;

/** The audit log (admin only), newest first: by staff member, entity and date; nothing in it can be changed. */
export function AuditList() {
  const translate = useTranslate();
  return (
    <List
      filters={useAuditFilters()}
      aside={<SavedFilters />}
      sort={{ field: "at", order: "DESC" }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={compactColumns}>
        <MomentField source="at" showTime sortable={false} />
        <FunctionField<AuditEntryView>
          source="staffEmail"
          sortable={false}
          render={(entry) => (
            <>
              {entry.staffEmail ?? "—"}
              <Typography component="span" variant="caption" color="text.secondary" display="block">
                {entry.address}
              </Typography>
            </>
          )}
        />
        <FunctionField<AuditEntryView>
          source="action"
          sortable={false}
          render={(entry) => translate(`dukan.audit.actions.${entry.action}`, { _: entry.action })}
        />
        <FunctionField<AuditEntryView>
          source="entity"
          label="resources.audit.fields.record"
          sortable={false}
          render={(entry) => (
            <>
              {translate(`dukan.audit.entities.${entry.entity}`, { _: entry.entity })}
              <Typography component="span" variant="body2" display="block">
                {entry.entityId}
              </Typography>
            </>
          )}
        />
        <AuditChanges source="changes" label="resources.audit.fields.changes" sortable={false} />
      </Datagrid>
    </List>
  );
}
