// The table's rows read by the column mapping: each row's item code and values, and what is wrong
// with it on its own (before the catalogue is asked).

import { type PriceImportMapping, type PriceImportReason, readEan13 } from "@dukan/contract";
import { type Cell, cellText, readCents, readStock } from "./numbers.ts";
import { type ImportTable, UnreadableImport } from "./read-file.ts";

export interface ImportLine {
  position: number;
  itemCode: string;
  name: string;
  /** Undefined: not in the file (the column is not mapped or the cell is empty). */
  retailPriceCents?: number;
  wholesalePriceCents?: number;
  stock?: number;
  ean?: string;
  /** The category and brand cells as written (looked up in the catalogue later). */
  category?: string;
  brand?: string;
  reasons: PriceImportReason[];
}

type ColumnKey = keyof PriceImportMapping["columns"];

const headerKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** Where each mapped column is; `UnreadableImport("price_import_columns")` naming the missing ones. */
function columnIndexes(header: readonly Cell[], mapping: PriceImportMapping) {
  const headers = header.map((c) => headerKey(cellText(c)));
  const at: Partial<Record<ColumnKey, number>> = {};
  const missing: string[] = [];
  for (const [key, column] of Object.entries(mapping.columns) as [
    ColumnKey,
    string | number | undefined,
  ][]) {
    if (column === undefined) continue;
    const index = typeof column === "number" ? column - 1 : headers.indexOf(headerKey(column));
    if (index < 0 || index >= header.length) missing.push(String(column));
    else at[key] = index;
  }
  if (missing.length > 0) throw new UnreadableImport("price_import_columns", missing);
  return at;
}

/** Every data row of the table as an import line (duplicate item codes marked on each of them). */
export function importLines(table: ImportTable, mapping: PriceImportMapping): ImportLine[] {
  const [header, ...body] = table.rows;
  if (!header || body.length === 0) throw new UnreadableImport("price_import_empty");
  const at = columnIndexes(header.cells, mapping);
  const cell = (cells: readonly Cell[], key: ColumnKey): Cell => {
    const index = at[key];
    if (index === undefined) return null;
    const value = cells[index] ?? null;
    return typeof value === "string" && value.trim() === "" ? null : value;
  };
  const lines = body.map(({ line, cells }): ImportLine => {
    const reasons: PriceImportReason[] = [];
    const itemCode = cellText(cell(cells, "itemCode")).slice(0, 64);
    if (itemCode === "") reasons.push("item_code_missing");
    const result: ImportLine = {
      position: line,
      itemCode,
      name: cellText(cell(cells, "name")).slice(0, 200),
      reasons,
    };
    for (const key of ["retailPrice", "wholesalePrice"] as const) {
      const cents = readCents(cell(cells, key), mapping.decimal);
      if (cents === null) {
        reasons.push(key === "retailPrice" ? "retail_price_invalid" : "wholesale_price_invalid");
      } else if (cents !== undefined) {
        if (key === "retailPrice") result.retailPriceCents = cents;
        else result.wholesalePriceCents = cents;
      }
    }
    const stock = readStock(cell(cells, "stock"));
    if (stock === "negative") reasons.push("negative_stock");
    else if (stock === null) reasons.push("stock_invalid");
    else if (stock !== undefined) result.stock = stock;
    const eanCell = cellText(cell(cells, "ean"));
    if (eanCell !== "") {
      const ean = readEan13(eanCell);
      if (ean === null) reasons.push("ean_invalid");
      else result.ean = ean;
    }
    const category = cellText(cell(cells, "category"));
    if (category !== "") result.category = category;
    const brand = cellText(cell(cells, "brand"));
    if (brand !== "") result.brand = brand;
    return result;
  });
  const seen = new Map<string, number>();
  for (const line of lines)
    if (line.itemCode)
      seen.set(line.itemCode.toLowerCase(), (seen.get(line.itemCode.toLowerCase()) ?? 0) + 1);
  for (const line of lines)
    if ((seen.get(line.itemCode.toLowerCase()) ?? 0) > 1) line.reasons.push("duplicate_item_code");
  return lines;
}
