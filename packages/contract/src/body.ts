/**
 * Reading a request body up to a limit, the one way both apps do it: bytes are counted as they
 * arrive and reading stops at the limit, so a body is never held whole before it is refused.
 * Server code only (`@dukan/contract/body`).
 */

/** Bytes of a refused body read and dropped, so the client gets to read the refusal; past this the rest is cut off. */
const DISCARD_LIMIT = 16 * 1024 * 1024;

/** The body's bytes, or null when more than `limit` arrived (the rest is then let go: see `letGo`). */
export async function readUpTo(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(new ArrayBuffer(0));
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      letGo(reader);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A body refused before it was read: let go unread (see `letGo`). */
export function refuseUnread(body: ReadableStream<Uint8Array> | null): void {
  if (body && !body.locked) letGo(body.getReader());
}

/**
 * The rest of a refused body, read and dropped in the background (nothing is kept): a client
 * still sending when the connection is cut would never read the answer (a reset instead of
 * 413). A body longer than DISCARD_LIMIT gets the cut.
 */
function letGo(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let dropped = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
      if (dropped > DISCARD_LIMIT) return reader.cancel();
    }
  })().catch(() => {});
}
