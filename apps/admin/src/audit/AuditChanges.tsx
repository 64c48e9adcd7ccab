import { Box, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { auditFieldLabel, auditFieldsOf, auditValue } from "./format.ts";

export type AuditChangeSet = Record<string, { before: unknown; after: unknown }>;

/** The changed fields of an audit entry, each with its value before and after. */
export function AuditChangeList({
  changes,
  entity,
  fieldLabel,
}: {
  changes: AuditChangeSet;
  /** The kind of object changed: its fields' labels and values' words (`auditFieldsOf`). */
  entity?: string;
  /** The field's name as the staff read it (the section's label), before the entity's words. */
  fieldLabel?: (field: string) => string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fields = entity === undefined ? undefined : auditFieldsOf[entity];
  const entries = Object.entries(changes);
  if (entries.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate("dukan.audit.no_changes")}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label={translate("dukan.audit.changes_count", { smart_count: entries.length })}
      sx={{ m: 0, pl: 2, fontSize: "0.875rem" }}
    >
      {entries.map(([field, change]) => (
        <li key={field}>
          <strong>
            {fieldLabel ? fieldLabel(field) : auditFieldLabel(field, translate, fields)}
          </strong>
          : {translate("dukan.audit.before")}{" "}
          {auditValue(change.before, translate, { field, locale, fields })},{" "}
          {translate("dukan.audit.after").toLowerCase()}{" "}
          {auditValue(change.after, translate, { field, locale, fields })}
        </li>
      ))}
    </Box>
  );
}
