// The HUB-3 slip's PDF417 barcode, drawn by bwip-js (DESIGN.md §4): error correction level 4,
// 9 data columns, all data in byte compaction mode (the HUB-3 spec's "binary" mode). bwip-js chooses
// the compaction modes itself (text compaction for most of a slip) unless it is given the data
// codewords with BWIPP's documented `raw` option, so the slip's bytes are put into byte-compaction
// codewords here and bwip-js builds the symbol of them and draws it.

import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
// The "node" subpath: the package's root export has no types for a Bundler-resolved import.
import { drawingSVG, pdf417, type RenderOptions } from "bwip-js/node";
import { Piscina } from "piscina";
import { recentMap } from "../cache/recent-map.ts";
import { hub3Bytes, type PaymentSlip } from "./hub3.ts";

const BYTE_LATCH = 901; // byte compaction, length not a multiple of 6
const BYTE_LATCH_6 = 924; // byte compaction, length a multiple of 6

/**
 * PDF417 byte compaction (ISO/IEC 15438 5.4.3): each full group of 6 bytes becomes 5 base-900
 * codewords, the bytes left over one codeword each, after the latch codeword.
 */
export function byteCompactionCodewords(bytes: Uint8Array): number[] {
  const codewords = [bytes.length % 6 === 0 ? BYTE_LATCH_6 : BYTE_LATCH];
  let i = 0;
  for (; i + 6 <= bytes.length; i += 6) {
    // Six bytes are 48 bits, exact in a double: no BigInt needed.
    let value = 0;
    for (let j = 0; j < 6; j++) value = value * 256 + (bytes[i + j] ?? 0);
    const group = [0, 0, 0, 0, 0];
    for (let k = 4; k >= 0; k--) {
      group[k] = value % 900;
      value = Math.floor(value / 900);
    }
    codewords.push(...group);
  }
  for (; i < bytes.length; i++) codewords.push(bytes[i] ?? 0);
  return codewords;
}

/** bwip-js's options with the BWIPP options of its `pdf417` encoder (its types list only the common ones). */
interface Pdf417Options extends RenderOptions {
  /** `text` is the data codewords, each as `^NNN`. */
  raw: boolean;
  columns: number;
  eclevel: number;
}

/** bwip-js's options for the slip's symbol, each module `scale` pixels wide, rows 3 modules tall (BWIPP's default). */
function slipSymbol(bytes: Uint8Array, scale: number): Pdf417Options {
  const codewords = byteCompactionCodewords(bytes);
  return {
    bcid: "pdf417",
    text: codewords.map((codeword) => `^${String(codeword).padStart(3, "0")}`).join(""),
    raw: true,
    columns: 9,
    eclevel: 4,
    scale,
    padding: 4, // the quiet zone, in modules
    backgroundcolor: "FFFFFF",
  };
}

/**
 * The SVG of each slip drawn lately, memoised by the slip's HUB-3 text: it holds the order's number
 * (reference, description) and every other field the barcode carries, so an order's page asked for
 * again gets the drawing made when it was first asked for, and a slip whose total or payee changed
 * is drawn anew. Bounded by count and age: nothing in it outlives the process or needs invalidating.
 */
const drawnSvgs = recentMap<string, string>(60 * 60_000, 2_000);

/** The barcode as an SVG document (for the success and order pages), drawn when first asked for. */
export function paymentSlipBarcodeSvg(slip: PaymentSlip): string {
  const bytes = hub3Bytes(slip);
  const key = Buffer.from(bytes).toString("latin1");
  const now = Date.now();
  const known = drawnSvgs.get(key, now);
  if (known !== undefined) return known;
  const svg = pdf417(slipSymbol(bytes, 2), drawingSVG());
  drawnSvgs.set(key, svg, now);
  return svg;
}

/**
 * Threads that draw the PNGs (barcode-worker.mjs), started when the first is asked for: filling a
 * symbol's pixels and deflating them takes several milliseconds of the CPU, which on the main thread
 * would hold up every request in flight — an order confirmation's slip is drawn while other buyers
 * place theirs. Half the cores at most, the rest left to the requests and the database; an idle
 * thread ends after a minute and never keeps the process alive (Piscina unreferences it).
 */
let drawingPool: Piscina<Pdf417Options, Uint8Array> | undefined;

function drawingThreads(): Piscina<Pdf417Options, Uint8Array> {
  drawingPool ??= new Piscina({
    filename: createRequire(import.meta.url).resolve("@dukan/backend/barcode-worker"),
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
    idleTimeout: 60_000,
    // The worker is plain JavaScript and needs none of the process's flags: a back end started
    // with `--import tsx` (npm run start:backend) would otherwise have tsx load the worker as
    // CommonJS, where bwip-js's CommonJS build has no `pdf417`, and every slip mail would fail.
    execArgv: [],
  });
  return drawingPool;
}

/**
 * The barcode as PNG bytes (for the order e-mail's inline image and the invoice's PDF), drawn in
 * the drawing threads when the mail is sent or the invoice issued.
 */
export async function paymentSlipBarcodePng(slip: PaymentSlip, scale = 3): Promise<Buffer> {
  // A Buffer crosses to this thread as a plain Uint8Array of the same bytes.
  const png = await drawingThreads().run(slipSymbol(hub3Bytes(slip), scale));
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
