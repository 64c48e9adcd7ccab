import type { AdminDownload } from "@dukan/contract";
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Title, useNotify, useRedirect, useTranslate } from "react-admin";
import { FileField } from "../forms/FileField.tsx";
import { useRefusal } from "../forms/useRefusal.ts";
import { api } from "../providers.ts";
import { DOWNLOAD_KINDS } from "./kinds.ts";

/**
 * Uploading a file to the downloads page: the file, its titles in both languages, kind and place.
 * The server recognises the type by the file's first bytes and says why it refuses one (empty,
 * too large, not a PDF, picture, CSV or XLSX, a name already used), beside the field it concerns.
 */
export function DownloadUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState({
    title_hr: "",
    title_en: "",
    kind: "price-list",
    position: "0",
  });
  const refusal = useRefusal();
  const { errors, problem } = refusal;
  const [sending, setSending] = useState(false);
  const label = (field: string) => translate(`resources.downloads.fields.${field}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    refusal.clear();
    const missing: Record<string, string> = {};
    if (!file) missing.file = translate("ra.validation.required");
    if (!values.title_hr.trim()) missing.title_hr = translate("ra.validation.required");
    if (!values.title_en.trim()) missing.title_en = translate("ra.validation.required");
    refusal.setErrors(missing);
    if (!file || Object.keys(missing).length > 0) return;
    const form = new FormData();
    form.append("file", file, file.name);
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    setSending(true);
    try {
      await api<AdminDownload>("/downloads", { method: "POST", form });
      notify("dukan.downloads.uploaded", { type: "success" });
      redirect("list", "downloads");
    } catch (failure) {
      refusal.show(failure);
    } finally {
      setSending(false);
    }
  };

  const text = (field: "title_hr" | "title_en") => (
    <TextField
      name={field}
      label={label(field)}
      required
      value={values[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? " "}
      fullWidth
    />
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title
        title={translate("ra.page.create", {
          name: translate("resources.downloads.name", { smart_count: 1 }),
        })}
      />
      <CardContent>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap={2} sx={{ maxWidth: 640 }}>
            <FileField
              label={label("file")}
              accept=".pdf,.jpg,.jpeg,.png,.webp,.csv,.xlsx"
              help={translate("dukan.downloads.file_help")}
              error={errors.file}
              onFile={setFile}
            />
            {text("title_hr")}
            {text("title_en")}
            <TextField
              select
              name="kind"
              label={label("kind")}
              value={values.kind}
              onChange={(event) => setValues({ ...values, kind: event.target.value })}
              error={errors.kind !== undefined}
              helperText={errors.kind ?? " "}
            >
              {DOWNLOAD_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {translate(`dukan.downloads.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="position"
              type="number"
              label={label("position")}
              value={values.position}
              onChange={(event) => setValues({ ...values, position: event.target.value })}
              error={errors.position !== undefined}
              helperText={errors.position ?? translate("dukan.downloads.position_help")}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={sending}>
                {translate("ra.action.save")}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
