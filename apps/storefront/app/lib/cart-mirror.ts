import type { CartSummary } from "./cart.ts";
import { MIRROR_KEY } from "./stored-cart.ts";

/**
 * The browser's copy of the cart summary (localStorage), so every tab's header shows the same
 * count: a tab that learns a newer summary from the server writes it, the others hear the
 * `storage` event. The server stays the truth: a copy is only ever replaced by a newer server
 * answer, and it is removed when the shopper is logged out.
 */

/** A stored copy, if it is one: anything else (an old format, a hand edit) counts as nothing. */
export function parseMirror(raw: string | null): CartSummary | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return undefined;
    const { count, threshold_cents, remaining_cents, reached, at } = value as Record<
      string,
      unknown
    >;
    const whole = (n: unknown): n is number =>
      typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
    if (
      !whole(count) ||
      !whole(threshold_cents) ||
      !whole(remaining_cents) ||
      typeof reached !== "boolean" ||
      !whole(at)
    )
      return undefined;
    return { count, threshold_cents, remaining_cents, reached, at };
  } catch {
    return undefined;
  }
}

/**
 * What this tab knows: a summary; `null` once another tab removed the copy (its shopper logged
 * out, so the count is not shown until this tab hears from the server); `undefined` before
 * anything is known beyond the page's own data.
 */
let known: CartSummary | null | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the page's own data still works
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== MIRROR_KEY && event.key !== null) return;
  loaded = true;
  known = event.newValue === null ? null : parseMirror(event.newValue);
  notify();
}

export function subscribeMirror(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function mirrorSnapshot(): CartSummary | null | undefined {
  if (!loaded) {
    loaded = true;
    known = parseMirror(storage()?.getItem(MIRROR_KEY) ?? null);
  }
  return known;
}

/**
 * Keep a server answer, unless the copy already holds a newer one. An empty cart starts no
 * copy (there is nothing to keep in step, and a customer who has not shopped leaves nothing in
 * the browser); once there is a copy, every newer answer replaces it, an emptied cart too.
 */
export function rememberCart(summary: CartSummary): void {
  const current = mirrorSnapshot();
  if (current && current.at >= summary.at) return;
  if (current === undefined && summary.count === 0) return;
  known = summary;
  try {
    storage()?.setItem(MIRROR_KEY, JSON.stringify(summary));
  } catch {
    // full or blocked: this tab still shows it
  }
  notify();
}

/** Logged out: no copy of anyone's cart stays in the browser. */
export function forgetCart(): void {
  if (mirrorSnapshot() === undefined && storage()?.getItem(MIRROR_KEY) == null) return;
  known = undefined;
  try {
    storage()?.removeItem(MIRROR_KEY);
  } catch {
    // blocked: nothing was stored either
  }
  notify();
}
