import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks the page's script preloads `fetchpriority="low"` as the HTML streams out. React Router
 * lists them in the head before the stylesheet, so at their default (high) priority about 110 KB
 * of JavaScript competes with the stylesheet and the first picture for a slow connection, and
 * the page is painted only after it. The page is complete without them (every form works
 * before JavaScript runs): they still load at once, after what the first paint needs.
 *
 * A chunk may end in the middle of a tag (or of a character), so its last few characters wait
 * for the next chunk.
 */
export function lowPriorityScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const replaced = text.replaceAll(PRELOAD, LOW);
      const keep = partialTagAtEnd(replaced);
      pending = replaced.slice(replaced.length - keep);
      callback(null, replaced.slice(0, replaced.length - keep));
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}

/** How many characters at the end of `text` could be the start of a preload tag. */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(PRELOAD.length - 1, text.length); length > 0; length--) {
    if (PRELOAD.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
