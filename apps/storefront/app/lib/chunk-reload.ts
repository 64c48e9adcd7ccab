/** A page part (code chunk) that fails to load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = "chunk-reload-at";

/** Reloads unless a reload for the same reason happened less than a minute ago; returns whether it reloaded. */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload = () => location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/**
 * Reloads the page when an island's code chunk cannot be loaded (most often: a new deployment
 * has replaced the chunks this page names). Vite reports every failed `import()` of the build as a
 * `vite:preloadError` event on `window`, its documented hook for this; React Router reloads the
 * page itself when a route's module fails to load. The error still reaches the error boundary, so
 * a chunk that keeps failing shows the error page instead of reloading again and again.
 */
export function installChunkReloadGuard(
  target: EventTarget = window,
  reload: () => unknown = reloadAfterChunkError,
): () => void {
  const onPreloadError = () => void reload();
  target.addEventListener("vite:preloadError", onPreloadError);
  return () => target.removeEventListener("vite:preloadError", onPreloadError);
}
