import { defaultPriceImportMapping, type PriceImportMapping } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { erpCsv, erpXlsx, zipBomb } from "./fixtures.testing.ts";
import { importLines } from "./lines.ts";
import { readCents, readStock } from "./numbers.ts";
import { readImportFile, UnreadableImport } from "./read-file.ts";
import { checkZip } from "./zip-guard.ts";

const mapping: PriceImportMapping = defaultPriceImportMapping;
const lines = async (bytes: Uint8Array, m: PriceImportMapping = mapping) =>
  importLines(await readImportFile(bytes, m), m);
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UnreadableImport) return error.reason;
    throw error;
  }
  return "read";
};

describe("numbers as Croatian price lists write them", () => {
  it("reads decimal commas and thousands dots, and refuses what is no price", () => {
    expect(readCents("1.234,56", ",")).toBe(123_456);
    expect(readCents("12,5", ",")).toBe(1_250);
    expect(readCents("99", ",")).toBe(9_900);
    expect(readCents("1 234,00 €", ",")).toBe(123_400);
    expect(readCents("1,234.56", ".")).toBe(123_456);
    expect(readCents(12.5, ",")).toBe(1_250);
    expect(readCents("", ",")).toBeUndefined();
    for (const bad of ["abc", "1.234,5.6", "1,2,3", "-5,00", "1,234", "12.34"])
      expect(readCents(bad, ","), bad).toBeNull();
    expect(readCents(1.234, ",")).toBeNull();
  });

  it("reads stock as whole pieces, negative apart", () => {
    expect(readStock("12")).toBe(12);
    expect(readStock("1.500")).toBe(1_500);
    expect(readStock(7)).toBe(7);
    expect(readStock("-3")).toBe("negative");
    expect(readStock(-1)).toBe("negative");
    expect(readStock("2,5")).toBeNull();
    expect(readStock("abc")).toBeNull();
    expect(readStock("")).toBeUndefined();
  });
});

describe("reading a price list", () => {
  const rows = [
    ["AB-1", "Kabel USB-C 1 m, crni", "4006381333931", "", "", "1.234,56", "987,65", "12"],
    ["AB-2", "Miš bežični Čađa", "", "", "", "15,00", "10,00", "0"],
  ];

  it("reads Windows-1250, UTF-8 and UTF-8 with BOM alike", async () => {
    for (const encoding of ["windows-1250", "utf-8", "utf-8-bom"] as const) {
      const read = await lines(erpCsv(rows, { encoding }));
      expect(
        read.map((l) => l.name),
        encoding,
      ).toEqual(["Kabel USB-C 1 m, crni", "Miš bežični Čađa"]);
      expect(read[0]).toMatchObject({
        itemCode: "AB-1",
        retailPriceCents: 123_456,
        wholesalePriceCents: 98_765,
        stock: 12,
        ean: "4006381333931",
        reasons: [],
      });
    }
  });

  it("finds the separator (`;`, `,` or tab) and reads decimal points when told", async () => {
    const comma = erpCsv([["AB-1", "Kabel", "", "", "", "1234.50", "1000", "3"]], {
      delimiter: ",",
      encoding: "utf-8",
    });
    const read = await lines(comma, { ...mapping, decimal: "." });
    expect(read[0]).toMatchObject({ retailPriceCents: 123_450, wholesalePriceCents: 100_000 });
    const tab = erpCsv(rows, { delimiter: "\t" });
    expect((await lines(tab))[1]?.name).toBe("Miš bežični Čađa");
  });

  it("gives each bad row its reasons", async () => {
    const read = await lines(
      erpCsv([
        ["X-1", "a", "4006381333932", "", "", "abc", "1.234,5.6", "-4"],
        ["X-2", "b", "", "", "", "10,00", "8,00", "2,5"],
        ["X-3", "c", "", "", "", "10,00", "8,00", "1"],
        ["x-3", "d", "", "", "", "10,00", "8,00", "1"],
        ["", "e", "", "", "", "10,00", "8,00", "1"],
      ]),
    );
    expect(read.map((l) => l.reasons)).toEqual([
      ["retail_price_invalid", "wholesale_price_invalid", "negative_stock", "ean_invalid"],
      ["stock_invalid"],
      ["duplicate_item_code"],
      ["duplicate_item_code"],
      ["item_code_missing"],
    ]);
    expect(read.map((l) => l.position)).toEqual([2, 3, 4, 5, 6]);
  });

  it("reads an XLSX's first sheet, numbers as numbers", async () => {
    const read = await lines(
      await erpXlsx([["AB-1", "Kabel", 4006381333931, "", "", 1234.56, 987.65, 12]]),
    );
    expect(read[0]).toMatchObject({
      itemCode: "AB-1",
      ean: "4006381333931",
      retailPriceCents: 123_456,
      wholesalePriceCents: 98_765,
      stock: 12,
    });
  });

  it("refuses an empty file, wrong columns, and what is no price list", async () => {
    expect(await refusal(readImportFile(new Uint8Array(), mapping))).toBe("price_import_empty");
    expect(await refusal(lines(erpCsv([])))).toBe("price_import_empty");
    const other = new TextEncoder().encode("Datum;Iznos;Opis\r\n2026-01-01;10,00;x\r\n");
    let missing: readonly string[] = [];
    try {
      await lines(other);
    } catch (error) {
      if (error instanceof UnreadableImport) missing = error.missing;
    }
    expect(missing).toContain("Šifra");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    expect(await refusal(lines(png))).toBe("price_import_unreadable");
  });

  it("refuses a ZIP bomb dressed as an XLSX before unpacking it", async () => {
    expect(() => checkZip(zipBomb(2), 1024 * 1024)).toThrow("price_import_zip_bomb");
    expect(await refusal(readImportFile(zipBomb(100), mapping))).toBe("price_import_zip_bomb");
  });
});
