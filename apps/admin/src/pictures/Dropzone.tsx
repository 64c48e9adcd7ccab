import { Box, Button, Typography } from "@mui/material";
import { type DragEvent, useRef, useState } from "react";

/**
 * Files dropped onto the area or chosen with its button (a real button that opens the hidden file
 * input's own dialog, so the keyboard reaches it: a label styled as a button takes no Enter).
 */
export function Dropzone({
  id,
  accept,
  multiple = false,
  help,
  label,
  busy,
  onFiles,
}: {
  id: string;
  accept: string;
  multiple?: boolean;
  help: string;
  label: string;
  busy: string | null;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        borderRadius: 1,
        p: 2,
        display: "flex",
        gap: 2,
        alignItems: "center",
        flexWrap: "wrap",
      }}
    >
      <Typography component="span">{help}</Typography>
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={busy !== null}>
        {label}
      </Button>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      {busy && (
        <Typography component="span" role="status">
          {busy}
        </Typography>
      )}
    </Box>
  );
}
