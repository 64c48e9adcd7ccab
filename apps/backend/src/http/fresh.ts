import type { Context } from "hono";

/** Whether the client asked for an answer computed now (`Cache-Control: no-cache`, or the older `Pragma: no-cache`). */
export function wantsFresh(c: Context): boolean {
  return (
    /\bno-cache\b/i.test(c.req.header("cache-control") ?? "") ||
    /\bno-cache\b/i.test(c.req.header("pragma") ?? "")
  );
}
