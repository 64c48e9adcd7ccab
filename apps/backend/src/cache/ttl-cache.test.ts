import { describe, expect, it } from "vitest";
import { ttlCache } from "./ttl-cache.ts";

describe("ttl cache", () => {
  it("answers from memory until the entry is old, then refreshes once in the background", async () => {
    let clock = 0;
    let loads = 0;
    let finishRefresh: (value: number) => void = () => {};
    const cache = ttlCache<number>({ ttlMs: 100, now: () => clock });
    const load = () => {
      loads++;
      return loads === 1
        ? Promise.resolve(1)
        : new Promise<number>((resolve) => (finishRefresh = resolve));
    };
    expect(await cache.get("k", load)).toBe(1);
    clock = 50;
    expect(await cache.get("k", load)).toBe(1);
    clock = 150;
    expect(await cache.get("k", load)).toBe(1); // stale answer at once, refresh started
    expect(await cache.get("k", load)).toBe(1); // no second refresh while one runs
    expect(loads).toBe(2);
    finishRefresh(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a refresh that began before a clear", async () => {
    let clock = 0;
    let finishRefresh: (value: number) => void = () => {};
    const cache = ttlCache<number>({ ttlMs: 100, now: () => clock });
    expect(await cache.get("k", async () => 1)).toBe(1);
    clock = 150;
    // The refresh reads the old state; the change it missed is then cleared for.
    expect(
      await cache.get("k", () => new Promise<number>((resolve) => (finishRefresh = resolve))),
    ).toBe(1);
    cache.clear();
    finishRefresh(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", async () => 2)).toBe(2);
  });

  it("loads anew when asked for a fresh answer, and keeps that one", async () => {
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 100, now: () => 0 });
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load, true)).toBe(2);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("forgets a failed load", async () => {
    const cache = ttlCache<number>({ ttlMs: 100, now: () => 0 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => 7)).toBe(7);
  });

  it("keeps at most maxEntries", async () => {
    let loads = 0;
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    await cache.get("a", load);
    expect(loads).toBe(4);
  });
});
