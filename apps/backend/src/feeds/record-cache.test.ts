import { describe, expect, it } from "vitest";
import { recordCache } from "./record-cache.ts";

const record = (text: string) => ({ before: Buffer.from(text), after: Buffer.from(text) });

describe("kept feed records", () => {
  it("stay within their bytes, the one used longest ago going first", () => {
    // Each record below is 10 + 10 bytes: three fit in 60.
    const kept = recordCache(60);
    kept.set("p", 1, "v1", record("a".repeat(10)));
    kept.set("p", 2, "v1", record("b".repeat(10)));
    kept.set("p", 3, "v1", record("c".repeat(10)));
    expect(kept.get("p", 1, "v1")?.before.toString()).toBe("a".repeat(10)); // used: now b is the oldest
    kept.set("p", 4, "v1", record("d".repeat(10)));
    expect(kept.get("p", 2, "v1")).toBeUndefined();
    expect([1, 3, 4].map((id) => kept.get("p", id, "v1") !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(kept.size).toBe(3);
    expect(kept.bytes).toBe(60);
  });

  it("keep one version of a product per prefix, answer none for another version, and none larger than the bound", () => {
    const kept = recordCache(50);
    kept.set("p", 1, "v1", record("x".repeat(10)));
    kept.set("q", 1, "v1", record("q".repeat(5)));
    kept.set("p", 1, "v2", record("y".repeat(5)));
    expect(kept.get("p", 1, "v1")).toBeUndefined();
    expect(kept.get("q", 1, "v1")?.before.toString()).toBe("qqqqq");
    expect(kept.bytes).toBe(20);
    kept.set("p", 5, "v1", record("z".repeat(26)));
    expect(kept.get("p", 5, "v1")).toBeUndefined();
    expect(kept.get("p", 1, "v2")?.before.toString()).toBe("yyyyy");
  });
});
