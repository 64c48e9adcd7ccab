import type { TextareaHTMLAttributes } from "react";
import { fieldId } from "../lib/forms.ts";

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "form"> {
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
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <textarea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...area} />
    </div>
  );
}
