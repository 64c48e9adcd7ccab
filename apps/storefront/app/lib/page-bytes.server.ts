import { EventEmitter } from "node:events";
import type { Writable } from "node:stream";

/**
 * Where React writes a page that is ready whole (`onAllReady`): its pieces — 4 KB views and the
 * long strings React passes as they are (the stylesheet, the texts, the loader data) — are
 * gathered and joined into one buffer, answered in one write with its length. Piped into a Node
 * stream instead, each piece went through a pass-through, a transform and a web stream, read back
 * piece by piece: about a tenth of a rendered page's main-thread time.
 *
 * React writes the whole of a ready page during `pipe()` and ends it there; the promise settles
 * when it ends, whenever that is.
 */
export function pageBytes(pipe: (destination: Writable) => unknown): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve) => {
    const destination = new PageCollector(resolve);
    pipe(destination as unknown as Writable);
  });
}

/** What React's `pipe` uses of a Node stream: `write`, `end`, and listeners for drain, error and close (never emitted). */
class PageCollector extends EventEmitter {
  private readonly pieces: (string | Uint8Array)[] = [];
  private length = 0;

  constructor(private readonly whole: (page: Buffer<ArrayBuffer>) => void) {
    super();
  }

  write(piece: string | Uint8Array): boolean {
    this.pieces.push(piece);
    this.length += typeof piece === "string" ? Buffer.byteLength(piece) : piece.byteLength;
    return true;
  }

  end(): void {
    const page = Buffer.allocUnsafe(this.length);
    let at = 0;
    for (const piece of this.pieces) {
      if (typeof piece === "string") at += page.write(piece, at);
      else {
        page.set(piece, at);
        at += piece.byteLength;
      }
    }
    this.pieces.length = 0;
    this.whole(page);
  }
}
