import { useId, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * A change that needs a "yes" first (removing a cart line, clearing the cart, replacing a feed
 * key). The button is a GET form that asks the page for a confirmation step (`?confirm=…`, the
 * way without JavaScript); with JavaScript it opens a native modal dialog instead: focus moves to Cancel,
 * stays inside (Tab cycles through its buttons), Escape cancels, and focus returns to the button — or, once the change is sent
 * and the button is going away, to `afterConfirm`.
 */
export function ConfirmDialog<Answer>({
  action,
  confirm,
  opener,
  openerClassName,
  title,
  text,
  confirmLabel,
  cancelLabel,
  fetcher,
  children,
  afterConfirm,
}: {
  /** The page that shows the confirmation step and takes the change (the cart, the B2B page). */
  action: string;
  /** What `?confirm=` asks that page for (`clear`, `remove-12`, `regenerate`). */
  confirm: string;
  opener: React.ReactNode;
  openerClassName: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  fetcher: FetcherWithComponents<Answer>;
  /** The change's hidden fields. */
  children: React.ReactNode;
  afterConfirm?: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const openerButton = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);

  const open = (event: React.FormEvent) => {
    if (!dialog.current || typeof dialog.current.showModal !== "function") return; // the confirmation page still works
    event.preventDefault();
    confirmed.current = false;
    dialog.current.showModal();
    cancel.current?.focus();
  };
  // The page behind a modal dialog is inert; Tab also cycles within it instead of leaving for the browser's own controls.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
    if (edge && document.activeElement === edge) {
      event.preventDefault();
      (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
    }
  };
  const closed = () => {
    if (confirmed.current && afterConfirm) afterConfirm();
    else openerButton.current?.focus();
  };

  return (
    <>
      <form method="get" action={action} onSubmit={open} className="confirm-opener">
        <input type="hidden" name="confirm" value={confirm} />
        <button ref={openerButton} type="submit" className={openerClassName}>
          {opener}
        </button>
      </form>
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={closed}
        onKeyDown={keepFocusInside}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{text}</p>
        <fetcher.Form
          method="post"
          action={action}
          className="form__actions"
          onSubmit={() => {
            confirmed.current = true;
            dialog.current?.close();
          }}
        >
          {children}
          <button type="submit" className="button button--danger">
            {confirmLabel}
          </button>
          <button
            ref={cancel}
            type="button"
            className="button button--quiet"
            onClick={() => dialog.current?.close()}
          >
            {cancelLabel}
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
