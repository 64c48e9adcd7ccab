import { Box, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import { auditFieldLabel, auditFieldsOf, auditValue } from "./format.ts";

export type AuditChangeSet = Record<string, { before: unknown; after: unknown }>;
/** A changed field's value in the words of the object's own screen, or undefined for the usual words. */
export type AuditValueText = (field: string, value: unknown) => string | undefined;

/** The changed fields of an audit entry, each with its value before and after. */
export function AuditChangeList({
  changes,
  entity,
  fieldLabel,
  valueText,
}: {
  changes: AuditChangeSet;
  /** The kind of object changed: its fields' labels and values' words (`auditFieldsOf`). */
  entity?: string;
  /** The field's name as the staff read it (the section's label), before the entity's words. */
  fieldLabel?: (field: string) => string;
  /** A value as the section names it (a brand's id by the brand's name); undefined: the usual words. */
  valueText?: AuditValueText;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const fields = entity === undefined ? undefined : auditFieldsOf[entity];
  const entries = Object.entries(changes);
  const text = (field: string, value: unknown) =>
    valueText?.(field, value) ?? auditValue(value, translate, { field, locale, fields });
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
          : {translate("dukan.audit.before")} {text(field, change.before)},{" "}
          {translate("dukan.audit.after").toLowerCase()} {text(field, change.after)}
        </li>
      ))}
    </Box>
  );
}
