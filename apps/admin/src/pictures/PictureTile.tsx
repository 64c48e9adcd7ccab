import type { AdminPicture } from "@dukan/contract";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import DeleteIcon from "@mui/icons-material/Delete";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { Box, Button, Chip, IconButton, Paper, Stack, TextField } from "@mui/material";
import { type KeyboardEvent, useState } from "react";
import { Confirm, useNotify, useTranslate } from "react-admin";
import { ApiError } from "../http.ts";
import { api } from "../providers.ts";

type Pictures = { data: AdminPicture[] };

/** One picture in the sortable list: thumbnail, drag handle, earlier/later, alt texts, delete. */
export function PictureTile({
  picture,
  index,
  count,
  path,
  onChanged,
  onMove,
}: {
  picture: AdminPicture;
  index: number;
  count: number;
  path: string;
  onChanged: (answer: Pictures) => void;
  onMove: (by: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const sortable = useSortable({ id: picture.id });
  const [alt, setAlt] = useState({ alt_hr: picture.alt_hr, alt_en: picture.alt_en });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);
  const n = index + 1;

  const saveAlt = async () => {
    setErrors({});
    try {
      onChanged(await api<Pictures>(`${path}/${picture.id}`, { method: "PATCH", body: alt }));
      notify("dukan.pictures.alt_saved", { type: "info" });
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0)
        setErrors(failure.fields);
      else notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    }
  };

  const remove = async () => {
    setAsking(false);
    try {
      onChanged(await api<Pictures>(`${path}/${picture.id}`, { method: "DELETE" }));
      notify("dukan.pictures.deleted", { type: "info" });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: "error" });
    }
  };

  return (
    <Paper
      component="li"
      ref={sortable.setNodeRef}
      variant="outlined"
      aria-label={translate("dukan.pictures.picture", { n })}
      sx={{
        p: 1,
        display: "grid",
        gap: 1,
        // A grid item may shrink below its content (a long description), so tiles never overlap.
        minWidth: 0,
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 1 : undefined,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <IconButton
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={translate("dukan.pictures.move", { n })}
          size="small"
          sx={{ cursor: "grab" }}
        >
          <DragIndicatorIcon />
        </IconButton>
        <IconButton
          aria-label={translate("dukan.pictures.earlier", { n })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
          size="small"
        >
          <ArrowBackIcon />
        </IconButton>
        <IconButton
          aria-label={translate("dukan.pictures.later", { n })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          size="small"
        >
          <ArrowForwardIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <IconButton
          aria-label={translate("dukan.pictures.delete", { n })}
          onClick={() => setAsking(true)}
          size="small"
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
      {/* The main picture's mark sits on the picture: in the row of buttons it pushed the delete
          button out of a narrow tile, over the next tile's drag handle. */}
      <Box sx={{ position: "relative" }}>
        <Box
          component="img"
          src={`${picture.url}${picture.url.includes("?") ? "&" : "?"}w=320`}
          alt={alt.alt_hr || translate("dukan.pictures.picture", { n })}
          width={picture.width}
          height={picture.height}
          sx={{
            display: "block",
            width: "100%",
            height: 160,
            objectFit: "contain",
            bgcolor: "grey.100",
          }}
        />
        {index === 0 && (
          <Chip
            size="small"
            color="primary"
            label={translate("dukan.pictures.main")}
            sx={{ position: "absolute", top: 8, left: 8 }}
          />
        )}
      </Box>
      {/* No <form>: the tile sits inside the product's form, and Enter must save the description only. */}
      <Box sx={{ display: "grid", gap: 1 }}>
        {(["alt_hr", "alt_en"] as const).map((field) => (
          <TextField
            key={field}
            id={`picture-${picture.id}-${field}`}
            label={translate(`dukan.pictures.${field}`)}
            value={alt[field]}
            onChange={(event) => setAlt({ ...alt, [field]: event.target.value })}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void saveAlt();
            }}
            error={errors[field] !== undefined}
            helperText={errors[field]}
            size="small"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ))}
        <Button size="small" variant="outlined" onClick={() => void saveAlt()}>
          {translate("dukan.pictures.save_alt")}
        </Button>
      </Box>
      <Confirm
        isOpen={asking}
        title="dukan.pictures.delete_title"
        titleTranslateOptions={{ n }}
        content="dukan.pictures.delete_content"
        onConfirm={() => void remove()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
