const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/**
 * The page with its script preloads marked `fetchpriority="low"`. React Router lists them in the
 * head before the stylesheet, so at their default (high) priority about 110 KB of JavaScript
 * competes with the stylesheet and the first picture for a slow connection, and the page is
 * painted only after it. The page is complete without them (every form works before JavaScript
 * runs): they still load at once, after what the first paint needs.
 *
 * Bytes, never decoded: the tag is ASCII, and a UTF-8 character never holds an ASCII byte. A page
 * without a preload comes back as the same buffer.
 */
export function withLowPriorityScripts(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = page.indexOf(PRELOAD);
  if (at < 0) return page;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(page.subarray(from, at), LOW);
    from = at + PRELOAD.length;
    at = page.indexOf(PRELOAD, from);
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
