import { useFetcher } from "react-router";
import { REGENERATE } from "../lib/feeds.ts";
import type { FormResult } from "../lib/forms.ts";
import type { B2bTexts } from "../locales/b2b.ts";
import { ConfirmDialog } from "./ConfirmDialog.tsx";

/**
 * "Regenerate key", asked first: a native dialog with JavaScript, the page's confirmation step
 * (`?confirm=regenerate`) without. Once made, the action sends the page back with the new key;
 * a refusal is said here.
 */
export function FeedKeyRegenerate({
  action,
  texts,
  afterConfirm,
}: {
  action: string;
  texts: B2bTexts["key"];
  afterConfirm: () => void;
}) {
  const fetcher = useFetcher<FormResult>({ key: "feed-key-regenerate" });
  const refusal =
    fetcher.state === "idle" && fetcher.data && !fetcher.data.ok
      ? fetcher.data.message || texts.regenerateFailed
      : "";
  return (
    <>
      <ConfirmDialog
        action={action}
        confirm={REGENERATE}
        opener={texts.regenerate}
        openerClassName="button button--secondary"
        title={texts.confirmTitle}
        text={texts.confirmText}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        fetcher={fetcher}
        afterConfirm={afterConfirm}
      >
        <input type="hidden" name="intent" value={REGENERATE} />
      </ConfirmDialog>
      {refusal && (
        <p role="alert" className="notice notice--error">
          {refusal}
        </p>
      )}
    </>
  );
}
