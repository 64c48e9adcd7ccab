import type { BankStatement } from "@dukan/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Title, useRedirect, useTranslate } from "react-admin";
import { useRefusal } from "../forms/useRefusal.ts";
import { FileField } from "../forms/FileField.tsx";
import { api } from "../providers.ts";
import type { MappingKind } from "../saved-mappings/kind.ts";
import { SavedMappingsCard } from "../saved-mappings/SavedMappingsCard.tsx";
import { useSavedMappings } from "../saved-mappings/useSavedMappings.ts";

/** A bank's CSV export: the columns `csvMappingSchema` reads (@dukan/contract). */
const statementMappings: MappingKind = {
  path: "/bank-statements/mappings",
  texts: "dukan.statements",
  columns: [
    "date",
    "amount",
    "reference",
    "payer",
    "description",
    "bankReference",
    "debit",
    "currency",
  ],
  required: ["date", "amount", "reference"],
  delimiters: [";", ",", "\t", "|"],
};

/**
 * Importing a statement: the file (camt.053 XML, or CSV read with a saved column mapping, which
 * can be made, changed or removed here), sent for a preview; nothing is recorded until it is applied.
 */
export function BankStatementUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const saved = useSavedMappings(statementMappings);
  const [file, setFile] = useState<File | null>(null);
  const [mappingId, setMappingId] = useState<string>("");
  const { errors, setErrors, problem, clear, show } = useRefusal();
  const [sending, setSending] = useState(false);
  const chosen = saved.find((mapping) => String(mapping.id) === mappingId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
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
      show(failure);
    } finally {
      setSending(false);
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
            <FileField
              label={translate("dukan.statements.file")}
              accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
              error={errors.file}
              onFile={setFile}
            />
            <TextField
              id="statement-mapping"
              select
              // The empty choice is the file's default reading, named: shown, not left blank.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
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
      <SavedMappingsCard kind={statementMappings} chosen={chosen} onChosen={setMappingId} />
    </Box>
  );
}
