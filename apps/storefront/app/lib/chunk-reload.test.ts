import { describe, expect, it } from "vitest";
import { installChunkReloadGuard, reloadAfterChunkError } from "./chunk-reload.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe("chunk load failure", () => {
  it("reloads when Vite reports a chunk that failed to load, until the guard is removed", () => {
    const page = new EventTarget();
    let reloads = 0;
    const remove = installChunkReloadGuard(page, () => reloads++);
    page.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    page.dispatchEvent(new Event("error"));
    expect(reloads).toBe(1);
    remove();
    page.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reloads).toBe(1);
  });

  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_059_999, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
