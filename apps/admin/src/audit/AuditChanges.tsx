import { Box, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { auditValue } from "./format.ts";

export type AuditChangeSet = Record<string, { before: unknown; after: unknown }>;

/** The changed fields of an audit entry, each with its value before and after. */
export function AuditChangeList({
  changes,
  fieldLabel,
}: {
  changes: AuditChangeSet;
  /** The field's name as the staff read it (the section's label); the stored name without it. */
  fieldLabel?: (field: string) => string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
          <strong>{fieldLabel ? fieldLabel(field) : field}</strong>:{" "}
          {translate("dukan.audit.before")}{" "}
          {auditValue(change.before, translate, { field, locale })},{" "}
          {translate("dukan.audit.after").toLowerCase()}{" "}
          {auditValue(change.after, translate, { field, locale })}
        </li>
      ))}
    </Box>
  );
}
