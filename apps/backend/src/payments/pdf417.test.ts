import bwipjs from "bwip-js/node";
import { describe, expect, it } from "vitest";
import { errorCorrection, pdf417Matrix } from "./pdf417.ts";

/** The symbol bwip-js draws for the same codewords, as a matrix. */
function bwipMatrix(data: number[], columns: number, level: number) {
  const [symbol] = bwipjs.raw({
    bcid: "pdf417",
    text: data.map((codeword) => `^${String(codeword).padStart(3, "0")}`).join(""),
    ...({ raw: true, columns, eclevel: level } as object),
  });
  if (!symbol || !("pixs" in symbol)) throw new Error("no matrix");
  const rows = symbol.pixs.length / symbol.pixx;
  return { width: symbol.pixx, rows, rowHeight: symbol.pixy / rows, dark: Array.from(symbol.pixs) };
}

/** Codewords from a fixed seed: the same every run. */
function codewords(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % 929;
  });
}

describe("PDF417 matrix", () => {
  it("draws the very symbol bwip-js draws, module for module, at the slip's size and around it", () => {
    const cases: [count: number, columns: number, level: number][] = [
      [1, 9, 4],
      [97, 9, 4], // a short HUB-3 slip
      [180, 9, 4], // a long one
      [250, 9, 4],
      [40, 5, 2],
      [120, 12, 5],
      [300, 30, 3],
    ];
    for (const [count, columns, level] of cases) {
      const data = codewords(count, count * 31 + columns);
      const ours = pdf417Matrix(data, { columns, level });
      expect(
        { ...ours, dark: Array.from(ours.dark) },
        `${count} codewords, ${columns} columns, level ${level}`,
      ).toEqual(bwipMatrix(data, columns, level));
    }
  });

  it("computes the standard's error correction (ISO/IEC 15438 Annex Q example)", () => {
    // The standard's worked example: data 5, 453, 178, 121, 239 at level 1 gives 452, 327, 657, 619.
    expect(errorCorrection([5, 453, 178, 121, 239], 4)).toEqual([452, 327, 657, 619]);
  });

  it("refuses more data than a symbol holds", () => {
    expect(() => pdf417Matrix(codewords(900, 1), { columns: 9, level: 4 })).toThrow(
      /too much data/,
    );
  });
});
