import type { Language } from "@dukan/contract";
import { sql } from "drizzle-orm";

/**
 * The collations of migration 0056, by the language of the names they order: Croatian names in the
 * Croatian alphabet (č and ć after c, š after s, ž after z), English ones with accented letters
 * beside their base letters, numbers by value in both. A column keeps the database's collation;
 * a sort by name names one of these (`name_hr collate "names_hr"`), as the name indexes do.
 */
const NAME_COLLATIONS: Record<Language, string> = { hr: "names_hr", en: "names_en" };

/** `column collate "names_…"`: the SQL text that sorts a column of names in a language's order. */
export const byName = (column: string, language: Language): string =>
  `${column} collate "${NAME_COLLATIONS[language]}"`;

/** Brands A to Z: a brand has one name, in the shop's own (Croatian) order in both languages. */
export const brandsByName = sql.raw(byName(`"brands"."name"`, "hr"));
