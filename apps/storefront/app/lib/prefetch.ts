import { whenIdle } from "./idle.ts";

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

const waiting: Array<() => void> = [];
let cancelTurn: (() => void) | undefined;

function nextTurn() {
  cancelTurn = whenIdle(() => {
    cancelTurn = undefined;
    waiting.shift()?.();
    if (waiting.length > 0) nextTurn();
  });
}

/**
 * Like `whenIdle`, but one task an idle period, in turn: twenty links on screen start their
 * prefetches one after another, each a small render of its own, instead of all in one long
 * task right after the page hydrates. Returns a cancel function.
 */
export function whenIdleInTurn(task: () => void): () => void {
  waiting.push(task);
  if (!cancelTurn) nextTurn();
  return () => {
    const at = waiting.indexOf(task);
    if (at >= 0) waiting.splice(at, 1);
    if (waiting.length === 0) {
      cancelTurn?.();
      cancelTurn = undefined;
    }
  };
}

/** Pages whose prefetch has started in this visit: a card's picture and name link it once. */
const claimedPages = new Set<string>();

/** True the first time a page is claimed for prefetching in this visit, false after. */
export function claimPrefetch(page: string): boolean {
  if (claimedPages.has(page)) return false;
  claimedPages.add(page);
  return true;
}

let sharedObserver: IntersectionObserver | undefined;
const onVisible = new Map<Element, () => void>();

/**
 * Calls `task` once, the first time `element` is on screen; one observer watches every link on
 * the page. Returns a function that stops watching.
 */
export function whenVisible(element: Element, task: () => void): () => void {
  sharedObserver ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const visible = onVisible.get(entry.target);
      onVisible.delete(entry.target);
      sharedObserver?.unobserve(entry.target);
      visible?.();
    }
  });
  onVisible.set(element, task);
  sharedObserver.observe(element);
  return () => {
    onVisible.delete(element);
    sharedObserver?.unobserve(element);
  };
}
