import { readEan13 } from "@dukan/contract";
import { type SQL, sql } from "drizzle-orm";

/**
 * A code a buyer types names a product by its item code, its EAN or its manufacturer's part
 * number (MPN), preferred in that order: an item code that is also another product's part
 * number names the item. Several products with one part number (the column is not unique):
 * the oldest. The conditions below are one lookup in the three columns' indexes (a BitmapOr on
 * PostgreSQL and PGlite alike).
 */
export interface TypedCode {
  /** As stored: upper case, trimmed (`normaliseItemCode`); compared with item codes and part numbers. */
  code: string;
  /** The EAN-13 the code spells once spaces and hyphens are dropped; null when it spells none. */
  ean: string | null;
}

export function typedCode(normalised: string): TypedCode {
  return { code: normalised, ean: readEan13(normalised) };
}

/** The products of `table` (a table name or alias) that a typed code names. */
export function namedBy(table: SQL, typed: TypedCode): SQL {
  const ean = typed.ean === null ? sql`` : sql` or ${table}.ean = ${typed.ean}`;
  return sql`(${table}.item_code = ${typed.code} or ${table}.mpn = ${typed.code}${ean})`;
}

/** ORDER BY of `namedBy`'s products: the one the code names first. */
export function preferred(table: SQL, typed: TypedCode): SQL {
  const ean = typed.ean === null ? sql`` : sql` when ${table}.ean = ${typed.ean} then 1`;
  return sql`case when ${table}.item_code = ${typed.code} then 0${ean} else 2 end, ${table}.id`;
}

/** The products of `table` that any of the typed codes names (a pasted list). */
export function namedByAny(table: SQL, typed: readonly TypedCode[]): SQL {
  const codes = [...new Set(typed.map((t) => t.code))];
  const eans = [...new Set(typed.flatMap((t) => (t.ean === null ? [] : [t.ean])))];
  const ean = eans.length === 0 ? sql`` : sql` or ${table}.ean = any(${sql.param(eans)}::text[])`;
  return sql`(${table}.item_code = any(${sql.param(codes)}::text[]) or ${table}.mpn = any(${sql.param(codes)}::text[])${ean})`;
}

/** The product each typed code names among rows `namedByAny` found, by the same preference as `preferred`. */
export function codeLookup<
  T extends { id: number; itemCode: string; ean: string | null; mpn: string | null },
>(rows: readonly T[]): (typed: TypedCode) => T | undefined {
  const byItemCode = new Map<string, T>();
  const byEan = new Map<string, T>();
  const byMpn = new Map<string, T>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    byItemCode.set(row.itemCode, row);
    if (row.ean !== null && !byEan.has(row.ean)) byEan.set(row.ean, row);
    if (row.mpn !== null && !byMpn.has(row.mpn)) byMpn.set(row.mpn, row);
  }
  return (typed) =>
    byItemCode.get(typed.code) ??
    (typed.ean === null ? undefined : byEan.get(typed.ean)) ??
    byMpn.get(typed.code);
}
