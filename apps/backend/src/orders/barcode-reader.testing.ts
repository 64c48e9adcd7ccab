// Tests only: reads a PDF417 PNG back with ZXing (an independent decoder), as payments/barcode.test.ts does.
import zxing from "@zxing/library";
import { PNG } from "pngjs";
import { hub3TextFromBytes } from "../payments/hub3.ts";

const { BinaryBitmap, HybridBinarizer, PDF417Reader, RGBLuminanceSource, ZXingStringEncoding } = zxing;

/** The HUB-3 text a PNG barcode carries (its bytes read as ISO 8859-2). */
export function decodeSlipPng(png: Buffer): string {
  // ZXing reads byte compaction as ISO 8859-1: keep each byte as one character.
  ZXingStringEncoding.customDecoder = (bytes) => Buffer.from(bytes).toString("latin1");
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const source = new RGBLuminanceSource(luminance, image.width, image.height);
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)));
  return hub3TextFromBytes(Uint8Array.from(result.getText(), (char) => char.charCodeAt(0)));
}
