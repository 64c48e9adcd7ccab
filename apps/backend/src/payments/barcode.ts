// The HUB-3 slip's PDF417 barcode: error correction level 4, 9 data columns, all data in byte
// compaction mode (the HUB-3 spec's "binary" mode; bwip-js would otherwise choose text compaction
// for most of it). The codewords are built here, the symbol's module matrix by pdf417.ts (bwip-js
// took ~1.1 ms for it), and the SVG for pages and the PNG for the order e-mail are drawn from that
// matrix here (bwip-js's own drawing took 2 ms for the SVG and 8.5 ms for the PNG, main-thread time
// every order paid by bank transfer spent twice).

import { crc32, deflateSync } from "node:zlib";
import { recentMap } from "../cache/recent-map.ts";
import { hub3Bytes, type PaymentSlip } from "./hub3.ts";
import { pdf417Matrix } from "./pdf417.ts";

const BYTE_LATCH = 901; // byte compaction, length not a multiple of 6
const BYTE_LATCH_6 = 924; // byte compaction, length a multiple of 6

/** Quiet zone around the symbol, in modules. */
const PADDING = 4;

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

/** The symbol as modules: `dark[row * width + x]` is 1 for a dark module; each row is `rowHeight` modules tall. */
export interface BarcodeMatrix {
  width: number;
  rows: number;
  rowHeight: number;
  dark: ArrayLike<number>;
}

/** The slip's PDF417 symbol as a module matrix: 9 data columns, error correction level 4. */
export function paymentSlipBarcodeMatrix(slip: PaymentSlip): BarcodeMatrix {
  return pdf417Matrix(byteCompactionCodewords(hub3Bytes(slip)), SLIP_SYMBOL);
}

const SLIP_SYMBOL = { columns: 9, level: 4 };

/** Each run of dark modules in a row, as `[start, length]`. */
function darkRuns(matrix: BarcodeMatrix, row: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= matrix.width; x++) {
    const dark = x < matrix.width && matrix.dark[row * matrix.width + x] === 1;
    if (dark && start < 0) start = x;
    else if (!dark && start >= 0) {
      runs.push([start, x - start]);
      start = -1;
    }
  }
  return runs;
}

/** Width and height in pixels, the quiet zone included. */
function pixelSize(matrix: BarcodeMatrix, scale: number): { width: number; height: number } {
  return {
    width: (matrix.width + 2 * PADDING) * scale,
    height: (matrix.rows * matrix.rowHeight + 2 * PADDING) * scale,
  };
}

/**
 * The matrix as an SVG document: a white background and one stroked path, each module row a line
 * as tall as the row (its stroke), each dark run of it one segment: `M x y h w` for the first, then
 * `m gap 0 h w` (a third of the bytes of a rectangle a run, which every placing answer carries).
 */
export function barcodeSvg(matrix: BarcodeMatrix, scale: number): string {
  const parts: string[] = [];
  const tall = matrix.rowHeight * scale;
  for (let row = 0; row < matrix.rows; row++) {
    const middle = (row * matrix.rowHeight + PADDING) * scale + tall / 2;
    let end = -1;
    for (const [x, length] of darkRuns(matrix, row)) {
      const start = (x + PADDING) * scale;
      parts.push(
        end < 0 ? `M${start} ${middle}h${length * scale}` : `m${start - end} 0h${length * scale}`,
      );
      end = start + length * scale;
    }
  }
  const { width, height } = pixelSize(matrix, scale);
  return (
    `<svg viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">\n` +
    `<rect width="100%" height="100%" fill="#FFFFFF" />\n<path d="${parts.join("")}" stroke="#000000" stroke-width="${tall}" />\n</svg>\n`
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The matrix as a black-and-white PNG (1 bit a pixel), each module `scale` pixels square, deflated
 * at level 1: 1.4 KB rather than level 6's 1.2 KB, 0.09 ms rather than 0.13 (the mail of every
 * order paid by bank transfer carries one).
 */
export function barcodePng(matrix: BarcodeMatrix, scale: number): Buffer {
  const { width, height } = pixelSize(matrix, scale);
  const stride = Math.ceil(width / 8) + 1; // a filter byte (0: none), then the row's bits; 1 is white
  const pixels = Buffer.alloc(stride * height, 0xff);
  for (let y = 0; y < height; y++) pixels[y * stride] = 0;
  const tall = matrix.rowHeight * scale;
  for (let row = 0; row < matrix.rows; row++) {
    // A module row's pixel rows are all alike: draw the first, copy it to the others.
    const first = (row * matrix.rowHeight + PADDING) * scale * stride;
    for (const [mx, length] of darkRuns(matrix, row)) {
      for (let px = (mx + PADDING) * scale; px < (mx + PADDING + length) * scale; px++) {
        const at = first + 1 + (px >> 3);
        pixels[at] = (pixels[at] ?? 0) & ~(0x80 >> (px & 7));
      }
    }
    for (let copy = 1; copy < tall; copy++)
      pixels.copyWithin(first + copy * stride, first, first + stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels, { level: 1 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Symbols encoded lately, by the slip's HUB-3 bytes (encoding one takes ~0.15 ms): the answer of the
 * placing draws the SVG and the confirmation mail the PNG of the same slip moments later, and an
 * order's page shows the same slip again and again.
 */
const encoded = recentMap<string, BarcodeMatrix>(60 * 60_000, 2_000);
const drawnSvgs = recentMap<string, string>(60 * 60_000, 2_000);

function matrixOf(bytes: Uint8Array, key: string, now: number): BarcodeMatrix {
  const known = encoded.get(key, now);
  if (known) return known;
  const matrix = pdf417Matrix(byteCompactionCodewords(bytes), SLIP_SYMBOL);
  encoded.set(key, matrix, now);
  return matrix;
}

/** The barcode as an SVG document (for the success and order pages); the same slip is drawn once an hour at most. */
export function paymentSlipBarcodeSvg(slip: PaymentSlip): string {
  const bytes = hub3Bytes(slip);
  const key = Buffer.from(bytes).toString("latin1");
  const now = Date.now();
  const known = drawnSvgs.get(key, now);
  if (known !== undefined) return known;
  const svg = barcodeSvg(matrixOf(bytes, key, now), 2);
  drawnSvgs.set(key, svg, now);
  return svg;
}

/** The barcode as PNG bytes (for the order e-mail's inline image). */
export function paymentSlipBarcodePng(slip: PaymentSlip, scale = 3): Promise<Buffer> {
  const bytes = hub3Bytes(slip);
  return Promise.resolve(
    barcodePng(matrixOf(bytes, Buffer.from(bytes).toString("latin1"), Date.now()), scale),
  );
}
