import type { PriceImport, PriceImportSource } from "@dukan/contract";
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
  TextField,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Title, useRedirect, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";

/**
 * Importing a price list: the file and its column mapping (the demo ERP's, or one saved per
 * source), sent to be read; the preview page shows the progress, then the rows.
 */
export function PriceImportUpload() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const sources = useQuery({
    queryKey: ["price-import-sources"],
    queryFn: () => api<{ data: PriceImportSource[] }>("/price-imports/sources"),
  });
  const [file, setFile] = useState<File | null>(null);
  const [mappingId, setMappingId] = useState("");
  const [maxDrop, setMaxDrop] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
    if (maxDrop.trim()) form.append("maxDropPercent", maxDrop.trim());
    setSending(true);
    try {
      const started = await api<PriceImport>("/price-imports", { method: "POST", form });
      await queryClient.invalidateQueries({ queryKey: ["price-imports"] });
      redirect(`/price-imports/${started.id}/show`);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(failure.fields);
        if (Object.keys(failure.fields).length === 0) setProblem(failure.message);
      } else setProblem(String(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="dukan.imports.import_title" />
      <Card>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
            <Typography>{translate("dukan.imports.import_help")}</Typography>
            {problem && <Alert severity="error">{problem}</Alert>}
            <FormControl error={errors.file !== undefined}>
              <FormLabel htmlFor="price-import-file">{translate("dukan.imports.file")}</FormLabel>
              <input
                id="price-import-file"
                name="file"
                type="file"
                accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby={errors.file ? "price-import-file-error" : undefined}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                style={{ marginTop: 8 }}
              />
              {errors.file && (
                <FormHelperText id="price-import-file-error">{errors.file}</FormHelperText>
              )}
            </FormControl>
            <TextField
              id="price-import-mapping"
              select
              label={translate("dukan.imports.mapping")}
              value={mappingId}
              onChange={(event) => setMappingId(event.target.value)}
              error={errors.mappingId !== undefined}
              helperText={errors.mappingId ?? " "}
              size="small"
            >
              <MenuItem value="">{translate("dukan.imports.default_mapping")}</MenuItem>
              {(sources.data?.data ?? []).map((source) => (
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
    </Box>
  );
}
