import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { AuditEntryView } from "@dukan/contract";
import { useQuery } from "@tanstack/react-query";
import { Loading, useLocaleState, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { momentText } from "../i18n/moments.ts";
import { AuditChangeList, type AuditValueText } from "./AuditChanges.tsx";

/** An object the audit log names: its kind and id (an order by number, a customer by id …). */
export interface AuditedObject {
  entity: string;
  entityId: string | number;
}

/** The query key of an object's history, for invalidating it after a change. */
export const auditHistoryKey = (entity: string, entityId: string | number) =>
  ["audit-history", entity, String(entityId)] as const;

/**
 * One object's history from the audit log (`GET /api/admin/audit/{entity}/{entityId}`), newest
 * first: when, who, what and the changed fields — for the object's own page (an order by number,
 * a customer or product by id, a setting by key). `also` adds the history of objects that belong
 * to it (a customer's rebate rules), merged by time. The API reads each with the scope that owns
 * the entity (back end's audit/entities.ts).
 */
export function AuditHistory({
  entity,
  entityId,
  also = [],
  perPage = 50,
  fieldLabel,
  valueText,
}: AuditedObject & {
  also?: AuditedObject[];
  perPage?: number;
  /** The changed fields' names as the section labels them (AuditChangeList). */
  fieldLabel?: (field: string) => string;
  /** Values in the section's words (AuditChangeList). */
  valueText?: AuditValueText;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const objects = [{ entity, entityId }, ...also];
  const { data, error, isPending } = useQuery({
    queryKey: [...auditHistoryKey(entity, entityId), also, perPage],
    queryFn: async () => {
      const pages = await Promise.all(
        objects.map((object) =>
          api<{ data: AuditEntryView[]; total: number }>(
            `/audit/${encodeURIComponent(object.entity)}/${encodeURIComponent(String(object.entityId))}`,
            { query: new URLSearchParams({ perPage: String(perPage) }) },
          ),
        ),
      );
      const entries = pages.flatMap((page) => page.data);
      return entries.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id).slice(0, perPage);
    },
  });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0)
    return <Typography color="text.secondary">{translate("dukan.audit.no_history")}</Typography>;
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
        {data.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{momentText(entry.at, locale)}</TableCell>
            <TableCell>{entry.staffEmail ?? translate("dukan.audit.empty_value")}</TableCell>
            <TableCell>
              {translate(`dukan.audit.actions.${entry.action}`, { _: entry.action })}
            </TableCell>
            <TableCell>
              <AuditChangeList
                changes={entry.changes}
                entity={entry.entity}
                fieldLabel={fieldLabel}
                valueText={valueText}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
