import { describe, expect, it } from "vitest";
import { keptRecords } from "./kept-records.ts";

const record = (text: string) => ({ before: Buffer.from(text), after: Buffer.from(text) });

describe("kept feed records", () => {
  it("stay within their bytes, the one used longest ago going first", () => {
    // Each record below is 10 + 10 bytes: three fit in 60.
    const kept = keptRecords(60);
    kept.set("a", record("a".repeat(10)));
    kept.set("b", record("b".repeat(10)));
    kept.set("c", record("c".repeat(10)));
    expect(kept.get("a")?.before.toString()).toBe("a".repeat(10)); // used: now b is the oldest
    kept.set("d", record("d".repeat(10)));
    expect(kept.get("b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => kept.get(key) !== undefined)).toEqual([true, true, true]);
    expect(kept.size).toBe(3);
    expect(kept.bytes).toBe(60);
  });

  it("replace a record kept under the same key, and keep none larger than the whole bound", () => {
    const kept = keptRecords(50);
    kept.set("a", record("x".repeat(10)));
    kept.set("a", record("y".repeat(5)));
    expect(kept.bytes).toBe(10);
    kept.set("huge", record("z".repeat(26)));
    expect(kept.get("huge")).toBeUndefined();
    expect(kept.get("a")?.before.toString()).toBe("yyyyy");
  });
});
