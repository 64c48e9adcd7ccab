import type { AdminProductBulk } from "@dukan/contract";
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from "@mui/material";
import { useState } from "react";
import {
  Button,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from "react-admin";
import { useRefusal } from "../forms/useRefusal.ts";
import { shopClockMoment } from "../i18n/shop-clock.ts";
import { api } from "../providers.ts";
import { useCategoryChoices } from "./lookups.ts";

type Action = AdminProductBulk["action"];
/** The actions that ask for a value first, and the value's kind. */
const asking: Partial<Record<Action, "category" | "percent" | "day">> = {
  "move-to-category": "category",
  "set-sale": "percent",
  "set-new": "day",
};
const labels: Record<Action, string> = {
  activate: "activate",
  deactivate: "deactivate",
  "move-to-category": "move",
  "set-sale": "sale",
  "clear-sale": "clear_sale",
  "set-new": "new",
  "clear-new": "clear_new",
};

/**
 * The bulk actions on the ticked products (`POST /api/admin/products/bulk`, one transaction):
 * activate, deactivate, move to a category, set a sale (percent off, dates), clear it, mark new
 * until a day, clear it. Those that need a value ask for it in a dialog first.
 */
export function ProductBulkActions() {
  const { selectedIds, resource } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const categories = useCategoryChoices();
  const [open, setOpen] = useState<Action | null>(null);
  const [value, setValue] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const refusal = useRefusal();
  const t = (key: string) => translate(`dukan.products.bulk.${key}`);
  /** The API's refusal of a dialog's field (by the request's name), beside it. */
  const refusedAt = (field: string) => ({
    error: field in refusal.errors,
    helperText: refusal.errors[field],
  });

  async function run(action: Action) {
    const ids = selectedIds.map(Number);
    const extra =
      action === "move-to-category"
        ? { categoryId: Number(value) }
        : action === "set-sale"
          ? {
              percent: Number(value),
              // Typed on Zagreb's clock, whatever the computer's zone (i18n/shop-clock.ts).
              startsAt: startsAt ? String(shopClockMoment(startsAt)) : null,
              endsAt: endsAt ? String(shopClockMoment(endsAt)) : null,
            }
          : action === "set-new"
            ? { until: value }
            : {};
    try {
      const { changed } = await api<{ changed: number }>("/products/bulk", {
        method: "POST",
        body: { action, ids, ...extra },
      });
      notify(translate("dukan.products.bulk.done", { smart_count: changed }), { type: "success" });
      refusal.clear();
      setOpen(null);
      unselectAll();
      refresh();
    } catch (error) {
      // Each refused field's sentence beside it in the dialog, all of them in the notice.
      refusal.show(error);
      notify(error instanceof Error ? error.message : "ra.notification.http_error", {
        type: "error",
      });
    }
  }

  const kind = open ? asking[open] : undefined;
  return (
    <>
      {(Object.keys(labels) as Action[]).map((action) => (
        <Button
          key={action}
          label={t(labels[action])}
          onClick={() => {
            setValue(action === "set-sale" ? "10" : "");
            setStartsAt("");
            setEndsAt("");
            refusal.clear();
            if (asking[action]) setOpen(action);
            else void run(action);
          }}
        />
      ))}
      {/* As wide as a category's path (`Gaming oprema › Miševi`), saying which products it changes. */}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        aria-labelledby="bulk-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="bulk-title">{open ? t(labels[open]) : ""}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate("dukan.products.bulk.selected", { smart_count: selectedIds.length })}
          </DialogContentText>
          {kind === "category" && (
            <TextField
              select
              fullWidth
              margin="dense"
              label={translate("resources.products.fields.category_id")}
              {...refusedAt("categoryId")}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            >
              {categories.map((choice) => (
                <MenuItem key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === "percent" && (
            <>
              <TextField
                type="number"
                margin="dense"
                label={t("percent")}
                {...refusedAt("percent")}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                slotProps={{ htmlInput: { min: 1, max: 90 } }}
              />
              <TextField
                type="datetime-local"
                margin="dense"
                label={translate("resources.products.fields.sale_starts_at")}
                error={"startsAt" in refusal.errors}
                helperText={refusal.errors.startsAt ?? translate("dukan.settings.shop_time")}
                value={startsAt}
                onChange={(event) => setStartsAt(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="datetime-local"
                margin="dense"
                label={translate("resources.products.fields.sale_ends_at")}
                error={"endsAt" in refusal.errors}
                helperText={refusal.errors.endsAt ?? translate("dukan.settings.shop_time")}
                value={endsAt}
                onChange={(event) => setEndsAt(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
          {kind === "day" && (
            <TextField
              type="date"
              margin="dense"
              label={t("until")}
              {...refusedAt("until")}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(null)}>{t("cancel")}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={value === ""}
            onClick={() => open && void run(open)}
          >
            {t("apply")}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
