import { fieldId } from "../lib/forms.ts";
import { useMessages } from "../lib/i18n.tsx";
import { useProofOfWork } from "../lib/spam-check.ts";

/**
 * The spam check of a public form, one line inside its `<Form>` (docs/contact-and-inquiries.md):
 * a honeypot people never see (out of sight, out of the tab order, labelled "leave empty" for
 * screen readers) and the proof of work the browser solves in the background. The action passes
 * both on with `spamCheckOf(form)`; `renew` (the action's answer) asks for a fresh proof after a send.
 */
export function SpamGuard({ form, renew }: { form: string; renew?: unknown }) {
  const t = useMessages().forms;
  const proof = useProofOfWork(renew);
  const id = fieldId(form, "website");
  return (
    <div className="visually-hidden">
      <label htmlFor={id}>{t.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name="proof" value={proof} />
    </div>
  );
}
