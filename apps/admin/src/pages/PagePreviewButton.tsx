import VisibilityIcon from "@mui/icons-material/Visibility";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type SxProps,
  type Theme,
} from "@mui/material";
import { useId, useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslate } from "react-admin";
import { api } from "../providers.ts";
import { type PagePreview, previewDocument } from "./preview.ts";

/**
 * Shows the form's text as the storefront will: sent to the server's preview (the same sanitiser
 * and placeholders as a save, nothing stored) and drawn with the storefront's stylesheet in a
 * sandboxed frame. What a script or a `javascript:` link typed into the text would become is what
 * the preview shows: nothing.
 */
export function PagePreviewButton({ language, sx }: { language: string; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const form = useFormContext();
  const titleId = useId();
  const [preview, setPreview] = useState<PagePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    setProblem(null);
    const { title = "", summary = "", html = "" } = form.getValues() as Record<string, string>;
    try {
      setPreview(
        await api<PagePreview>("/pages/preview", {
          method: "POST",
          body: { language, title, summary, html },
        }),
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Button startIcon={<VisibilityIcon />} onClick={() => void open()} sx={sx}>
        {translate("dukan.pages.preview")}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="lg"
      >
        <DialogTitle id={titleId}>{translate("dukan.pages.preview_title")}</DialogTitle>
        <DialogContent>
          {preview && (
            <iframe
              title={translate("dukan.pages.preview_frame")}
              sandbox=""
              srcDoc={previewDocument(preview, language)}
              style={{ width: "100%", height: "70vh", border: 0 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>{translate("dukan.pages.close")}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
