/** A page part (code chunk) that fails to load reloads the page, at most once per minute. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const KEY = "chunk-reload-at";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

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
 * Listens for failed dynamic imports nobody caught. (An island's failed chunk reaches the root's
 * error boundary instead, which reloads the same way; the build has no preload step whose
 * errors Vite would report apart: vite.config.ts.)
 */
export function installChunkReloadGuard(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkError();
  };
  window.addEventListener("unhandledrejection", onRejection);
  return () => window.removeEventListener("unhandledrejection", onRejection);
}
