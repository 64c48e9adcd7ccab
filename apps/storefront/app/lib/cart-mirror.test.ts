import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseMirror } from "./cart-mirror.ts";
import { MIRROR_KEY } from "./stored-cart.ts";

const copy = {
  count: 3,
  threshold_cents: 13_000,
  remaining_cents: 1_000,
  reached: false,
  at: 1_700_000_000_000,
};

describe("the browser's copy of the cart", () => {
  it("reads only what it wrote", () => {
    expect(parseMirror(JSON.stringify(copy))).toEqual(copy);
    expect(parseMirror(null)).toBeUndefined();
    expect(parseMirror("not json")).toBeUndefined();
    expect(parseMirror(JSON.stringify({ ...copy, count: -1 }))).toBeUndefined();
    expect(parseMirror(JSON.stringify({ ...copy, count: 1.5 }))).toBeUndefined();
    expect(parseMirror(JSON.stringify({ ...copy, reached: "yes" }))).toBeUndefined();
    expect(parseMirror(JSON.stringify([1, 2]))).toBeUndefined();
  });
});

describe("keeping tabs in step", () => {
  const stored = new Map<string, string>();
  const listeners = new Set<(event: StorageEvent) => void>();
  beforeEach(() => {
    vi.resetModules();
    stored.clear();
    listeners.clear();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
      addEventListener: (_: string, listener: (event: StorageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: StorageEvent) => void) =>
        listeners.delete(listener),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a newer server answer, never an older one, and clears on logout", async () => {
    const mirror = await import("./cart-mirror.ts");
    mirror.rememberCart({ ...copy, count: 0, at: copy.at - 10 });
    expect(stored.has(MIRROR_KEY)).toBe(false); // an empty cart starts no copy
    mirror.rememberCart(copy);
    expect(JSON.parse(stored.get(MIRROR_KEY) ?? "null")).toEqual(copy);
    mirror.rememberCart({ ...copy, count: 1, at: copy.at - 1 });
    expect(mirror.mirrorSnapshot()?.count).toBe(3);
    mirror.rememberCart({ ...copy, count: 0, at: copy.at + 1 });
    expect(mirror.mirrorSnapshot()?.count).toBe(0); // once there is a copy, an emptied cart replaces it
    mirror.forgetCart();
    expect(stored.has(MIRROR_KEY)).toBe(false);
    expect(mirror.mirrorSnapshot()).toBeUndefined();
  });

  it("hears another tab: its newer copy, or that it logged out", async () => {
    const mirror = await import("./cart-mirror.ts");
    let heard = 0;
    const stop = mirror.subscribeMirror(() => heard++);
    const fire = (newValue: string | null) => {
      for (const listener of listeners) listener({ key: MIRROR_KEY, newValue } as StorageEvent);
    };
    fire(JSON.stringify({ ...copy, count: 7 }));
    expect(mirror.mirrorSnapshot()?.count).toBe(7);
    fire(null);
    expect(mirror.mirrorSnapshot()).toBeNull();
    expect(heard).toBe(2);
    stop();
    expect(listeners.size).toBe(0);
  });
});
