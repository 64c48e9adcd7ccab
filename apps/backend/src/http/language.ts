import { defaultLanguage, isLanguage, type Language } from "@dukan/contract";
import type { Context } from "hono";

/** The language of an API request: `?lang=`, else the first supported `Accept-Language`, else Croatian. */
export function requestLanguage(c: Context): Language {
  const query = c.req.query("lang");
  if (isLanguage(query)) return query;
  const header = c.req.header("accept-language") ?? "";
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}
