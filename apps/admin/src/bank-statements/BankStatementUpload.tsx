import type { BankStatement, StatementMapping } from "@dukan/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Confirm, Title, useNotify, useRedirect, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";
import { MappingDialog } from "./MappingDialog.tsx";

const MAPPINGS_KEY = ["bank-statement-mappings"];

/**
 * Importing a statement: the file (camt.053 XML, or CSV read with a saved column mapping, which
 * can be made, changed or removed here), sent for a preview; nothing is recorded until it is applied.
 */
export function BankStatementUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const mappings = useQuery({
    queryKey: MAPPINGS_KEY,
    queryFn: () => api<{ data: StatementMapping[] }>("/bank-statements/mappings"),
  });
  const [file, setFile] = useState<File | null>(null);
  const [mappingId, setMappingId] = useState<string>("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [editing, setEditing] = useState<{ saved: StatementMapping | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const saved = mappings.data?.data ?? [];
  const chosen = saved.find((mapping) => String(mapping.id) === mappingId) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    if (!file) {
      setErrors({ file: translate("ra.validation.required") });
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    if (mappingId) form.append("mappingId", mappingId);
    setSending(true);
    try {
      const statement = await api<BankStatement>("/bank-statements", { method: "POST", form });
      await queryClient.invalidateQueries({ queryKey: ["bank-statements"] });
      redirect(`/bank-statements/${statement.id}/show`);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fields);
        if (Object.keys(failure.fields).length === 0) setProblem(failure.message);
      } else setProblem(String(failure));
    } finally {
      setSending(false);
    }
  };

  const removeChosen = async () => {
    if (!chosen) return;
    try {
      await api(`/bank-statements/mappings/${chosen.id}`, { method: "DELETE" });
      setMappingId("");
      await queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
      notify("dukan.statements.mapping_deleted", { type: "info" });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    } finally {
      setDeleting(false);
    }
  };

  const mappingError = errors.mappingId ?? errors.mapping;
  return (
    <Box sx={{ mt: 2, maxWidth: 760, display: "grid", gap: 2 }}>
      <Title title="dukan.statements.import_title" />
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
            <Typography>{translate("dukan.statements.import_help")}</Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FormControl error={errors.file !== undefined}>
              <FormLabel htmlFor="statement-file">{translate("dukan.statements.file")}</FormLabel>
              <input
                id="statement-file"
                name="file"
                type="file"
                accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
                aria-describedby={errors.file ? "statement-file-error" : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                style={{ marginTop: 8 }}
              />
              {errors.file && (
                <FormHelperText id="statement-file-error">{errors.file}</FormHelperText>
              )}
            </FormControl>
            <TextField
              id="statement-mapping"
              select
              label={translate("dukan.statements.mapping")}
              value={mappingId}
              onChange={(event) => setMappingId(event.target.value)}
              error={mappingError !== undefined}
              helperText={mappingError ?? " "}
              size="small"
            >
              <MenuItem value="">{translate("dukan.statements.no_mapping")}</MenuItem>
              {saved.map((mapping) => (
                <MenuItem key={mapping.id} value={String(mapping.id)}>
                  {mapping.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" gap={1}>
              <Button type="submit" variant="contained" disabled={sending}>
                {translate(sending ? "dukan.statements.reading" : "dukan.statements.preview")}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: "grid", gap: 1.5 }}>
          <Typography component="h2" variant="h6">
            {translate("dukan.statements.mappings_title")}
          </Typography>
          <Typography variant="body2">{translate("dukan.statements.mappings_help")}</Typography>
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button variant="outlined" onClick={() => setEditing({ saved: null })}>
              {translate("dukan.statements.mapping_new")}
            </Button>
            <Button
              variant="outlined"
              disabled={!chosen}
              onClick={() => setEditing({ saved: chosen })}
            >
              {translate("dukan.statements.mapping_edit")}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!chosen}
              onClick={() => setDeleting(true)}
            >
              {translate("dukan.statements.mapping_delete")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {editing && (
        <MappingDialog
          open
          saved={editing.saved}
          onClose={() => setEditing(null)}
          onSaved={async (mapping) => {
            setEditing(null);
            await queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
            setMappingId(String(mapping.id));
            notify("dukan.statements.mapping_saved", { messageArgs: { name: mapping.name } });
          }}
        />
      )}
      <Confirm
        isOpen={deleting}
        title="dukan.statements.mapping_delete_title"
        titleTranslateOptions={{ name: chosen?.name ?? "" }}
        content="dukan.statements.mapping_delete_content"
        confirm="ra.action.delete"
        onConfirm={removeChosen}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
