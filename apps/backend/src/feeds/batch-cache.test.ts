import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type CachedBatch, batchCache } from "./batch-cache.ts";

const END = Number.POSITIVE_INFINITY;

/** A batch of `ids`, each record "<id>" before the buyer's fields and "." after. */
function batchOf(ids: number[]): CachedBatch {
  const pieces = ids.flatMap((id) => [Buffer.from(`<${id}>`), Buffer.from(".")]);
  const ends = new Uint32Array(pieces.length);
  let at = 0;
  pieces.forEach((piece, i) => (ends[i] = at += piece.length));
  return {
    bytes: Buffer.concat(pieces),
    ends,
    ids: Int32Array.from(ids),
    prices: new Int32Array(ids.length * 6),
  };
}

const store = () =>
  batchCache({ maxBytes: 1_000, dir: mkdtempSync(join(tmpdir(), "batch-cache-test-")) });

describe("kept whole-feed batches", () => {
  it("are read back until a change of one of their products is learned", async () => {
    const batches = store();
    const first = batches.place(0, 3);
    const end = batches.place(3, END);
    if (!first || !end) throw new Error("not placed");
    await batches.keep(first, "json", batches.token(first), batchOf([1, 2, 3]));
    await batches.keep(end, "json", batches.token(end), batchOf([4, 5]));
    expect((await batches.read(first, "json"))?.bytes.toString()).toBe("<1>.<2>.<3>.");
    expect(await batches.read(first, "xml")).toBeNull();

    batches.touch(["product:5", "category:9"]);
    expect(await batches.read(end, "json")).toBeNull();
    expect(await batches.read(first, "json")).not.toBeNull();
    batches.touch(["*"]);
    expect(await batches.read(first, "json")).toBeNull();
  });

  it("are not kept when a change of their range was learned while they were read", async () => {
    const batches = store();
    const slot = batches.place(0, END);
    if (!slot) throw new Error("not placed");
    const token = batches.token(slot);
    batches.touch(["product:8"]);
    await batches.keep(slot, "csv", token, batchOf([8]));
    expect(await batches.read(slot, "csv")).toBeNull();

    // A range not yet a slot when it was read: any change learned meanwhile keeps it from being kept.
    const fresh = batchCache({ maxBytes: 1_000 });
    const before = fresh.token(undefined);
    fresh.touch(["product:1"]);
    const placed = fresh.place(0, END);
    if (!placed) throw new Error("not placed");
    await fresh.keep(placed, "csv", before, batchOf([1]));
    expect(await fresh.read(placed, "csv")).toBeNull();
  });

  it("cut the end range where a read of it found a full batch, and refuse ranges that do not fit", async () => {
    const batches = store();
    const end = batches.place(0, END);
    expect(batches.place(0, 10)).toBe(end);
    expect(end?.last).toBe(10);
    expect(batches.slotAt(10)?.last).toBe(END);
    // Product 12 is in the new end range, product 7 in the cut one.
    const cut = batches.slotAt(0);
    const tail = batches.slotAt(10);
    const dirty = [cut?.dirty, tail?.dirty];
    batches.touch(["product:12"]);
    expect([cut?.dirty, tail?.dirty]).toEqual([dirty[0], (dirty[1] ?? 0) + 1]);
    // A range starting where no slot ends, or ending elsewhere than its slot: sent, not kept.
    expect(batches.place(5, 20)).toBeNull();
    expect(batches.place(0, 9)).toBeNull();
  });

  it("stay within their bytes on disk, the batch kept longest ago going first", async () => {
    const batches = batchCache({
      maxBytes: 20,
      dir: mkdtempSync(join(tmpdir(), "batch-cache-test-")),
    });
    const slots = [batches.place(0, 2), batches.place(2, 4), batches.place(4, END)];
    const [a, b, c] = slots;
    if (!a || !b || !c) throw new Error("not placed");
    await batches.keep(a, "json", batches.token(a), batchOf([1, 2])); // "<1>.<2>.": 8 bytes
    await batches.keep(b, "json", batches.token(b), batchOf([3, 4])); // 16
    await batches.keep(c, "json", batches.token(c), batchOf([5, 6])); // 24: over 20, the first goes
    expect(await batches.read(a, "json")).toBeNull();
    expect(await batches.read(b, "json")).not.toBeNull();
    expect(await batches.read(c, "json")).not.toBeNull();
    expect(batches.bytes).toBe(16);
  });

  it("make their folder on first use, removing the folders of processes that no longer run", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    const left = join(tmpdir(), `dukan-feed-batches-${gone}-left`);
    const alive = join(tmpdir(), `dukan-feed-batches-${process.ppid}-alive`);
    mkdirSync(left, { recursive: true });
    mkdirSync(alive, { recursive: true });
    const batches = batchCache({ maxBytes: 1_000 });
    const slot = batches.place(0, END);
    if (!slot) throw new Error("not placed");
    await batches.keep(slot, "json", batches.token(slot), batchOf([1]));
    expect((await batches.read(slot, "json"))?.bytes.toString()).toBe("<1>.");
    expect(existsSync(left)).toBe(false);
    expect(existsSync(alive)).toBe(true);
  });
});
