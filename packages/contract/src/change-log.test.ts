import { describe, expect, it } from "vitest";
import { ChangeLog, EVERYTHING } from "./change-log.ts";

describe("ChangeLog", () => {
  it("tells whether a change after a position touched a key, and what came since", () => {
    const log = new ChangeLog();
    const heard: string[][] = [];
    log.subscribe((keys) => heard.push([...keys]));
    log.apply(["product:1"]);
    log.apply(["page:about"]);
    expect(log.position).toBe(2);
    expect(heard).toEqual([["product:1"], ["page:about"]]);
    expect(log.touchedSince(0, new Set(["product:1"]))).toBe(true);
    expect(log.touchedSince(1, new Set(["product:1"]))).toBe(false);
    expect(log.touchedSince(2, new Set(["page:about"]))).toBe(false);
    expect(log.since(1)).toEqual([{ position: 2, keys: ["page:about"] }]);
    expect(log.since(2)).toEqual([]);
    expect(log.since(3)).toBeNull();
    log.apply([EVERYTHING]);
    expect(log.touchedSince(2, new Set(["product:9"]))).toBe(true);
  });

  it("answers 'touched' and 'unknown' once the log no longer reaches back", () => {
    const log = new ChangeLog();
    for (let i = 0; i < 1001; i++) log.apply([`product:${i}`]);
    expect(log.since(0)).toBeNull();
    expect(log.touchedSince(0, new Set(["nothing"]))).toBe(true);
    expect(log.since(1)).toHaveLength(1000);
  });
});
