import type { AdminCategory } from "@dukan/contract";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import DriveFileMoveIcon from "@mui/icons-material/DriveFileMove";
import EditIcon from "@mui/icons-material/Edit";
import { Box, IconButton, ListItem, Typography } from "@mui/material";
import { Link, useCreatePath, useTranslate } from "react-admin";

export interface RowActions {
  step(node: AdminCategory, step: -1 | 1): void;
  moveUnder(node: AdminCategory): void;
  remove(node: AdminCategory): void;
}

/** One category of the tree: a drag handle, its name indented by depth, counts and its buttons. */
export function CategoryRow({
  node,
  name,
  first,
  last,
  busy,
  actions,
}: {
  node: AdminCategory;
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  actions: RowActions;
}) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: node.id });
  const label = { name };
  return (
    <ListItem
      ref={setNodeRef}
      data-testid={`category-${node.id}`}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        // On a phone the buttons go under the name, the indent is halved and a long address
        // breaks: in one line, the deepest rows pushed their delete button off a 390-pixel screen.
        pl: { xs: 1 + node.depth * 2, sm: 1 + node.depth * 4 },
        borderBottom: 1,
        borderColor: "divider",
        gap: 1,
        flexWrap: { xs: "wrap", sm: "nowrap" },
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate("dukan.categories.drag", label)}
        sx={{ cursor: "grab" }}
        disabled={busy}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: { xs: "1 1 calc(100% - 42px)", sm: 1 }, minWidth: 0 }}>
        <Typography component="span" sx={{ fontWeight: node.depth === 0 ? 600 : 400 }}>
          {name}
        </Typography>{" "}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ overflowWrap: "anywhere" }}
        >
          /{node.slugHr} ·{" "}
          {translate("dukan.categories.products", { smart_count: node.totalProductCount })}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={translate("dukan.categories.up", label)}
        disabled={busy || first}
        onClick={() => actions.step(node, -1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate("dukan.categories.down", label)}
        disabled={busy || last}
        onClick={() => actions.step(node, 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate("dukan.categories.move", label)}
        disabled={busy}
        onClick={() => actions.moveUnder(node)}
      >
        <DriveFileMoveIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        component={Link}
        to={createPath({ resource: "categories", type: "edit", id: node.id })}
        aria-label={translate("dukan.categories.edit", label)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate("dukan.categories.delete", label)}
        disabled={busy}
        onClick={() => actions.remove(node)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </ListItem>
  );
}
