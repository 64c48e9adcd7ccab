import { useEffect, useRef } from "react";
import { useMessages } from "../lib/i18n.tsx";
import { fieldId, type FormResult } from "../lib/forms.ts";

/**
 * A refused form's errors at its top: each field error links to its field, a
 * refusal without fields shows the API's message. It takes focus when it appears,
 * so a screen-reader user hears what went wrong: with a script when it renders, and without
 * one as the page that carries it opens (`autofocus`).
 */
export function ErrorSummary({
  form,
  result,
  labels,
  children,
}: {
  form: string;
  result: FormResult | undefined;
  labels: Record<string, string>;
  children?: React.ReactNode;
}) {
  const t = useMessages().forms;
  const ref = useRef<HTMLDivElement>(null);
  const refusal = result && !result.ok ? result : undefined;
  useEffect(() => {
    if (refusal) ref.current?.focus();
  }, [refusal]);
  if (!refusal) return null;
  // In the order the form shows its fields (the order of `labels`), not the order the API named them.
  const order = Object.keys(labels);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const fields = Object.entries(refusal.fields).sort(([a], [b]) => place(a) - place(b));
  return (
    <div
      ref={ref}
      className="error-summary"
      role="alert"
      tabIndex={-1}
      autoFocus
      aria-labelledby={`${form}-errors`}
    >
      <h2 id={`${form}-errors`} className="error-summary__title">
        {fields.length > 0 ? t.errorSummary : refusal.message || t.failed}
      </h2>
      {fields.length > 0 && (
        <ul>
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#${fieldId(form, name)}`}>
                {labels[name] ? `${labels[name]}: ` : ""}
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
