import type { AdminCategory } from "@dukan/contract";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
} from "@mui/material";
import { useState } from "react";
import { useTranslate } from "react-admin";
import { possibleParents } from "./tree.ts";

const TOP = "top";

/** Picks a new parent for `node` (the top, or any category not below it); it goes last there. */
export function MoveDialog({
  node,
  list,
  nameOf,
  onMove,
  onClose,
}: {
  node: AdminCategory;
  list: readonly AdminCategory[];
  nameOf: (node: AdminCategory) => string;
  onMove: (parentId: number | null) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [parent, setParent] = useState<string>(
    node.parentId === null ? TOP : String(node.parentId),
  );
  const choices = possibleParents(list, node.id);
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-category-title" fullWidth>
      <DialogTitle id="move-category-title">
        {translate("dukan.categories.move_title", { name: nameOf(node) })}
      </DialogTitle>
      <DialogContent>
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel id="move-category-parent">
            {translate("dukan.categories.move_parent")}
          </InputLabel>
          <Select
            labelId="move-category-parent"
            label={translate("dukan.categories.move_parent")}
            value={parent}
            onChange={(event) => setParent(event.target.value)}
          >
            <MenuItem value={TOP}>{translate("dukan.categories.top")}</MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.id} value={String(choice.id)}>
                {"\u2003".repeat(choice.depth)}
                {nameOf(choice)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate("dukan.categories.cancel")}</Button>
        <Button variant="contained" onClick={() => onMove(parent === TOP ? null : Number(parent))}>
          {translate("dukan.categories.move_confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
