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

/** Paints the SVG's row segments (`M x y h w`, then `m gap 0 h w`, as the barcode writes them, each as tall as its stroke) black on white and decodes that. */
export function readSlipSvg(svg: string): { text: string; errorCorrection: unknown } {
  const [, width = 0, height = 0] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
  const tall = Number(/stroke-width="(\d+)"/.exec(svg)?.[1] ?? 0);
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? "";
  const luminance = new Uint8ClampedArray(width * height).fill(255);
  let x = 0;
  let middle = 0;
  for (const [, command, a, b] of path.matchAll(
    /([Mmh])(-?\d+(?:\.\d+)?)(?: (-?\d+(?:\.\d+)?))?/g,
  )) {
    if (command === "M") [x, middle] = [Number(a), Number(b)];
    else if (command === "m") [x, middle] = [x + Number(a), middle + Number(b)];
    else {
      for (let row = middle - tall / 2; row < middle + tall / 2; row++)
        luminance.fill(0, row * width + x, row * width + x + Number(a));
      x += Number(a);
    }
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
