import zxing from "@zxing/library";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { byteCompactionCodewords, paymentSlipBarcodeMatrix, paymentSlipBarcodePng, paymentSlipBarcodeSvg } from "./barcode.ts";
import { hub3Text, hub3TextFromBytes, type PaymentSlip } from "./hub3.ts";
import { knownSlip } from "./known-slip.ts";

const { BinaryBitmap, HybridBinarizer, PDF417Reader, RGBLuminanceSource, ResultMetadataType, ZXingStringEncoding } = zxing;

// ZXing reads byte compaction as ISO 8859-1, which its Node fallback cannot decode: give it a
// decoder that keeps each byte as one character, so the test sees the barcode's bytes as they are.
ZXingStringEncoding.customDecoder = (bytes) => Buffer.from(bytes).toString("latin1");

/** Decodes a PNG with ZXing's PDF417 reader; answers the text as ISO 8859-2 and the EC level. */
function decodePng(png: Buffer): { text: string; errorCorrection: unknown } {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  return decodeLuminance(luminance, image.width, image.height);
}

/** Paints the SVG's row segments (`M x y h w`, then `m gap 0 h w`, as the barcode writes them, each as tall as its stroke) black on white and decodes that. */
function decodeSvg(svg: string): { text: string; errorCorrection: unknown } {
  const [, width = 0, height = 0] = (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).map(Number);
  const tall = Number(/stroke-width="(\d+)"/.exec(svg)?.[1] ?? 0);
  const path = /<path d="([^"]*)"/.exec(svg)?.[1] ?? "";
  const luminance = new Uint8ClampedArray(width * height).fill(255);
  let x = 0;
  let middle = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?\d+(?:\.\d+)?)(?: (-?\d+(?:\.\d+)?))?/g)) {
    if (command === "M") [x, middle] = [Number(a), Number(b)];
    else if (command === "m") [x, middle] = [x + Number(a), middle + Number(b)];
    else {
      for (let row = middle - tall / 2; row < middle + tall / 2; row++) luminance.fill(0, row * width + x, row * width + x + Number(a));
      x += Number(a);
    }
  }
  return decodeLuminance(luminance, width, height);
}

function decodeLuminance(luminance: Uint8ClampedArray, width: number, height: number): { text: string; errorCorrection: unknown } {
  const source = new RGBLuminanceSource(luminance, width, height);
  const result = new PDF417Reader().decode(new BinaryBitmap(new HybridBinarizer(source)));
  // each char is one byte of the barcode (see customDecoder above)
  const bytes = Uint8Array.from(result.getText(), (char) => char.charCodeAt(0));
  return {
    text: hub3TextFromBytes(bytes),
    errorCorrection: result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL),
  };
}

describe("PDF417 byte compaction", () => {
  it("packs 6 bytes into 5 codewords after latch 924", () => {
    // "HRVHUB" = 0x485256485542 = 79517135820098 = 1·900⁴ + … (checked by hand below)
    const codewords = byteCompactionCodewords(new TextEncoder().encode("HRVHUB"));
    expect(codewords[0]).toBe(924);
    expect(codewords).toHaveLength(6);
    const value = codewords.slice(1).reduce((sum, codeword) => sum * 900n + BigInt(codeword), 0n);
    expect(value).toBe(0x485256485542n);
  });

  it("writes leftover bytes one a codeword after latch 901", () => {
    expect(byteCompactionCodewords(Uint8Array.of(0x48, 0x52, 0x0a))).toEqual([901, 0x48, 0x52, 0x0a]);
  });
});

describe("HUB-3 barcode", () => {
  it("decodes back to the exact HUB-3 string with an independent decoder (ZXing)", async () => {
    const decoded = decodePng(await paymentSlipBarcodePng(knownSlip));
    expect(decoded.text).toBe(hub3Text(knownSlip));
    expect(decoded.errorCorrection).toBe("4");
  });

  it("decodes a slip with every field at its maximum length", async () => {
    const full: PaymentSlip = {
      ...knownSlip,
      amountCents: 999_999_999_999_999,
      payer: { name: "Š".repeat(40), street: "Ž".repeat(40), place: "Đ".repeat(40) },
      recipient: { name: "č".repeat(40), street: "ć".repeat(40), place: "đ".repeat(40) },
      reference: "123456789012-3456789-0",
      description: "Opis plaćanja ".repeat(5),
    };
    expect(decodePng(await paymentSlipBarcodePng(full)).text).toBe(hub3Text(full));
  });

  it("renders SVG with 9 data columns that decodes to the same string", () => {
    const svg = paymentSlipBarcodeSvg(knownSlip);
    expect(svg.startsWith("<svg")).toBe(true);
    // a PDF417 row is 17 modules per codeword: start, left indicator, 9 data, right indicator,
    // and an 18-module stop pattern: 17 · 12 + 18 = 222 modules; scale 2, padding 4 · 2 each side
    expect(svg).toMatch(/viewBox="0 0 460 /);
    expect(decodeSvg(svg)).toEqual({ text: hub3Text(knownSlip), errorCorrection: "4" });
  });

  it("draws each PDF417 row three modules tall, in the PNG as in the SVG", async () => {
    const png = PNG.sync.read(await paymentSlipBarcodePng(knownSlip, 1));
    const matrix = paymentSlipBarcodeMatrix(knownSlip);
    expect(matrix.rowHeight).toBe(3);
    expect([png.width, png.height]).toEqual([matrix.width + 8, matrix.rows * 3 + 8]);
    expect(paymentSlipBarcodeSvg(knownSlip)).toContain(`viewBox="0 0 460 ${(matrix.rows * 3 + 8) * 2}"`);
  });
});
