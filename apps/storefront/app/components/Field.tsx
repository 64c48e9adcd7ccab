import type { InputHTMLAttributes } from "react";
import { fieldId } from "../lib/forms.ts";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form"> {
  /** The form's name, which prefixes the input's id. */
  form: string;
  /** The posted name, also the key of its error in the API's answer. */
  name: string;
  label: string;
  hint?: string;
  errors?: Record<string, string>;
  /**
   * Marks a required field (`required` or `aria-required`) with " *" after its label, for a form
   * that says at its top what the asterisk means. The input's `required` is what
   * a screen reader announces; the asterisk is for the eye and is hidden from it.
   */
  marked?: boolean;
}

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function Field({
  form,
  name,
  label,
  hint,
  errors,
  marked = false,
  type = "text",
  ...input
}: FieldProps) {
  const id = fieldId(form, name);
  const error = errors?.[name];
  const describedBy = describedByOf(id, hint, error);
  const check = type === "checkbox";
  const required = input.required === true || input["aria-required"] === true;
  const control = (
    <input
      id={id}
      name={name}
      type={type}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className={check ? "field field--check" : "field"}>
      {check && control}
      {marked && required ? (
        // Beside the label, not in it: the label's text stays the field's name.
        <span className="field__label">
          <label htmlFor={id}>{label}</label>
          <RequiredMark />
        </span>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      <FieldNotes id={id} hint={hint} error={error} />
      {!check && control}
    </div>
  );
}

/** The ids of a control's hint and error, as its `aria-describedby` (undefined without either). */
export function describedByOf(
  id: string,
  hint: string | undefined,
  error: string | undefined,
): string | undefined {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
}

/** A control's hint and its error, each with the id `describedByOf` names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

/** The asterisk after a required field's label or a required group's legend; screen readers hear the field's `required` instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="field__required">
      {" *"}
    </span>
  );
}
