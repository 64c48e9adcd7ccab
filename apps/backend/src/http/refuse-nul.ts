import type { MiddlewareHandler } from "hono";
import { ApiProblem } from "./errors.ts";

/**
 * A NUL character (`%00`) is part of no slug or id, and PostgreSQL text cannot hold it: a path
 * with one names nothing (404). Query values are read by each route (search drops NUL itself).
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(new URL(c.req.url).pathname)) throw new ApiProblem(404, "not_found");
  return next();
};
