import type { AdminBrochure } from "@dukan/contract";
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { Dropzone } from "./Dropzone.tsx";
import { sendFile } from "./upload.ts";

/**
 * A product's brochure: the one it has (uploaded or generated), a PDF to upload in its place, and
 * removing an uploaded one (asked first). The API judges the file by its bytes.
 */
export function ProductBrochure({
  productId,
  brochureUrl: initialUrl = null,
}: {
  productId: number;
  /** The product's brochure link as the product form read it, if it did. */
  brochureUrl?: string | null;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const path = `/products/${productId}/brochure`;
  const [state, setState] = useState<AdminBrochure["data"]>({
    brochure_url: initialUrl,
    uploaded: initialUrl?.startsWith("/api/media/files/") ?? false,
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const upload = async ([file]: File[]) => {
    if (!file) return;
    setProblem(null);
    setBusy(file.name);
    const result = await sendFile<AdminBrochure>(path, "PUT", "file", file);
    setBusy(null);
    if (result.ok) {
      setState(result.data.data);
      notify("dukan.pictures.brochure_saved", { type: "info" });
    } else setProblem(`${file.name}: ${result.reason}`);
  };

  const remove = async () => {
    setAsking(false);
    try {
      setState((await api<AdminBrochure>(path, { method: "DELETE" })).data);
      notify("dukan.pictures.brochure_deleted", { type: "info" });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    }
  };

  const status = state.uploaded
    ? "dukan.pictures.brochure_uploaded"
    : state.brochure_url
      ? "dukan.pictures.brochure_generated"
      : "dukan.pictures.brochure_none";
  return (
    <Card component="section" aria-labelledby="product-brochure-title">
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Typography variant="h6" component="h2" id="product-brochure-title">
          {translate("dukan.pictures.brochure")}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
          <Typography>{translate(status)}</Typography>
          {state.brochure_url && (
            <Link href={state.brochure_url} target="_blank" rel="noopener">
              {translate("dukan.pictures.brochure_open")}
            </Link>
          )}
          {state.uploaded && (
            <Button color="error" onClick={() => setAsking(true)}>
              {translate("dukan.pictures.brochure_delete")}
            </Button>
          )}
        </Stack>
        <Dropzone
          id="product-brochure-file"
          accept="application/pdf,.pdf"
          help=""
          label={translate("dukan.pictures.brochure_choose")}
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
          title="dukan.pictures.brochure_delete_title"
          content="dukan.pictures.brochure_delete_content"
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        />
      </CardContent>
    </Card>
  );
}
