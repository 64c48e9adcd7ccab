import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
} from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { useTranslate } from "react-admin";
import { allowedLink, allowedPicture } from "./urls.ts";

/** A picture already uploaded to the shop's media, offered by the picture dialog. */
export interface MediaItem {
  src: string;
  label: string;
}

interface LinkDialogProps {
  open: boolean;
  initial: string;
  onClose: () => void;
  /** The address checked (allowedLink), or "" to remove the link. */
  onApply: (href: string) => void;
}

/** Asks for a link's address; refuses what the sanitiser would drop, with the reason. */
export function LinkDialog({ open, initial, onClose, onApply }: LinkDialogProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dukan.editor.${key}`);
  const [href, setHref] = useState(initial);
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (href.trim() === "") return onApply("");
    const allowed = allowedLink(href);
    if (allowed === null) return setRefused(true);
    onApply(allowed);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("link_title")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="href"
            label={t("link_address")}
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setRefused(false);
            }}
            error={refused}
            helperText={refused ? t("link_refused") : t("link_help")}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface ImageDialogProps {
  open: boolean;
  onClose: () => void;
  onApply: (picture: { src: string; alt: string }) => void;
  /** Pictures already uploaded, to pick from; without it the address is typed. */
  library?: readonly MediaItem[];
}

/** Asks for a picture of the shop's media (picked or by address) and its description. */
export function ImageDialog({ open, onClose, onApply, library }: ImageDialogProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dukan.editor.${key}`);
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [errors, setErrors] = useState<{ src?: boolean; alt?: boolean }>({});
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const allowed = allowedPicture(src);
    const found = { src: allowed === null, alt: alt.trim() === "" };
    setErrors(found);
    if (allowed !== null && !found.alt) onApply({ src: allowed, alt: alt.trim() });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t("image_title")}</DialogTitle>
        <DialogContent>
          <Stack gap={1}>
            {library && library.length > 0 && (
              <List dense aria-label={t("image_library")} sx={{ maxHeight: 240, overflow: "auto" }}>
                {library.map((item) => (
                  <ListItem key={item.src} disablePadding>
                    <ListItemButton
                      selected={item.src === src}
                      onClick={() => {
                        setSrc(item.src);
                        if (alt === "") setAlt(item.label);
                      }}
                    >
                      <ListItemText primary={item.label} secondary={item.src} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              name="src"
              label={t("image_address")}
              value={src}
              onChange={(event) => setSrc(event.target.value)}
              error={errors.src === true}
              helperText={errors.src ? t("image_refused") : t("image_help")}
            />
            <TextField
              fullWidth
              margin="dense"
              name="alt"
              label={t("image_alt")}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              error={errors.alt === true}
              helperText={errors.alt ? t("image_alt_required") : " "}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("apply")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
