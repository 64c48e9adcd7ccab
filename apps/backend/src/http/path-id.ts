import { ApiProblem } from "./errors.ts";

/** An id from the path (a cart line, a product): a positive whole number, else there is no such thing (404). */
export function pathId(value: string): number {
  const id = /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new ApiProblem(404, "not_found");
  return id;
}
