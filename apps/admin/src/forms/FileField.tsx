import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from "@mui/material";
import { type CSSProperties, useId, useState } from "react";
import { useTranslate } from "react-admin";

/** Out of sight but in the page: focusable, read by screen readers, still given files by tests. */
const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/**
 * A form's file (`name="file"`): its label, the types offered, and under it the API's refusal or,
 * without one, the help, either read by screen readers as the field's description.
 *
 * The browser's own file input speaks the browser's language ("Choose file · No file chosen" on a
 * Croatian page), so it is hidden from sight and a button in the app's language stands for it — a
 * `<label>` of the input, which opens the file picker — with the chosen file's name or "Nije
 * odabrana nijedna datoteka" beside it. The input keeps the keyboard focus (the button shows it)
 * and its name is the field's label; the chosen file is part of its description.
 */
export function FileField({
  label,
  accept,
  help,
  error,
  onFile,
}: {
  label: string;
  accept: string;
  help?: string | undefined;
  error?: string | undefined;
  onFile: (file: File | null) => void;
}) {
  const translate = useTranslate();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const description = error ?? help;
  return (
    <FormControl error={error !== undefined}>
      <FormLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </FormLabel>
      <Box
        sx={{
          mt: 1,
          display: "flex",
          alignItems: "center",
          gap: 1.5,
          flexWrap: "wrap",
          "& input:focus-visible + label": {
            outline: "2px solid",
            outlineColor: "primary.main",
            outlineOffset: 2,
          },
        }}
      >
        <input
          id={id}
          name="file"
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-chosen`, description ? `${id}-description` : null]
            .filter(Boolean)
            .join(" ")}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setChosen(file?.name ?? null);
            onFile(file);
          }}
          style={visuallyHidden}
        />
        {/* The input's second label: a click opens the picker; the focus stays on the input. */}
        <Button component="label" htmlFor={id} variant="outlined" role={undefined} tabIndex={-1}>
          {translate("dukan.forms.choose_file")}
        </Button>
        <Typography id={`${id}-chosen`} variant="body2" color="text.secondary">
          {chosen ?? translate("dukan.forms.no_file_chosen")}
        </Typography>
      </Box>
      {description && <FormHelperText id={`${id}-description`}>{description}</FormHelperText>}
    </FormControl>
  );
}
