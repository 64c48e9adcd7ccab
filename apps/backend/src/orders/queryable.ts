export type { Queryable, Tx } from "../db/client.ts";

/** A row read with `execute`, by column name. */
export type Row = Record<string, unknown>;

export const rowsOf = (result: { rows: unknown[] }): Row[] => result.rows as Row[];
export const int = (value: unknown): number => Number(value);
export const str = (value: unknown): string =>
  typeof value === "string" ? value : value == null ? "" : String(value);
export const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(str(value))).toISOString();
export const dateOf = (value: unknown): Date =>
  value instanceof Date ? value : new Date(str(value));
