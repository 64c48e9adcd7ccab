import type { BankStatement } from "@dukan/contract";
import { Card, CardContent, Typography } from "@mui/material";
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useTranslate,
} from "react-admin";
import { groupOf, OUTCOME_GROUPS } from "./outcomes.ts";
import { MomentField } from "../i18n/MomentField.tsx";

type StatementRow = Omit<BankStatement, "lines">;

/** Each outcome group's count, in words ("Paid 3 · Unmatched 1"). */
function SummaryText({ statement }: { statement: StatementRow }) {
  const translate = useTranslate();
  const counts = new Map<string, number>();
  for (const [outcome, totals] of Object.entries(statement.summary)) {
    const group = groupOf(outcome as keyof StatementRow["summary"]);
    counts.set(group, (counts.get(group) ?? 0) + totals.count);
  }
  const parts = OUTCOME_GROUPS.filter((group) => (counts.get(group) ?? 0) > 0).map(
    (group) => `${translate(`dukan.statements.groups.${group}`)} ${counts.get(group)}`,
  );
  return <>{parts.join(" · ") || "—"}</>;
}

/** No statement imported yet: says so, and offers the import (react-admin's own empty page is too pale for WCAG). */
function NoStatements() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5, justifyItems: "start" }}>
        <Typography component="h2" variant="h6">
          {translate("dukan.statements.none")}
        </Typography>
        <Typography>{translate("dukan.statements.import_help")}</Typography>
        <CreateButton label="dukan.statements.import" variant="contained" />
      </CardContent>
    </Card>
  );
}

/** The statements imported, newest first; a row opens its preview or what applying it did. */
export function BankStatementList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
      empty={<NoStatements />}
      actions={
        <TopToolbar>
          <CreateButton label="dukan.statements.import" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="fileName" sortable={false} />
        <TextField source="format" sortable={false} />
        <MomentField source="uploadedAt" showTime sortable={false} />
        <MomentField source="appliedAt" showTime sortable={false} emptyText="—" />
        <FunctionField<StatementRow>
          source="summary"
          sortable={false}
          render={(statement) => <SummaryText statement={statement} />}
        />
        <FunctionField<StatementRow>
          source="result"
          sortable={false}
          render={(statement) =>
            statement.result
              ? translate("dukan.statements.result_short", statement.result)
              : translate("dukan.statements.not_applied")
          }
        />
      </Datagrid>
    </List>
  );
}
