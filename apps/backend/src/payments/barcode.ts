// The HUB-3 slip's PDF417 barcode, rendered with bwip-js: error correction level 4, 9 data
// columns, all data in byte compaction mode (the HUB-3 spec's "binary" mode; bwip-js would
// otherwise choose text compaction for most of it), so the codewords are built here and handed
// to bwip-js raw. SVG for pages, PNG for the order e-mail.

// The "node" subpath: the package's root export has no types for a Bundler-resolved import.
import { type RenderOptions, toBuffer, toSVG } from "bwip-js/node";
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
    let value = 0n;
    for (let j = 0; j < 6; j++) value = value * 256n + BigInt(bytes[i + j] ?? 0);
    const group: number[] = [];
    for (let k = 0; k < 5; k++) {
      group.unshift(Number(value % 900n));
      value /= 900n;
    }
    codewords.push(...group);
  }
  for (; i < bytes.length; i++) codewords.push(bytes[i] ?? 0);
  return codewords;
}

interface Pdf417Options extends RenderOptions {
  columns: number;
  eclevel: number;
  raw: boolean;
}

function options(slip: PaymentSlip, scale: number): Pdf417Options {
  const codewords = byteCompactionCodewords(hub3Bytes(slip));
  return {
    bcid: "pdf417",
    text: codewords.map((codeword) => `^${String(codeword).padStart(3, "0")}`).join(""),
    raw: true,
    columns: 9,
    eclevel: 4,
    scale,
    padding: 4,
    backgroundcolor: "FFFFFF",
  };
}

/** Barcodes drawn lately, by the slip's HUB-3 bytes: drawing one takes ~11 ms, an order page shows the same slip again and again. */
const drawnSvgs = recentMap<string, string>(60 * 60_000, 2_000);

/** The barcode as an SVG document (for the success and order pages); the same slip is drawn once an hour at most. */
export function paymentSlipBarcodeSvg(slip: PaymentSlip): string {
  const key = Buffer.from(hub3Bytes(slip)).toString("latin1");
  const now = Date.now();
  const known = drawnSvgs.get(key, now);
  if (known !== undefined) return known;
  const svg = toSVG(options(slip, 2));
  drawnSvgs.set(key, svg, now);
  return svg;
}

/** The barcode as PNG bytes (for the order e-mail's inline image). */
export function paymentSlipBarcodePng(slip: PaymentSlip, scale = 3): Promise<Buffer> {
  return toBuffer(options(slip, scale));
}
