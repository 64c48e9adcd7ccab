import { describe, expect, it } from "vitest";
import { callerCache } from "./caller-cache.ts";

const caller = (id: number) => ({ user: { id }, sessionId: `session-${id}` });
const later = Date.now() + 60_000;

describe("callerCache", () => {
  it("remembers a caller until its time is up, its session ends or its token expires", () => {
    const cache = callerCache<ReturnType<typeof caller>>(1000, 10, (c) => c.user.id);
    cache.remember("a", caller(1), 0, 5000, later);
    expect(cache.get("a", 999)?.user.id).toBe(1);
    expect(cache.get("a", 1000)).toBeNull();

    cache.remember("b", caller(2), 0, 500, later);
    expect(cache.get("b", 500)).toBeNull();

    cache.remember("c", caller(3), 0, 5000, Date.now() - 1);
    expect(cache.get("c", 1)).toBeNull();
  });

  it("forgets every token of a user at once and nobody else's", () => {
    const cache = callerCache<ReturnType<typeof caller>>(1000, 10, (c) => c.user.id);
    cache.remember("a", caller(1), 0, 5000, later);
    cache.remember("b", caller(1), 0, 5000, later);
    cache.remember("c", caller(2), 0, 5000, later);
    cache.forgetOwner(1);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)?.user.id]).toEqual([
      null,
      null,
      2,
    ]);
  });

  it("drops the oldest entry when full, and remembers nothing with no time to keep it", () => {
    const cache = callerCache<ReturnType<typeof caller>>(1000, 2, (c) => c.user.id);
    cache.remember("a", caller(1), 0, 5000, later);
    cache.remember("b", caller(2), 0, 5000, later);
    cache.remember("c", caller(3), 0, 5000, later);
    expect([cache.get("a", 1), cache.get("b", 1)?.user.id, cache.get("c", 1)?.user.id]).toEqual([
      null,
      2,
      3,
    ]);
    const off = callerCache<ReturnType<typeof caller>>(0, 2, (c) => c.user.id);
    off.remember("a", caller(1), 0, 5000, later);
    expect(off.get("a", 1)).toBeNull();
  });
});
