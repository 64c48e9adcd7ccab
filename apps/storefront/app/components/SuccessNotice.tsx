import type { FormResult } from "../lib/forms.ts";

/**
 * The notice after a form went through: the API's own words when it gave any, else `text`
 * ("Saved."). Nothing while the form has not been sent or was refused.
 */
export function SuccessNotice({ result, text }: { result: FormResult | undefined; text?: string }) {
  if (!result?.ok) return null;
  return (
    <p role="status" className="notice notice--success">
      {result.message || text}
    </p>
  );
}
