import { type ComponentType, lazy } from "react";
import { useFetchers, useNavigation } from "react-router";

/**
 * Parts of the first page that wake up when the visitor does (docs/decisions/007).
 *
 * The server renders everything. In the browser, a component made with `island()` has its code
 * in its own chunk, and on the first page of a visit that chunk is fetched only at the visitor's
 * first interaction (a pointer moving or pressing, a touch, a key, a focus, a change made in
 * another tab) or the router's first piece of work. Until then React leaves the server's HTML
 * in place — links and forms work as they do without JavaScript — and hydrates it as soon as
 * the code arrives. An island first shown later, by a navigation inside the app, loads at once:
 * the visitor has interacted by then.
 *
 * An island is not wrapped in its own `<Suspense>`: it needs a boundary above it that stays
 * mounted (root.tsx has one around the page and one around each part of the frame), so a
 * navigation waits for its code while the old page stays on screen instead of going blank.
 */
export function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => {
    if (!import.meta.env.SSR) {
      await awake;
      // Offline, the page as served keeps working (what can without a connection); a chunk
      // that cannot be fetched would put the error page in its place. Wait for the connection.
      if (!navigator.onLine)
        await new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
    }
    return { default: await load() };
  });
}

// "storage": another tab of the shop changed what this one shows (the cart's copy in the browser).
const interactions = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "popstate",
  "storage",
] as const;
let wake = () => {};
/**
 * The visitor's first interaction since this script ran (listened for from the start, before
 * React has rendered anything), or the router's first piece of work, whichever comes first.
 */
const awake = import.meta.env.SSR
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      wake = () => {
        for (const type of interactions) window.removeEventListener(type, wake, true);
        resolve();
      };
      for (const type of interactions)
        window.addEventListener(type, wake, { capture: true, passive: true });
    });

/**
 * Wakes the islands when the router starts work no visitor started (a page settling its own
 * address: a navigation or a fetcher; the shop starts no revalidation of its own, and the router's
 * after an action belongs to that action's navigation or fetcher). Called by the root's `Layout`.
 *
 * While rendering, not in an effect: React Router renders its new state in a transition, and React
 * commits it only once the islands it touches have hydrated — whose code waits for this.
 */
export function useWakeOnRouterWork(): void {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  if (navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle")) wake();
}
