import { TextField } from "@mui/material";
import { useState } from "react";
import { FieldTitle, InputHelperText, useInput, useLocaleState, type Validator } from "react-admin";
import { eurosText, parseEuros } from "../i18n/numbers.ts";

/** Refuses what `parseEuros` could not read (the form keeps the text as typed). */
const euros: Validator = (value: unknown) =>
  typeof value === "string" ? "dukan.forms.euros" : undefined;

/**
 * An amount in euros, kept in cents: typed as staff write it ("7.500,50", "7500,50", "7500.50"),
 * shown again in their language once they leave the field. The text is their own while they type
 * (nothing reformats under the cursor); what is no amount stays as typed and is refused by name.
 * Built on react-admin's `useInput`, so it serves in forms and in a list's filters alike.
 */
export function EuroInput({
  source,
  label,
  validate = [],
  helperText,
  alwaysOn: _alwaysOn,
}: {
  source: string;
  label?: string;
  validate?: Validator[];
  helperText?: string | false;
  /** For a list's filter (react-admin reads it from the element). */
  alwaysOn?: boolean;
}) {
  const [locale] = useLocaleState();
  const { id, field, fieldState, isRequired } = useInput({
    source,
    validate: [...validate, euros],
  });
  const [typing, setTyping] = useState<string | null>(null);
  const value: unknown = field.value;
  const shown =
    typing ??
    (typeof value === "number" ? eurosText(value, locale) : typeof value === "string" ? value : "");
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        setTyping(event.target.value);
        const cents = parseEuros(event.target.value, locale);
        field.onChange(cents === undefined ? event.target.value : cents);
      }}
      onBlur={() => {
        setTyping(null);
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={
        helperText === false && !error ? (
          false
        ) : (
          <InputHelperText error={error} helperText={helperText || undefined} />
        )
      }
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
      margin="dense"
      size="small"
    />
  );
}
