import type { AdminBrandLogo } from "@dukan/contract";
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { Dropzone } from "./Dropzone.tsx";
import { sendFile } from "./upload.ts";

/** A brand's logo: the one it has, a JPEG, PNG or WebP to upload in its place (SVG refused), removing it (asked first). */
export function BrandLogo({
  brandId,
  brandName,
  logoUrl: initialUrl = null,
}: {
  brandId: number;
  brandName: string;
  logoUrl?: string | null;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const path = `/brands/${brandId}/logo`;
  const [logo, setLogo] = useState<string | null>(initialUrl);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    setBusy(file.name);
    const result = await sendFile<AdminBrandLogo>(path, "PUT", "file", file);
    setBusy(null);
    if (result.ok) {
      setLogo(result.data.data.logo_url);
      notify("dukan.pictures.logo_saved", { type: "info" });
    } else setProblem(`${file.name}: ${result.reason}`);
  };

  const remove = async () => {
    setAsking(false);
    try {
      setLogo((await api<AdminBrandLogo>(path, { method: "DELETE" })).data.logo_url);
      notify("dukan.pictures.logo_deleted", { type: "info" });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    }
  };

  return (
    <Card component="section" aria-labelledby={`brand-logo-${brandId}`}>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="h6" component="h2" id={`brand-logo-${brandId}`}>
          {translate("dukan.pictures.logo")}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt={translate("dukan.pictures.logo_alt", { name: brandName })}
              sx={{ maxWidth: 200, maxHeight: 100 }}
            />
          ) : (
            <Typography>{translate("dukan.pictures.logo_none")}</Typography>
          )}
          {logo && (
            <Button color="error" onClick={() => setAsking(true)}>
              {translate("dukan.pictures.logo_delete")}
            </Button>
          )}
        </Stack>
        <Dropzone
          id={`brand-logo-file-${brandId}`}
          accept="image/jpeg,image/png,image/webp"
          help=""
          label={translate("dukan.pictures.logo_choose")}
          busy={busy === null ? null : translate("dukan.pictures.uploading", { name: busy })}
          onFiles={(files) => void upload(files)}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Confirm
          isOpen={asking}
          title="dukan.pictures.logo_delete_title"
          content="dukan.pictures.logo_delete_content"
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
