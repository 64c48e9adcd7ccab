/** Links are prefetched, and work that can wait is done, when the browser is idle, waiting at most this long. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` when the browser is idle (or after the timeout); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
