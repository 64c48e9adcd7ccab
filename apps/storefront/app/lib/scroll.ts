import { useLayoutEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";

/** Where the pages of this tab's history were scrolled to, kept over a reload. */
const STORAGE_KEY = "scroll-positions";

/**
 * What a screen's route module may say about scrolling, as its `handle` (React Router's route
 * export for such data): `keepOnQuery` keeps the place when a navigation changes only the query
 * (the comparison, whose table is the same page in another state).
 */
export interface ScrollHandle {
  scroll?: { keepOnQuery?: boolean };
}

/**
 * Scrolling after a navigation inside the shop, as a browser scrolls between documents: back and
 * forward return to where the page was, a link to `#anchor` lands on the anchor, any other new page
 * starts at the top (a screen may keep the place on a change of its query: `ScrollHandle`). The
 * place of each history entry (React Router's `location.key`) is noted as the page scrolls; an entry
 * with a place noted is one returned to. A reload is left to the browser. React Router's
 * `<ScrollRestoration>` does the same through its router, but its code would be in every first
 * page's script (decision 009); this is an island of the frame, loaded at the first interaction.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const matches = useMatches();
  const shown = useRef(location);
  const positions = useRef<Record<string, number>>({});

  useLayoutEffect(() => {
    const noted = readPositions();
    positions.current = noted;
    noted[shown.current.key] = window.scrollY;
    history.scrollRestoration = "manual";
    // Read when the event comes: after a navigation's commit it is the new page's place.
    const note = () => (noted[shown.current.key] = window.scrollY);
    const leave = () => {
      note();
      writePositions(noted);
      history.scrollRestoration = "auto";
    };
    const back = () => (history.scrollRestoration = "manual");
    window.addEventListener("scroll", note, { passive: true });
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("scroll", note);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous === location) return;
    shown.current = location;
    // No value returned to React: in newer browsers the scroll methods answer a promise, which React
    // would take for the effect's cleanup.
    const place = positions.current[location.key];
    const anchor = location.hash && document.getElementById(decodeHash(location.hash));
    const queryOnly = previous.pathname === location.pathname && !location.hash;
    if (place !== undefined) window.scrollTo(0, place);
    else if (anchor) anchor.scrollIntoView();
    else if (!(queryOnly && keepsPlaceOnQuery(matches))) window.scrollTo(0, 0);
  }, [location, matches]);
}

/**
 * `useScrollRestoration` as a component, for root.tsx's island: it starts at the visitor's first
 * interaction, before any navigation inside the app.
 */
export function ScrollKeeper(): null {
  useScrollRestoration();
  return null;
}

function keepsPlaceOnQuery(matches: UIMatch[]): boolean {
  return matches.some((match) => (match.handle as ScrollHandle | undefined)?.scroll?.keepOnQuery);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: back and forward after a reload start at the top.
  }
}
