import { ApiProblem } from "./errors.ts";

/** An id from the path (a cart line, a product): a positive whole number, else there is no such thing (404). */
export function pathId(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new ApiProblem(404, "not_found");
  return id;
}

/** The largest id a database row has (PostgreSQL `integer`); a larger one names nothing. */
export const LARGEST_ID = 2_147_483_647;

/**
 * An id sent in a JSON body: "invalid" unless a positive whole number, "unknown" when larger
 * than any row's id (asking the database would fail on the number, not find nothing).
 */
export function bodyId(value: unknown): number | "invalid" | "unknown" {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 1) return "invalid";
  return value > LARGEST_ID ? "unknown" : value;
}
