import type { PriceImport } from "@dukan/contract";
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
import { OUTCOMES } from "./outcomes.ts";
import { MomentField } from "../i18n/MomentField.tsx";

/** Each outcome's count, in words ("Change 3 · Refused 1"). */
function SummaryText({ record }: { record: PriceImport }) {
  const translate = useTranslate();
  const parts = OUTCOMES.filter((o) => record.summary[o] > 0).map(
    (o) => `${translate(`dukan.imports.outcomes.${o}`)} ${record.summary[o]}`,
  );
  return <>{parts.join(" · ") || "—"}</>;
}

/** No import yet: says so, and offers one. */
function NoImports() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent sx={{ display: "grid", gap: 1.5, justifyItems: "start" }}>
        <Typography component="h2" variant="h6">
          {translate("dukan.imports.none")}
        </Typography>
        <Typography>{translate("dukan.imports.import_help")}</Typography>
        <CreateButton label="dukan.imports.import" variant="contained" />
      </CardContent>
    </Card>
  );
}

/** The imports, newest first; a row opens its preview, progress or report. */
export function PriceImportList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: "id", order: "DESC" }}
      exporter={false}
      empty={<NoImports />}
      actions={
        <TopToolbar>
          <CreateButton label="dukan.imports.import" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="fileName" sortable={false} />
        <FunctionField<PriceImport>
          source="source"
          sortable={false}
          render={(r) => translate(`dukan.imports.sources.${r.source}`, { _: r.source })}
        />
        <FunctionField<PriceImport>
          source="status"
          sortable={false}
          render={(r) => translate(`dukan.imports.statuses.${r.status}`)}
        />
        <MomentField source="uploadedAt" showTime sortable={false} />
        <MomentField source="appliedAt" showTime sortable={false} emptyText="—" />
        <FunctionField<PriceImport>
          source="summary"
          sortable={false}
          render={(r) => <SummaryText record={r} />}
        />
      </Datagrid>
    </List>
  );
}
