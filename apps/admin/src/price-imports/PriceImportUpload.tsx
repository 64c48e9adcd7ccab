import type { PriceImport } from "@dukan/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
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

/** A price list's columns: those `priceImportMappingSchema` reads (@dukan/contract). */
const sourceMappings: MappingKind = {
  path: "/price-imports/sources",
  texts: "dukan.imports",
  columns: [
    "itemCode",
    "retailPrice",
    "wholesalePrice",
    "stock",
    "ean",
    "name",
    "category",
    "brand",
  ],
  required: ["itemCode"],
  delimiters: ["auto", ";", ",", "\t"],
};

/**
 * Importing a price list: the file and its column mapping (the demo ERP's, or one saved per
 * source, which can be made, changed or removed here), sent to be read; the preview page shows the
 * progress, then the rows.
 */
export function PriceImportUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const sources = useSavedMappings(sourceMappings);
  const [file, setFile] = useState<File | null>(null);
  const [mappingId, setMappingId] = useState("");
  const [maxDrop, setMaxDrop] = useState("");
  const { errors, setErrors, problem, clear, show } = useRefusal();
  const [sending, setSending] = useState(false);

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
    if (maxDrop.trim()) form.append("maxDropPercent", maxDrop.trim());
    setSending(true);
    try {
      const started = await api<PriceImport>("/price-imports", { method: "POST", form });
      await queryClient.invalidateQueries({ queryKey: ["price-imports"] });
      redirect(`/price-imports/${started.id}/show`);
    } catch (failure) {
      show(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760, display: "grid", gap: 2 }}>
      <Title title="dukan.imports.import_title" />
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
            <Typography>{translate("dukan.imports.import_help")}</Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FileField
              label={translate("dukan.imports.file")}
              accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              error={errors.file}
              onFile={setFile}
            />
            <TextField
              id="price-import-mapping"
              select
              // The empty choice is the file's default reading, named: shown, not left blank.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              label={translate("dukan.imports.mapping")}
              value={mappingId}
              onChange={(event) => setMappingId(event.target.value)}
              error={errors.mappingId !== undefined}
              helperText={errors.mappingId ?? " "}
              size="small"
            >
              <MenuItem value="">{translate("dukan.imports.default_mapping")}</MenuItem>
              {sources.map((source) => (
                <MenuItem key={source.id} value={String(source.id)}>
                  {source.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="price-import-max-drop"
              label={translate("dukan.imports.max_drop")}
              value={maxDrop}
              onChange={(event) => setMaxDrop(event.target.value)}
              error={errors.maxDropPercent !== undefined}
              helperText={errors.maxDropPercent ?? translate("dukan.imports.max_drop_help")}
              inputMode="numeric"
              size="small"
            />
            <Box>
              <Button type="submit" variant="contained" disabled={sending}>
                {translate(sending ? "dukan.imports.sending" : "dukan.imports.preview")}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <SavedMappingsCard
        kind={sourceMappings}
        chosen={sources.find((source) => String(source.id) === mappingId)}
        onChosen={setMappingId}
      />
    </Box>
  );
}
