import type { TextareaHTMLAttributes } from "react";
import { fieldId } from "../lib/forms.ts";
import { describedByOf, FieldNotes } from "./Field.tsx";

interface MessageFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "form"
> {
  form: string;
  name: string;
  label: string;
  hint?: string;
  errors?: Record<string, string>;
}

/** A labelled text area with its hint and its error, both tied to it for screen readers (as `Field` for inputs). */
export function MessageField({ form, name, label, hint, errors, ...area }: MessageFieldProps) {
  const id = fieldId(form, name);
  const error = errors?.[name];
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <FieldNotes id={id} hint={hint} error={error} />
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
    </div>
  );
}
