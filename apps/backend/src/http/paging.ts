import { z } from "@hono/zod-openapi";

const wholeNumber = (most: number) =>
  z.coerce.number().int("whole_number").min(1, "whole_number").max(most, "whole_number");

/**
 * A list's `page` (from 1) and `perPage` (from 1 to `most`, `perPage` when not asked) as query
 * parameters; anything else is refused by the field as no whole number. Extend it with a list's
 * own filters (`pageQuery(…).extend({…})`).
 */
export const pageQuery = ({ perPage, most }: { perPage: number; most: number }) =>
  z.object({
    page: wholeNumber(100_000).default(1),
    perPage: wholeNumber(most).default(perPage),
  });
