import { fieldId } from "../lib/forms.ts";
import { useLanguage } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { ShopLink } from "./ShopLink.tsx";

/** The consent a form needs to be answered (processing of the data sent), with a link to the privacy page (`/gdpr`). */
export function ConsentField({
  form,
  label,
  more,
  errors,
  checked,
}: {
  form: string;
  label: string;
  /** The link's text: where the privacy statement says more. */
  more: string;
  errors?: Record<string, string>;
  checked: boolean;
}) {
  const language = useLanguage();
  const id = fieldId(form, "consent");
  const error = errors?.consent;
  return (
    <div className="field field--check">
      <input
        id={id}
        name="consent"
        type="checkbox"
        required
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, `${id}-hint`].filter(Boolean).join(" ")}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        <ShopLink to={localizedPath(language, "/gdpr")}>{more}</ShopLink>
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
