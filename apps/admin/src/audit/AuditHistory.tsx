import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { AuditEntryView } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import { Loading, useLocaleState, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { AuditChangeList } from "./AuditChanges.tsx";

/**
 * One object's history from the audit log (`GET /api/admin/audit/{entity}/{entityId}`), newest
 * first: when, who, what and the changed fields — for the object's own page (an order by number,
 * a customer or product by id, a setting by key). The API reads it with the scope that owns the
 * entity (back end's audit/entities.ts).
 */
export function AuditHistory({
  entity,
  entityId,
  perPage = 50,
  fieldLabel,
}: {
  entity: string;
  entityId: string | number;
  perPage?: number;
  /** The changed fields' names as the section labels them (AuditChangeList). */
  fieldLabel?: (field: string) => string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const path = `/audit/${encodeURIComponent(entity)}/${encodeURIComponent(String(entityId))}`;
  const { data, error, isPending } = useQuery({
    queryKey: ["audit-history", entity, String(entityId), perPage],
    queryFn: () =>
      api<{ data: AuditEntryView[]; total: number }>(path, {
        query: new URLSearchParams({ perPage: String(perPage) }),
      }),
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.data.length === 0)
    return <Typography color="text.secondary">{translate("dukan.audit.no_history")}</Typography>;
  const time = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "hr-HR", {
    dateStyle: "short",
    timeStyle: "short",
  });
  return (
    <Table size="small" aria-label={translate("dukan.audit.history")}>
      <TableHead>
        <TableRow>
          <TableCell>{translate("resources.audit.fields.at")}</TableCell>
          <TableCell>{translate("resources.audit.fields.staffEmail")}</TableCell>
          <TableCell>{translate("resources.audit.fields.action")}</TableCell>
          <TableCell>{translate("resources.audit.fields.changes")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.data.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{time.format(new Date(entry.at))}</TableCell>
            <TableCell>{entry.staffEmail ?? translate("dukan.audit.empty_value")}</TableCell>
            <TableCell>
              {translate(`dukan.audit.actions.${entry.action}`, { _: entry.action })}
            </TableCell>
            <TableCell>
              <AuditChangeList changes={entry.changes} fieldLabel={fieldLabel} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
