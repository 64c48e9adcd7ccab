import { Checkbox, Stack, Toolbar, Typography } from "@mui/material";
import type { MouseEvent, ReactNode } from "react";
import { Button, useListContext, useRecordContext, useTranslate } from "react-admin";
import { ProductBulkActions } from "./ProductBulkActions.tsx";

// The products list's own selection column. react-admin's row checkbox has no accessible name
// (docs/upstream.md), so the list turns its selection off and ticks rows through the list context
// (`selectedIds`, `onToggleItem`, `onSelect`), each checkbox named by its product.

const keepRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A row's checkbox, named by the product's item code; ticking it does not open the product.
 * `label` and `sortable` are read by the `Datagrid` for the column's header.
 */
export function SelectRowCheckbox(_: { label: ReactNode; sortable: false }) {
  const product = useRecordContext<{ id: number; item_code: string }>();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!product) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(product.id)}
      onClick={keepRowClick}
      onChange={() => onToggleItem(product.id)}
      slotProps={{
        input: {
          "aria-label": translate("dukan.products.bulk.select_row", { item: product.item_code }),
        },
      }}
    />
  );
}

/** The header's checkbox: every product of the page ticked, or none. */
export function SelectPageCheckbox() {
  const { data, selectedIds, onSelect } = useListContext();
  const translate = useTranslate();
  const ids = (data ?? []).map((product) => product.id);
  const ticked = ids.filter((id) => selectedIds.includes(id)).length;
  return (
    <Checkbox
      size="small"
      checked={ids.length > 0 && ticked === ids.length}
      indeterminate={ticked > 0 && ticked < ids.length}
      onClick={keepRowClick}
      onChange={() =>
        onSelect(
          ticked === ids.length
            ? selectedIds.filter((id) => !ids.includes(id))
            : [...new Set([...selectedIds, ...ids])],
        )
      }
      slotProps={{ input: { "aria-label": translate("dukan.products.bulk.select_page") } }}
    />
  );
}

/** Above the list while products are ticked: how many, the bulk actions, and a way to untick. */
export function SelectionBar() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  if (selectedIds.length === 0) return null;
  return (
    <Toolbar
      role="region"
      aria-label={translate("dukan.products.bulk.selected", { smart_count: selectedIds.length })}
      sx={{ gap: 1, flexWrap: "wrap", bgcolor: "action.selected" }}
    >
      <Typography role="status" sx={{ mr: 1 }}>
        {translate("dukan.products.bulk.selected", { smart_count: selectedIds.length })}
      </Typography>
      <Stack direction="row" gap={0.5} flexWrap="wrap">
        <ProductBulkActions />
        <Button label="dukan.products.bulk.unselect" onClick={() => onUnselectItems()} />
      </Stack>
    </Toolbar>
  );
}
