import { describe, expect, it } from "vitest";
import { claimPrefetch, mayPrefetch } from "./prefetch.ts";

describe("prefetch policy", () => {
  it("prefetches on a normal connection", () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "4g" } })).toBe(true);
    expect(mayPrefetch({ onLine: true })).toBe(true);
  });
  it("does not prefetch offline, on 2g or with data-saver", () => {
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "2g" } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "slow-2g" } })).toBe(false);
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: "4g", saveData: true } })).toBe(false);
  });
});

describe("claimPrefetch", () => {
  it("lets each page be prefetched once in a visit", () => {
    expect(claimPrefetch("/misevi/kronos-viper")).toBe(true);
    expect(claimPrefetch("/misevi/kronos-viper")).toBe(false);
    expect(claimPrefetch("/en/mice/kronos-viper")).toBe(true);
  });
});
