import { z } from "zod";

/**
 * Building blocks of query-string schemas. A query value arrives as text, or as a list when its
 * key is repeated (`?page=1&page=2`): the first one counts.
 */
export function queryValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);
}

/** Free text of a query: trimmed, NUL dropped, cut to `max` characters (a shared link still opens); empty is unset. */
export function queryText(max: number) {
  return queryValue(
    z
      .string()
      .optional()
      .transform((value) => value?.replaceAll("\0", "").trim().slice(0, max) || undefined),
  );
}

/** `lang=hr|en`: the language of messages in the answer (else Accept-Language, then Croatian). */
export const languageQuery = {
  lang: queryValue(z.enum(["hr", "en"]).optional()).describe(
    "Language of messages (hr or en); otherwise Accept-Language, then Croatian.",
  ),
};
