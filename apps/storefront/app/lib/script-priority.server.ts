import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's script preloads `fetchpriority="low"` as the HTML streams out. React Router
 * lists them in the head before the stylesheet, so at their default (high) priority about 110 KB
 * of JavaScript competes with the stylesheet and the first picture for a slow connection, and
 * the page is painted only after it. The page is complete without them (every form works
 * before JavaScript runs): they still load at once, after what the first paint needs.
 *
 * A chunk may end in the middle of a tag (or of a character), so its last few bytes wait for
 * the next chunk. The page is never decoded: most chunks pass through as they came.
 */
export function lowPriorityScripts(): Transform {
  let pending: Buffer = EMPTY;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      const text = pending.length > 0 ? Buffer.concat([pending, bytes]) : bytes;
      // Bytes, never decoded: the tag is ASCII, and a UTF-8 character never holds an ASCII byte.
      const replaced = withLowPriority(text);
      const keep = Math.max(partialTagAtEnd(replaced), partialCharacterAtEnd(replaced));
      pending = replaced.subarray(replaced.length - keep);
      callback(null, replaced.subarray(0, replaced.length - keep));
    },
    flush(callback) {
      callback(null, pending);
    },
  });
}

const EMPTY = Buffer.alloc(0);
const PRELOAD_BYTES = Buffer.from(PRELOAD);
const LOW_BYTES = Buffer.from(LOW);

/** `text` with every preload tag marked low priority; the same buffer when it holds none (most of a page). */
function withLowPriority(text: Buffer): Buffer {
  let at = text.indexOf(PRELOAD_BYTES);
  if (at < 0) return text;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(text.subarray(from, at), LOW_BYTES);
    from = at + PRELOAD_BYTES.length;
    at = text.indexOf(PRELOAD_BYTES, from);
  }
  parts.push(text.subarray(from));
  return Buffer.concat(parts);
}

/** How many bytes at the end of `text` could be the start of a preload tag. */
function partialTagAtEnd(text: Buffer): number {
  for (let length = Math.min(PRELOAD_BYTES.length - 1, text.length); length > 0; length--) {
    if (PRELOAD_BYTES.subarray(0, length).equals(text.subarray(text.length - length))) return length;
  }
  return 0;
}

/** How many bytes at the end of `text` are a UTF-8 character still missing its last bytes: kept for the next chunk, so no chunk splits one. */
function partialCharacterAtEnd(text: Buffer): number {
  for (let back = 1; back <= Math.min(3, text.length); back++) {
    const byte = text[text.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back for the lead
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}
