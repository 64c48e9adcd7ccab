import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Where the pages of this tab's history were scrolled to, kept over a reload. */
const STORAGE_KEY = "scroll-positions";

/** What this module uses of the router React Router keeps on `window` in the browser. */
interface ScrollingRouter {
  state: { restoreScrollPosition: number | false | null; preventScrollReset: boolean };
  enableScrollRestoration(positions: Record<string, number>, getPosition: () => number): () => void;
}

/**
 * Scrolling after a navigation inside the shop, as a browser scrolls between documents: back and
 * forward return to where the page was, a link to `#anchor` lands on the anchor, any other new page
 * starts at the top (a link or navigation that asks to keep the place keeps it). React Router's
 * router keeps the positions by history entry; this does the rest of its `<ScrollRestoration>`,
 * whose code every first page would download (docs/decisions/009). A reload is left to the browser.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const shown = useRef(location);

  useLayoutEffect(() => {
    const router = browserRouter();
    if (!router) return;
    const positions = readPositions();
    const disable = router.enableScrollRestoration(positions, () => window.scrollY);
    // The router answers a page reopened from another site (a new document) from the stored positions.
    scrollFor(router.state, shown.current.hash);
    history.scrollRestoration = "manual";
    const leave = () => {
      positions[shown.current.key] = window.scrollY;
      writePositions(positions);
      history.scrollRestoration = "auto";
    };
    const back = () => (history.scrollRestoration = "manual");
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      disable();
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    const router = browserRouter();
    if (router) scrollFor(router.state, location.hash);
  }, [location]);
}

/**
 * `useScrollRestoration` as a component, for root.tsx's island: it starts at the visitor's first
 * interaction, before any navigation inside the app. (On the first page of a visit the router has
 * no position to restore: that document's scrolling is the browser's.)
 */
export function ScrollKeeper(): null {
  useScrollRestoration();
  return null;
}

function browserRouter(): ScrollingRouter | undefined {
  return (window as { __reactRouterDataRouter?: ScrollingRouter }).__reactRouterDataRouter;
}

function scrollFor(
  { restoreScrollPosition, preventScrollReset }: ScrollingRouter["state"],
  hash: string,
): void {
  if (restoreScrollPosition === false) return;
  if (typeof restoreScrollPosition === "number") return window.scrollTo(0, restoreScrollPosition);
  const anchor = hash && document.getElementById(decodeHash(hash));
  if (anchor) return anchor.scrollIntoView();
  if (!preventScrollReset) window.scrollTo(0, 0);
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
