/** Links are prefetched when the browser is idle, waiting at most this long. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** No prefetching offline, on 2g, or when the shopper asked to save data. */
export function mayPrefetch(nav: { onLine: boolean; connection?: ConnectionInfo }): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes("2g")) return false;
  return true;
}

/** Runs `task` when the browser is idle (or after the timeout); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
