import { describe, expect, it } from "vitest";
import { bufferPool } from "./buffer-pool.ts";

/** A `onResponseSent` whose answers leave when the test says. */
function sending() {
  const pending: Array<() => void> = [];
  return {
    onResponseSent: (done: () => void) => void pending.push(done),
    leave: () => pending.shift()?.(),
  };
}

describe("answer buffers", () => {
  it("give an answer under way a buffer of its own, and its buffer to a later answer once it has left", () => {
    const buffers = bufferPool();
    const first = sending();
    const a = buffers.take(10_000, first.onResponseSent).fill(1);
    const b = buffers.take(10_000, sending().onResponseSent).fill(2);
    expect(b.buffer).not.toBe(a.buffer);
    expect(a.every((byte) => byte === 1)).toBe(true); // untouched by the second answer
    expect(buffers.free).toBe(0);

    first.leave();
    expect(buffers.free).toBe(1);
    const c = buffers.take(12_000, sending().onResponseSent);
    expect(c.buffer).toBe(a.buffer); // the 16 KB buffer of the first answer, used again
    expect(c.length).toBe(12_000);
    expect(buffers.free).toBe(0);
  });

  it("use a larger buffer for a larger answer, and a new one for each answer nobody reports sent", () => {
    const buffers = bufferPool();
    const small = sending();
    const a = buffers.take(1_000, small.onResponseSent);
    small.leave();
    expect(buffers.take(100_000, sending().onResponseSent).buffer).not.toBe(a.buffer); // 16 KB is too small
    expect(buffers.free).toBe(1);
    const unknown = buffers.take(1_000, undefined);
    expect(unknown.buffer).not.toBe(a.buffer);
    expect(buffers.free).toBe(1);
  });

  it("let a large answer's buffer go once it has left, so a rare large answer is not held for ever", () => {
    const buffers = bufferPool();
    const large = sending();
    buffers.take(1_500_000, large.onResponseSent);
    large.leave();
    expect(buffers.free).toBe(0);
    const usual = sending();
    buffers.take(200_000, usual.onResponseSent);
    usual.leave();
    expect(buffers.free).toBe(1);
  });

  it("keep no more buffers than asked", () => {
    const buffers = bufferPool(2);
    const answers = [sending(), sending(), sending()];
    for (const answer of answers) buffers.take(1_000, answer.onResponseSent);
    for (const answer of answers) answer.leave();
    expect(buffers.free).toBe(2);
  });
});
