import type { MiddlewareHandler } from "hono";
import { ApiProblem } from "./errors.ts";

/**
 * A NUL character (`%00`) is part of no slug, id or search, and PostgreSQL text cannot hold it:
 * in the path the thing asked for does not exist (404), in the query the request is malformed (400).
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const nul = url.search(/%00/i);
  if (nul === -1) return next();
  const query = url.indexOf("?");
  if (query === -1 || nul < query) throw new ApiProblem(404, "not_found");
  throw new ApiProblem(400, "validation_failed");
};
