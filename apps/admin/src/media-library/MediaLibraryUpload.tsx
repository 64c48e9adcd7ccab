import type { MediaLibraryItem } from "@dukan/contract";
import { Alert, Box, Button, Card, CardContent, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Title, useNotify, useRedirect, useTranslate } from "react-admin";
import { useRefusal } from "../forms/useRefusal.ts";
import { FileField } from "../forms/FileField.tsx";
import { api } from "../providers.ts";

/**
 * A picture added to the media library: the server checks it (an SVG, a PDF named `.jpg`, an
 * empty or too large file refused with the reason, beside the field) and keeps it at most 1600 px.
 */
export function MediaLibraryUpload() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const { errors, setErrors, problem, clear, show } = useRefusal();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    if (!file) {
      setErrors({ file: translate("ra.validation.required") });
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    setSending(true);
    try {
      await api<MediaLibraryItem>("/media-library", { method: "POST", form });
      notify("dukan.media.uploaded", { type: "success" });
      redirect("list", "media-library");
    } catch (failure) {
      show(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title="dukan.media.upload_title" />
      <CardContent>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
          <Typography>{translate("dukan.media.upload_help")}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <FileField
            label={translate("resources.media-library.fields.file")}
            accept="image/jpeg,image/png,image/webp"
            help={translate("dukan.media.file_help")}
            error={errors.file}
            onFile={setFile}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate(sending ? "dukan.media.uploading" : "dukan.media.upload")}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
