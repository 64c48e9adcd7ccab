import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import { type FormEvent, useState } from "react";
import { useTranslate } from "react-admin";
import { useRefusal } from "../forms/useRefusal.ts";
import { api } from "../providers.ts";
import type { Delimiter, MappingKind, SavedColumnMapping } from "./kind.ts";

const DELIMITER_WORDS: Record<Delimiter, string> = {
  auto: "auto",
  ";": "semicolon",
  ",": "comma",
  "\t": "tab",
  "|": "pipe",
};
const DECIMALS = [
  { value: ",", label: "comma" },
  { value: ".", label: "dot" },
] as const;
const ENCODINGS = [
  { value: "auto", label: "auto" },
  { value: "utf-8", label: "utf8" },
  { value: "windows-1250", label: "win1250" },
] as const;

interface Draft {
  name: string;
  columns: Record<string, string>;
  delimiter: string;
  decimal: string;
  encoding: string;
  skipLines: string;
}

function draftOf(kind: MappingKind, saved: SavedColumnMapping | null): Draft {
  return {
    name: saved?.name ?? "",
    columns: Object.fromEntries(
      kind.columns.map((column) => [column, String(saved?.mapping.columns[column] ?? "")]),
    ),
    delimiter: saved?.mapping.delimiter ?? kind.delimiters[0] ?? ";",
    decimal: saved?.mapping.decimal ?? ",",
    encoding: saved?.mapping.encoding ?? "auto",
    skipLines: String(saved?.mapping.skipLines ?? 0),
  };
}

/** A column as the API takes it: its number when the staff wrote digits, else the header's text. */
const columnValue = (text: string): string | number | undefined => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : trimmed;
};

function mappingOf(kind: MappingKind, draft: Draft) {
  const columns: Record<string, string | number> = {};
  for (const column of kind.columns) {
    const value = columnValue(draft.columns[column] ?? "");
    if (value !== undefined) columns[column] = value;
  }
  return {
    columns,
    delimiter: draft.delimiter,
    decimal: draft.decimal,
    encoding: draft.encoding,
    // Anything but digits is sent as a number the API refuses at this field.
    skipLines: /^\d+$/.test(draft.skipLines.trim()) ? Number(draft.skipLines) : -1,
  };
}

/**
 * A column mapping's form, new or saved (`POST` on the kind's path, `PATCH …/{id}` with the version
 * read): the source's name, the columns by header or number, and how the file is written. The API
 * checks it and its refusals are shown at their fields (`name`, `mapping.columns.amount`, …).
 */
export function MappingDialog({
  kind,
  saved,
  onClose,
  onSaved,
}: {
  kind: MappingKind;
  saved: SavedColumnMapping | null;
  onClose: () => void;
  onSaved: (mapping: SavedColumnMapping) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(kind, saved));
  const { errors, problem, clear, show } = useRefusal();
  const [saving, setSaving] = useState(false);
  const sectionLabel = (field: string) => translate(`${kind.texts}.mapping_fields.${field}`);
  const sharedLabel = (field: string) => translate(`dukan.mappings.fields.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    clear();
    try {
      const mapping = mappingOf(kind, draft);
      const answer = saved
        ? await api<SavedColumnMapping>(`${kind.path}/${saved.id}`, {
            method: "PATCH",
            body: { name: draft.name, mapping, version: saved.version },
          })
        : await api<SavedColumnMapping>(kind.path, {
            method: "POST",
            body: { name: draft.name, mapping },
          });
      onSaved(answer);
    } catch (failure) {
      show(failure);
    } finally {
      setSaving(false);
    }
  };

  const text = (
    field: string,
    label: string,
    path: string,
    value: string,
    set: (value: string) => void,
    required = false,
  ) => (
    <TextField
      id={`mapping-${field}`}
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      required={required}
      error={errors[path] !== undefined}
      helperText={errors[path] ?? " "}
      fullWidth
      size="small"
    />
  );
  const choice = (
    field: "delimiter" | "decimal" | "encoding",
    options: readonly { value: string; label: string }[],
    group: string,
  ) => (
    <TextField
      id={`mapping-${field}`}
      select
      label={sharedLabel(field)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={errors[`mapping.${field}`] !== undefined}
      helperText={errors[`mapping.${field}`] ?? " "}
      fullWidth
      size="small"
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {translate(`dukan.mappings.${group}.${option.label}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const delimiters = kind.delimiters.map((value) => ({ value, label: DELIMITER_WORDS[value] }));

  return (
    <Dialog open onClose={onClose} aria-labelledby="mapping-dialog-title" maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="mapping-dialog-title">
          {translate("dukan.mappings.form_title")}
        </DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              {text(
                "source-name",
                translate(`${kind.texts}.mapping_name`),
                "name",
                draft.name,
                (name) => setDraft({ ...draft, name }),
                true,
              )}
            </Grid>
            <Grid size={12}>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {translate(`${kind.texts}.mapping_columns_help`)}
              </Typography>
            </Grid>
            {kind.columns.map((column) => (
              <Grid key={column} size={{ xs: 12, sm: 6 }}>
                {text(
                  `column-${column}`,
                  sectionLabel(column),
                  `mapping.columns.${column}`,
                  draft.columns[column] ?? "",
                  (value) => setDraft({ ...draft, columns: { ...draft.columns, [column]: value } }),
                  kind.required.includes(column),
                )}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>{choice("delimiter", delimiters, "delimiters")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{choice("decimal", DECIMALS, "decimals")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{choice("encoding", ENCODINGS, "encodings")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text(
                "skipLines",
                sharedLabel("skipLines"),
                "mapping.skipLines",
                draft.skipLines,
                (skipLines) => setDraft({ ...draft, skipLines }),
              )}
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate("ra.action.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
