import { Box, Chip, Link as MuiLink, Typography } from "@mui/material";
import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { Link } from "react-router-dom";
import { SavedFilters } from "../layout/SavedFilters.tsx";
import { type InboxConversation, KINDS, STATUSES, useAssignees, useMyId } from "./conversation.ts";
import { MomentField } from "../i18n/MomentField.tsx";

type InboxRow = Omit<InboxConversation, "message" | "phone" | "productId" | "thread" | "history">;

/** A conversation's status as a chip: new ones stand out (the theme's primary keeps 4.5:1). */
export function StatusChip({ status }: { status: InboxRow["status"] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(`dukan.inbox.statuses.${status}`)}
      color={status === "new" ? "primary" : "default"}
      variant={status === "answered" ? "outlined" : "filled"}
    />
  );
}

/** The assignee filter: me, nobody, or a member of staff by name. */
function useAssigneeChoices() {
  const translate = useTranslate();
  const { data: assignees = [] } = useAssignees();
  const me = useMyId();
  return [
    { id: "me", name: translate("dukan.inbox.assigned.me") },
    { id: "none", name: translate("dukan.inbox.assigned.none") },
    ...assignees
      .filter((member) => member.id !== me)
      .map((member) => ({ id: String(member.id), name: member.name })),
  ];
}

function useInboxFilters() {
  const translate = useTranslate();
  const statuses = STATUSES.map((status) => ({
    id: status,
    name: translate(`dukan.inbox.statuses.${status}`),
  }));
  const kinds = KINDS.map((kind) => ({ id: kind, name: translate(`dukan.inbox.kinds.${kind}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statuses} alwaysOn />,
    <SelectInput key="kind" source="kind" choices={kinds} alwaysOn />,
    <SelectInput key="assignedTo" source="assignedTo" choices={useAssigneeChoices()} alwaysOn />,
    <DateInput key="createdFrom" source="createdFrom" />,
    <DateInput key="createdTo" source="createdTo" />,
  ];
}

/** The subject, a link to the conversation (keyboard users reach it by Tab), and an inquiry's product. */
function Subject({ row }: { row: InboxRow }) {
  const translate = useTranslate();
  return (
    <Box>
      <MuiLink
        component={Link}
        to={`/inbox/${row.id}/show`}
        onClick={(event) => event.stopPropagation()}
        sx={{ fontWeight: row.status === "new" ? 700 : 400 }}
      >
        {row.subject || "—"}
      </MuiLink>
      {row.kind === "inquiry" && (
        <Typography variant="body2" color="text.secondary">
          {row.itemCode}
          {row.quantity !== null &&
            ` · ${translate("dukan.inbox.product.pieces", { smart_count: row.quantity })}`}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The inbox: contact messages and product inquiries in one list, newest first, with filters
 * (status, kind, assignee, days), search, sort, paging and saved filters.
 */
export function InboxList() {
  const translate = useTranslate();
  return (
    <List
      filters={useInboxFilters()}
      aside={<SavedFilters />}
      sort={{ field: "createdAt", order: "DESC" }}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField<InboxRow>
          source="status"
          render={(row) => <StatusChip status={row.status} />}
        />
        <FunctionField<InboxRow>
          source="kind"
          sortable={false}
          render={(row) => translate(`dukan.inbox.kinds.${row.kind}`)}
        />
        <FunctionField<InboxRow>
          source="subject"
          sortable={false}
          render={(row) => <Subject row={row} />}
        />
        <FunctionField<InboxRow>
          source="name"
          render={(row) => (
            <Box>
              <div>{row.name}</div>
              <Typography variant="body2" color="text.secondary">
                {[row.company, row.email].filter(Boolean).join(" · ")}
              </Typography>
            </Box>
          )}
        />
        <FunctionField<InboxRow>
          source="assignedTo"
          sortable={false}
          render={(row) => row.assignedTo?.name ?? "—"}
        />
        <NumberField source="replies" sortable={false} />
        <MomentField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
