import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type * as Bwipjs from "bwip-js/node";
import { PNG } from "pngjs";
import { describe, expect, it, vi } from "vitest";
import {
  byteCompactionCodewords,
  paymentSlipBarcodePng,
  paymentSlipBarcodeSvg,
} from "./barcode.ts";
import { hub3Text, type PaymentSlip } from "./hub3.ts";
import { readSlipPng as decodePng, readSlipSvg as decodeSvg } from "./barcode-reader.testing.ts";
import { knownSlip } from "./known-slip.ts";

/** Counts the symbols bwip-js draws, drawing them as published. */
const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock("bwip-js/node", async (original) => {
  const bwipjs = await original<typeof Bwipjs>();
  return {
    ...bwipjs,
    pdf417: (...args: Parameters<typeof bwipjs.pdf417>) => {
      drawn.count += 1;
      return bwipjs.pdf417(...args);
    },
  };
});

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
    expect(byteCompactionCodewords(Uint8Array.of(0x48, 0x52, 0x0a))).toEqual([
      901, 0x48, 0x52, 0x0a,
    ]);
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

  it("draws the PNG and the SVG of the same symbol, its rows three modules tall", async () => {
    const png = PNG.sync.read(await paymentSlipBarcodePng(knownSlip, 1));
    // 222 modules wide and a quiet zone of 4 on each side; PDF417 has at least 3 rows
    expect(png.width).toBe(230);
    expect((png.height - 8) % 3).toBe(0);
    expect(png.height - 8).toBeGreaterThanOrEqual(9);
    expect(paymentSlipBarcodeSvg(knownSlip)).toContain(`viewBox="0 0 460 ${png.height * 2}"`);
  });

  it("draws an order's slip when first asked for and answers the same drawing after, a changed slip anew", () => {
    const slip = { ...knownSlip, reference: "2026-000777-3", description: "Narudžba 2026-000777" };
    const before = drawn.count;
    const first = paymentSlipBarcodeSvg(slip);
    expect(paymentSlipBarcodeSvg({ ...slip })).toBe(first);
    expect(drawn.count - before).toBe(1);
    const changed = { ...slip, amountCents: slip.amountCents + 1 };
    expect(decodeSvg(paymentSlipBarcodeSvg(changed)).text).toBe(hub3Text(changed));
    expect(drawn.count - before).toBe(2);
  });

  it("draws the mail's PNG in a back end started as `npm run start:backend` starts it (node --import tsx)", async () => {
    // The drawing threads once inherited the `--import tsx` flag, loaded bwip-js as CommonJS and
    // failed every slip mail of a separate back end; vitest's own loader hid it.
    const script = `
      import { paymentSlipBarcodePng } from ${JSON.stringify(new URL("./barcode.ts", import.meta.url).href)};
      import { knownSlip } from ${JSON.stringify(new URL("./known-slip.ts", import.meta.url).href)};
      const png = await paymentSlipBarcodePng(knownSlip);
      process.stdout.write(png.subarray(1, 4).toString("latin1"));
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "--eval", script],
      { cwd: new URL("../..", import.meta.url) },
    );
    expect(stdout).toBe("PNG");
  }, 30_000);
});
