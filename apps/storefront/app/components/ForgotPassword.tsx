import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "../lib/forms.ts";
import { useMessages } from "../lib/i18n.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";

/**
 * "Forgot password?": a link to the password-reset page, which with JavaScript opens
 * a native dialog instead (focus moves in, Escape closes, focus comes back to the
 * link). The dialog asks for the e-mail and its confirmation, then posts to the
 * password-reset page's action and says that the link was sent.
 */
export function ForgotPassword({ resetPath, email }: { resetPath: string; email?: string }) {
  const t = useMessages().account;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  // Closing starts a fresh form (a new fetcher) for the next opening, not the last answer.
  const [round, setRound] = useState(0);

  const open = (event: React.MouseEvent) => {
    if (!dialog.current || typeof dialog.current.showModal !== "function") return; // the link still works
    event.preventDefault();
    dialog.current.showModal();
  };
  const close = () => dialog.current?.close();
  const closed = () => {
    setRound((n) => n + 1);
    opener.current?.focus();
  };

  return (
    <>
      <p>
        <a ref={opener} href={resetPath} onClick={open}>
          {t.forgotPassword}
        </a>
      </p>
      <dialog ref={dialog} className="dialog" aria-labelledby="forgot-title" onClose={closed}>
        <h2 id="forgot-title">{t.forgotTitle}</h2>
        <ForgotPasswordForm key={round} resetPath={resetPath} email={email} onCancel={close} />
      </dialog>
    </>
  );
}

function ForgotPasswordForm({
  resetPath,
  email,
  onCancel,
}: {
  resetPath: string;
  email?: string;
  onCancel: () => void;
}) {
  const t = useMessages();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data;
  if (result?.ok)
    return <LinkSent message={result.message || t.account.linkSent} onClose={onCancel} />;
  return (
    <fetcher.Form method="post" action={resetPath} className="form">
      <p>{t.account.forgotText}</p>
      <input type="hidden" name="intent" value="send-link" />
      <ErrorSummary form="forgot" result={result} labels={{ email: t.account.email }} />
      <Field
        form="forgot"
        name="email"
        type="email"
        label={t.account.email}
        autoComplete="username"
        required
        defaultValue={result?.values.email ?? email}
        errors={result?.fields}
      />
      <div className="form__actions">
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t.forms.sending : t.account.sendLink}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t.account.cancel}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** The answer in the dialog; its Close button takes the focus the vanished form button had. */
function LinkSent({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useMessages().account;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <>
      <p role="status" className="notice notice--success">
        {message}
      </p>
      <div className="form__actions">
        <button ref={button} type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </>
  );
}
