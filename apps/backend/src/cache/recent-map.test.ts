import { describe, expect, it } from "vitest";
import { recentMap } from "./recent-map.ts";

describe("recentMap", () => {
  it("answers a value until its time is up", () => {
    const map = recentMap<string, number>(1000, 10);
    map.set("a", 1, 0);
    expect(map.get("a", 999)).toBe(1);
    expect(map.get("a", 1000)).toBeUndefined();
    expect(map.get("a", 0)).toBeUndefined();
  });

  it("drops the oldest key when full; setting a key again makes it the newest", () => {
    const map = recentMap<string, number>(1000, 2);
    map.set("a", 1, 0);
    map.set("b", 2, 0);
    map.set("a", 3, 0);
    map.set("c", 4, 0);
    expect([map.get("a", 1), map.get("b", 1), map.get("c", 1)]).toEqual([3, undefined, 4]);
  });

  it("forgets one key or every key whose value matches, and keeps nothing without a lifetime", () => {
    const map = recentMap<string, number>(1000, 10);
    for (const [key, value] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      map.set(key, value, 0);
    map.delete("a");
    map.deleteWhere((value) => value === 2);
    expect([map.get("a", 1), map.get("b", 1), map.get("c", 1)]).toEqual([undefined, undefined, 3]);
    const off = recentMap<string, number>(0, 10);
    off.set("a", 1, 0);
    expect(off.get("a", 0)).toBeUndefined();
  });
});
