import type { InfoBarName } from "@dukan/contract";
import { useFetcher, useLocation } from "react-router";
import { useLanguage } from "../lib/i18n.tsx";
import { closeBarPath } from "../lib/info-bars.ts";

/**
 * The bars closed on this page so far: each close names them all, so two quick closes, whose
 * requests cross before the first answer's cookie arrives, both stay closed.
 */
const closedHere = new Set<InfoBarName>();

/** The fetcher of a bar's close button: the bar reads it to hide at once, before the answer. */
export const closeBarFetcherKey = (bar: InfoBarName) => `close-bar-${bar}`;

/**
 * A bar's close button: a real form (without JavaScript it posts, the shop remembers the bar as
 * closed and sends the visitor back to this page); with JavaScript the same post goes in the
 * background and the bar disappears without a reload (routes/info-bars.ts).
 */
export function CloseBar({ bar, label }: { bar: InfoBarName; label: string }) {
  const language = useLanguage();
  const location = useLocation();
  const fetcher = useFetcher({ key: closeBarFetcherKey(bar) });
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
        closedHere.add(bar);
        for (const name of closedHere) form.append("closed", name);
        void fetcher.submit(form, { method: "post", action });
        // The button goes with its bar: the page's content keeps the focus instead of the void.
        document.getElementById("content")?.focus({ preventScroll: true });
      }}
    >
      <input type="hidden" name="bar" value={bar} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button type="submit" className="info-bar__close-button" aria-label={label} title={label}>
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
          <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

/** Whether a bar is being closed (or was, in this page's life) through its fetcher. */
export function useClosing(bar: InfoBarName): boolean {
  const fetcher = useFetcher<{ ok: boolean }>({ key: closeBarFetcherKey(bar) });
  return fetcher.state !== "idle" || fetcher.data?.ok === true;
}
