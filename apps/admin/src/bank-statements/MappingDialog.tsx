import type { CsvMappingInput, StatementMapping } from "@dukan/contract";
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
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";

const COLUMNS = [
  "date",
  "amount",
  "reference",
  "payer",
  "description",
  "bankReference",
  "debit",
  "currency",
] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED = new Set<Column>(["date", "amount", "reference"]);

const DELIMITERS = [
  { value: ";", label: "semicolon" },
  { value: ",", label: "comma" },
  { value: "\t", label: "tab" },
  { value: "|", label: "pipe" },
] as const;
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
  columns: Record<Column, string>;
  delimiter: string;
  decimal: string;
  encoding: string;
  skipLines: string;
}

function draftOf(saved: StatementMapping | null): Draft {
  const columns = Object.fromEntries(
    COLUMNS.map((column) => [column, String(saved?.mapping.columns[column] ?? "")]),
  ) as Record<Column, string>;
  return {
    name: saved?.name ?? "",
    columns,
    delimiter: saved?.mapping.delimiter ?? ";",
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

function mappingOf(draft: Draft): CsvMappingInput {
  const columns: Record<string, string | number> = {};
  for (const column of COLUMNS) {
    const value = columnValue(draft.columns[column]);
    if (value !== undefined) columns[column] = value;
  }
  return {
    columns: columns as CsvMappingInput["columns"],
    delimiter: draft.delimiter as CsvMappingInput["delimiter"],
    decimal: draft.decimal as CsvMappingInput["decimal"],
    encoding: draft.encoding as CsvMappingInput["encoding"],
    skipLines: /^\d+$/.test(draft.skipLines.trim()) ? Number(draft.skipLines) : -1,
  };
}

/**
 * A CSV column mapping's form, new or saved (`POST` / `PATCH /bank-statements/mappings`): the
 * source's name, the columns by header or number, and how the file is written. The API's refusals
 * are shown at their fields (`name`, `mapping.columns.amount`, …).
 */
export function MappingDialog({
  open,
  saved,
  onClose,
  onSaved,
}: {
  open: boolean;
  saved: StatementMapping | null;
  onClose: () => void;
  onSaved: (mapping: StatementMapping) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = (field: string) => translate(`dukan.statements.mapping_fields.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setProblem(null);
    try {
      const mapping = mappingOf(draft);
      const answer = saved
        ? await api<StatementMapping>(`/bank-statements/mappings/${saved.id}`, {
            method: "PATCH",
            body: { name: draft.name, mapping, version: saved.version },
          })
        : await api<StatementMapping>("/bank-statements/mappings", {
            method: "POST",
            body: { name: draft.name, mapping },
          });
      onSaved(answer);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fields);
        if (Object.keys(failure.fields).length === 0) setProblem(failure.message);
      } else setProblem(String(failure));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (path: string) => errors[path];
  const text = (
    field: string,
    path: string,
    value: string,
    set: (value: string) => void,
    required = false,
  ) => (
    <TextField
      id={`mapping-${field}`}
      label={label(field)}
      value={value}
      onChange={(event) => set(event.target.value)}
      required={required}
      error={errorOf(path) !== undefined}
      helperText={errorOf(path) ?? " "}
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
      label={label(field)}
      value={draft[field]}
      onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
      error={errorOf(`mapping.${field}`) !== undefined}
      helperText={errorOf(`mapping.${field}`) ?? " "}
      fullWidth
      size="small"
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {translate(`dukan.statements.${group}.${option.label}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mapping-dialog-title" maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="mapping-dialog-title">
          {translate("dukan.statements.mapping_form_title")}
        </DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Grid container columnSpacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              {text("name", "name", draft.name, (name) => setDraft({ ...draft, name }), true)}
            </Grid>
            <Grid size={12}>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {translate("dukan.statements.mapping_columns_help")}
              </Typography>
            </Grid>
            {COLUMNS.map((column) => (
              <Grid key={column} size={{ xs: 12, sm: 6 }}>
                {text(
                  column,
                  `mapping.columns.${column}`,
                  draft.columns[column],
                  (value) => setDraft({ ...draft, columns: { ...draft.columns, [column]: value } }),
                  REQUIRED.has(column),
                )}
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>{choice("delimiter", DELIMITERS, "delimiters")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{choice("decimal", DECIMALS, "decimals")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{choice("encoding", ENCODINGS, "encodings")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text("skipLines", "mapping.skipLines", draft.skipLines, (skipLines) =>
                setDraft({ ...draft, skipLines }),
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
