import { Writable } from "node:stream";

/**
 * Where React writes a page that is ready whole (`onAllReady`): a plain Node `Writable` that keeps
 * every chunk React writes and, when React ends the stream, joins them into one buffer, so the page
 * can be answered in one write with its length instead of being read back piece by piece through
 * a chain of streams.
 *
 * React writes the whole of a ready page during `pipe()` and ends it there; the promise settles
 * when the stream has finished, whenever that is.
 */
export function pageBytes(pipe: (destination: Writable) => unknown): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      writev(entries, done) {
        for (const { chunk } of entries) chunks.push(chunk as Buffer);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    destination.on("error", reject);
    pipe(destination);
  });
}
