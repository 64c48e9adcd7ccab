// Buffers for feed answers sent whole (a `since` poll: ~200 KB for 100 products), used again once
// the answer has left. A new buffer for each answer counted toward V8's external memory, and at a
// thousand polls a second that pressure had it collect the whole heap four times a second: the
// pauses were what made the slow answers (docs/feeds.md, bench/RESULTS.md).

import type { OnResponseSent } from "../app.ts";

/** Buffers kept for use again (the answers under way at once, at most). */
const POOLED_BUFFERS = 64;
/** The smallest buffer made: answers of a few products share sizes. */
const SMALLEST = 16 * 1024;
/**
 * The largest buffer kept: a rare large answer's buffer goes back to the garbage collector, so the
 * buffers kept never hold more than POOLED_BUFFERS × this (a `since` poll of 100 products is ~200 KB).
 */
const LARGEST_KEPT = 1024 * 1024;

export interface BufferPool {
  /**
   * `size` bytes to write a whole answer into: a kept buffer when `onResponseSent` will say when the
   * answer has left (it is kept again then), a new one otherwise.
   */
  take(size: number, onResponseSent: OnResponseSent | undefined): Buffer;
  /** How many buffers are kept now, free for an answer (tests). */
  readonly free: number;
}

export function bufferPool(kept = POOLED_BUFFERS): BufferPool {
  /** Free buffers, each a power of two in size. */
  const free: Buffer[] = [];
  return {
    take(size, onResponseSent) {
      if (!onResponseSent) return Buffer.allocUnsafe(size);
      const index = free.findIndex((buffer) => buffer.length >= size);
      const buffer =
        index === -1
          ? Buffer.allocUnsafeSlow(Math.max(SMALLEST, 2 ** Math.ceil(Math.log2(size))))
          : free.splice(index, 1)[0];
      if (!buffer) throw new Error("no answer buffer");
      onResponseSent(() => {
        if (free.length < kept && buffer.length <= LARGEST_KEPT) free.push(buffer);
      });
      return buffer.subarray(0, size);
    },
    get free() {
      return free.length;
    },
  };
}
