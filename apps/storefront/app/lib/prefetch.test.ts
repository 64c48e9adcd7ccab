import { afterEach, describe, expect, it, vi } from "vitest";
import { claimPrefetch, mayPrefetch, whenIdleInTurn } from "./prefetch.ts";

describe("prefetch policy", () => {
  it("prefetches on a normal connection", () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "4g" } })).toBe(true);
    expect(mayPrefetch({ onLine: true })).toBe(true);
  });
  it("does not prefetch offline, on 2g or with data-saver", () => {
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: true } })).toBe(
      false,
    );
  });
});

describe("claimPrefetch", () => {
  it("lets each page be prefetched once in a visit", () => {
    expect(claimPrefetch("/misevi/kronos-viper")).toBe(true);
    expect(claimPrefetch("/misevi/kronos-viper")).toBe(false);
    expect(claimPrefetch("/en/mice/kronos-viper")).toBe(true);
  });
});

describe("whenIdleInTurn", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("runs one task an idle period, in the order asked, and skips a cancelled one", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("window", {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => {},
    });
    const ran: string[] = [];
    whenIdleInTurn(() => ran.push("first"));
    const cancelSecond = whenIdleInTurn(() => ran.push("second"));
    whenIdleInTurn(() => ran.push("third"));
    expect(idle).toHaveLength(1); // one idle callback at a time
    cancelSecond();
    idle.shift()?.();
    expect(ran).toEqual(["first"]);
    idle.shift()?.();
    expect(ran).toEqual(["first", "third"]);
    expect(idle).toHaveLength(0);
  });
});
