import { describe, expect, it } from "vitest";
import { chunkOfLiteral, dataFrameOf, filledDataLiteral } from "./frame-data.ts";

/** React Router's flat encoding of plain data (objects, arrays, strings, numbers, booleans, null), equal values written once. */
function encode(value: unknown): string {
  const flat: string[] = [];
  const indices = new Map<unknown, number>();
  const at = (input: unknown): number => {
    if (input === null) return -5;
    if (input === undefined) return -7;
    const known = indices.get(input);
    if (known !== undefined) return known;
    const index = flat.push("") - 1;
    indices.set(input, index);
    if (Array.isArray(input)) flat[index] = `[${input.map(at).join(",")}]`;
    else if (typeof input === "object")
      flat[index] = `{${Object.entries(input as object)
        .map(([key, field]) => `"_${at(key)}":${at(field)}`)
        .join(",")}}`;
    else flat[index] = JSON.stringify(input);
    return index;
  };
  at(value);
  return `[${flat.join(",")}]\n`;
}

/** The data back from the flat encoding. */
function decode(chunk: string): unknown {
  const flat = JSON.parse(chunk) as unknown[];
  const value = (index: number): unknown => {
    if (index === -5) return null;
    if (index === -7) return undefined;
    const entry = flat[index];
    if (Array.isArray(entry)) return entry.map((ref) => value(ref as number));
    if (typeof entry === "object" && entry !== null)
      return Object.fromEntries(
        Object.entries(entry).map(([key, ref]) => [
          flat[Number(key.slice(1))],
          value(ref as number),
        ]),
      );
    return entry;
  };
  return value(0);
}

const product = (id: number, yours: number, rebate: { percent: number } | null) => ({
  id,
  name_hr: `Proizvod ${id}`,
  price_cents: 1000,
  your_price_cents: yours,
  your_price_includes_vat: false,
  rebate,
});

const page = (name: string, count: number, yours: [number, number], percent: number) => ({
  loaderData: {
    root: {
      siteUrl: "https://shop.test",
      account: { name, shops: true },
      cart: { count, at: 1 },
      consent: null,
    },
    category___hr: {
      products: [product(1, yours[0], { percent }), product(2, yours[1], null)],
      meta: { total: 2, page: 1 },
    },
  },
  actionData: null,
  errors: null,
});

describe("a page's data in a frame", () => {
  it("keeps nothing of the customer it was written for, and fills in another's to the data they would have been rendered with", () => {
    // 1000 is also a public price: the first customer's equal value shares its entry.
    const first = page("Prva Tvrtka d.o.o. <&>", 3, [1000, 812], 7);
    const frame = dataFrameOf(encode(first));
    if (!frame) throw new Error("no frame");
    const kept = frame.parts.join("");
    expect(kept).not.toContain("Prva Tvrtka");
    expect(kept).not.toContain("812");
    expect(frame.slots).toEqual([
      { kind: "root", key: "account" },
      { kind: "root", key: "cart" },
      { kind: "product", id: 1, key: "your_price_cents" },
      { kind: "product", id: 1, key: "your_price_includes_vat" },
      { kind: "product", id: 1, key: "rebate" },
      { kind: "product", id: 2, key: "your_price_cents" },
      { kind: "product", id: 2, key: "your_price_includes_vat" },
      { kind: "product", id: 2, key: "rebate" },
    ]);

    const second = page("Druga \u2028 Tvrtka", 0, [930, 1000], 18);
    const data = second.loaderData;
    const literal = filledDataLiteral(frame, (slot) =>
      slot.kind === "root"
        ? data.root[slot.key]
        : data["category___hr"].products.find((p) => p.id === slot.id)?.[slot.key],
    );
    // As React Router's script writes it: nothing that could end the script or the line.
    expect(literal).not.toMatch(/[<>&\u2028]/);
    const chunk = chunkOfLiteral(literal);
    expect(chunk?.endsWith("]\n")).toBe(true);
    expect(decode(chunk as string)).toEqual(second);
  });

  it("refuses data it cannot take apart", () => {
    expect(dataFrameOf("not json")).toBeNull();
    expect(dataFrameOf(encode({ other: 1 }))).toBeNull();
    // A text holding the marks of a slot (private-use characters) would be taken for one.
    expect(dataFrameOf(encode(page("\uE0020\uE003", 1, [1, 2], 3)))).toBeNull();
  });
});
