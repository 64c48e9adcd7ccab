import { TextField, type TextFieldProps } from "@mui/material";
import { useState } from "react";
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from "react-admin";
import { eurosText, parseEuros } from "../i18n/numbers.ts";
import { euroLimitValidators } from "./euro-limits.ts";

/** Refuses what `parseEuros` could not read (the form keeps the text as typed). */
const euros: Validator = (value: unknown) =>
  typeof value === "string" ? "dukan.forms.euros" : undefined;

/**
 * An amount in euros as a plain text field, kept in cents: typed as staff write it ("7.500,50",
 * "7500,50", "7500.50"), shown again in their language once they leave the field. The text is their
 * own while they type (nothing reformats under the cursor). `onChange` gets cents, null for an
 * empty field, or the text as typed when it is no amount (for the caller to refuse by name).
 * For a form outside react-admin's (a dialog's own); `EuroInput` is the same in react-admin's forms.
 */
export function EuroTextField({
  value,
  onChange,
  onBlur,
  slotProps,
  ...props
}: Omit<TextFieldProps, "value" | "onChange" | "onBlur"> & {
  value: unknown;
  onChange: (value: number | string | null) => void;
  onBlur?: () => void;
}) {
  const [locale] = useLocaleState();
  const [typing, setTyping] = useState<string | null>(null);
  const shown =
    typing ??
    (typeof value === "number" ? eurosText(value, locale) : typeof value === "string" ? value : "");
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => {
        setTyping(event.target.value);
        const cents = parseEuros(event.target.value, locale);
        onChange(cents === undefined ? event.target.value : cents);
      }}
      onBlur={() => {
        setTyping(null);
        onBlur?.();
      }}
      slotProps={{ ...slotProps, htmlInput: { inputMode: "decimal", ...slotProps?.htmlInput } }}
    />
  );
}

/**
 * An amount in euros, kept in cents, in react-admin's forms (`EuroTextField` on `useInput`): what
 * is no amount stays as typed and is refused by name. Serves in forms and in a list's filters alike.
 * `min` and `max` (cents) bound it, refused at the field in euros in the staff's language before
 * any request (`euroLimitValidators`; not react-admin's `minValue`, which names bare cents).
 */
export function EuroInput({
  source,
  label,
  validate = [],
  min,
  max,
  helperText,
  alwaysOn: _alwaysOn,
}: {
  source: string;
  label?: string;
  validate?: Validator[];
  /** The smallest amount taken, in cents. */
  min?: number;
  /** The largest amount taken, in cents. */
  max?: number;
  helperText?: string | false;
  /** For a list's filter (react-admin reads it from the element). */
  alwaysOn?: boolean;
}) {
  const [locale] = useLocaleState();
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: [...validate, ...euroLimitValidators({ min, max }, locale), euros],
  });
  const error = fieldState.error?.message;
  return (
    <EuroTextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={
        helperText === false && !error ? (
          false
        ) : (
          <InputHelperText error={error} helperText={helperText || undefined} />
        )
      }
      margin="dense"
      size="small"
    />
  );
}
