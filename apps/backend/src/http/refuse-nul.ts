import type { MiddlewareHandler } from "hono";
import { Refusal } from "../refusals/refusal.ts";

/**
 * A NUL character (`%00`) is part of no slug or id, and PostgreSQL text cannot hold it: a path
 * with one names nothing (404). Query values are read by each route (search drops NUL itself).
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  // `c.req.path` is the decoded path: `%00` in the address is a NUL here.
  if (c.req.path.includes("\0")) throw new Refusal("not_found");
  return next();
};
