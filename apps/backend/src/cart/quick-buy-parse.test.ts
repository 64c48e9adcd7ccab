import { describe, expect, it } from "vitest";
import { parsePastedLines } from "./quick-buy-parse.ts";

const quantities = (text: string) =>
  parsePastedLines(text)?.map(({ itemCode, quantity }) => [itemCode, quantity]);

describe("pasted quick-buy lines", () => {
  it("refuses a quantity written with a decimal comma, as it refuses one with a point", () => {
    expect(
      quantities('ZS10732 1,5\nZS10736 2,0\nGM10144 1.5\nZS10732;1,5\n"ZS10732","1,5"'),
    ).toEqual([
      ["ZS10732", null],
      ["ZS10736", null],
      ["GM10144", null],
      ["ZS10732", null],
      ["ZS10732", null],
    ]);
  });

  it("still reads code,quantity and code;quantity lines, with spaces and quotes around the fields", () => {
    expect(quantities('ZS10732,3\nZS10736;2\n  GM10144 , 4 \n"GM10038";"5"\nGM10038\t6')).toEqual([
      ["ZS10732", 3],
      ["ZS10736", 2],
      ["GM10144", 4],
      ["GM10038", 5],
      ["GM10038", 6],
    ]);
  });

  it("ignores words after the quantity but never a further number", () => {
    expect(
      quantities("GM10038 3 kom\nZS10721 7 extra\nZS10721 1 000\nGM10038 3 kom 2\nZS10721,7,5"),
    ).toEqual([
      ["GM10038", 3],
      ["ZS10721", 7],
      ["ZS10721", null],
      ["GM10038", null],
      ["ZS10721", null],
    ]);
  });

  it("skips a header row and reads a missing quantity as 1", () => {
    expect(quantities("šifra;količina\nZS10732")).toEqual([["ZS10732", 1]]);
  });
});
