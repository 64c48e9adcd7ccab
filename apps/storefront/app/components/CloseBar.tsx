import type { InfoBarName } from "@dukan/contract";
import { useSyncExternalStore } from "react";
import { useFetcher, useLocation } from "react-router";
import { useLanguage } from "../lib/i18n.tsx";
import { closeBarPath } from "../lib/info-bars.ts";

/**
 * The bars closed on this page so far. Each close names them all, and the closes are posted one
 * after another: two posts in flight at once could be answered out of order, and the late first
 * answer's cookie (naming one bar) would overwrite the second's (naming both).
 */
const closedHere = new Set<InfoBarName>();
const closedHereListeners = new Set<() => void>();
let posting: Promise<unknown> = Promise.resolve();

function closeHere(bar: InfoBarName): void {
  closedHere.add(bar);
  for (const listener of closedHereListeners) listener();
}

function onClosedHere(listener: () => void): () => void {
  closedHereListeners.add(listener);
  return () => closedHereListeners.delete(listener);
}

/**
 * A bar's close button: a real form (without JavaScript it posts, the shop remembers the bar as
 * closed and sends the visitor back to this page); with JavaScript the same post goes in the
 * background and the bar disappears without a reload (routes/info-bars.ts).
 */
export function CloseBar({ bar, label }: { bar: InfoBarName; label: string }) {
  const language = useLanguage();
  const location = useLocation();
  const fetcher = useFetcher();
  const action = closeBarPath(language);
  return (
    <form
      method="post"
      action={action}
      className="info-bar__close"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set("stay", "1");
        closeHere(bar);
        posting = posting.then(() => {
          for (const name of closedHere) form.append("closed", name);
          return fetcher.submit(form, { method: "post", action });
        });
        // The button goes with its bar: the page's content keeps the focus instead of the void.
        document.getElementById("content")?.focus({ preventScroll: true });
      }}
    >
      <input type="hidden" name="bar" value={bar} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button type="submit" className="info-bar__close-button" aria-label={label} title={label}>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path
            d="M1 1l10 10M11 1L1 11"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </form>
  );
}

/** Whether a bar was closed on this page (with JavaScript): it hides at once, before its post is answered. */
export function useClosing(bar: InfoBarName): boolean {
  return useSyncExternalStore(
    onClosedHere,
    () => closedHere.has(bar),
    () => false,
  );
}
