import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A row of `table` as `execute` answers it (column names, driver values) in the shape Drizzle's own
 * queries give (property names, mapped values): for rows that come out of a raw statement, such as
 * the `returning` of a data-modifying `with`.
 */
export function tableRow<T extends PgTable>(
  table: T,
  raw: Record<string, unknown>,
): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T["$inferSelect"];
}
