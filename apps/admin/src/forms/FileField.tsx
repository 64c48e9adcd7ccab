import { FormControl, FormHelperText, FormLabel } from "@mui/material";
import { useId } from "react";

/**
 * A form's file (`name="file"`): its label, the types offered, and under it the API's refusal or,
 * without one, the help, either read by screen readers as the field's description.
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
  const id = useId();
  const description = error ?? help;
  return (
    <FormControl error={error !== undefined}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <input
        id={id}
        name="file"
        type="file"
        accept={accept}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        style={{ marginTop: 8 }}
      />
      {description && <FormHelperText id={`${id}-description`}>{description}</FormHelperText>}
    </FormControl>
  );
}
