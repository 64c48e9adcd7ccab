import type { Language } from "@dukan/contract";
import { screenByName } from "../route-table.ts";
import { localizedPath } from "./language.ts";

/** The address of a screen from the route table in a language: `("en", "my-rebate")` → `/en/my-rebate`. */
export function screenPath(language: Language, name: string): string {
  return localizedPath(language, screenByName.get(name)?.[language] ?? "/");
}

/** A brand's products: the search results page filtered by the brand. */
export function brandPath(language: Language, slug: string): string {
  return `${screenPath(language, "search-results")}?brand=${encodeURIComponent(slug)}`;
}

/** A category's listing. */
export function categoryPath(
  language: Language,
  category: { slug_hr: string; slug_en: string },
): string {
  return localizedPath(language, `/${language === "hr" ? category.slug_hr : category.slug_en}`);
}
