// Tests only: reads a slip's PDF417 barcode back with ZXing, an independent decoder (PNG of the
// order e-mail, SVG of the API), as the text of its HUB-3 bytes and its error-correction level.
import zxing from "@zxing/library";
import { PNG } from "pngjs";
import { hub3TextFromBytes } from "./hub3.ts";

const {
  BinaryBitmap,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
  ResultMetadataType,
  ZXingStringEncoding,
} = zxing;

// ZXing reads byte compaction as ISO 8859-1, which its Node fallback cannot decode: give it a
// decoder that keeps each byte as one character, so the test sees the barcode's bytes as they are.
ZXingStringEncoding.customDecoder = (bytes) => Buffer.from(bytes).toString("latin1");

/** Decodes a PNG with ZXing's PDF417 reader; answers the text as ISO 8859-2 and the EC level. */
export function readSlipPng(png: Buffer): { text: string; errorCorrection: unknown } {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  return decodeLuminance(luminance, image.width, image.height);
}

/**
 * Paints the SVG's path black on white and decodes that. bwip-js draws the symbol as one path of
 * straight-edged outlines (`M x y L x y … Z`, filled even-odd): a pixel is dark when a ray from its
 * centre crosses the outlines' vertical edges an odd number of times.
 */
export function readSlipSvg(svg: string): { text: string; errorCorrection: unknown } {
  const [, width = 0, height = 0] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? "";
  /** Vertical edges as [x, top, bottom]; horizontal edges cross no row's centre line. */
  const edges: [number, number, number][] = [];
  for (const outline of path.split("Z")) {
    const points = [...outline.matchAll(/[ML](-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map(
      ([, x, y]) => [Number(x), Number(y)] as const,
    );
    points.forEach(([x, y], i) => {
      const [nextX, nextY] = points[(i + 1) % points.length] ?? [x, y];
      if (nextX !== x && nextY !== y) throw new Error("an outline edge that is not straight");
      if (nextX === x && nextY !== y) edges.push([x, Math.min(y, nextY), Math.max(y, nextY)]);
    });
  }
  const luminance = new Uint8ClampedArray(width * height).fill(255);
  for (let row = 0; row < height; row++) {
    const crossings = edges
      .filter(([, top, bottom]) => top <= row + 0.5 && row + 0.5 < bottom)
      .map(([x]) => x)
      .sort((a, b) => a - b);
    for (let i = 0; i + 1 < crossings.length; i += 2)
      luminance.fill(0, row * width + (crossings[i] ?? 0), row * width + (crossings[i + 1] ?? 0));
  }
  return decodeLuminance(luminance, width, height);
}

function decodeLuminance(
  luminance: Uint8ClampedArray,
  width: number,
  height: number,
): { text: string; errorCorrection: unknown } {
  const source = new RGBLuminanceSource(luminance, width, height);
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)));
  // each char is one byte of the barcode (see customDecoder above)
  const bytes = Uint8Array.from(result.getText(), (char) => char.charCodeAt(0));
  return {
    text: hub3TextFromBytes(bytes),
    errorCorrection: result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL),
  };
}
