import type { Language } from "@dukan/contract";
import { screenByName } from "../route-table.ts";
import { localizedPath } from "./language.ts";

/** The address of a screen from the route table in a language: `("en", "my-rebate")` → `/en/my-rebate`. */
export function screenPath(language: Language, name: string): string {
  return localizedPath(language, screenByName.get(name)?.[language] ?? "/");
}

/** A brand's page: its logo, description and products (`/marke/<slug>`, `/en/brands/<slug>`). */
export function brandPath(language: Language, slug: string): string {
  return `${screenPath(language, "brands")}/${encodeURIComponent(slug)}`;
}

/** A category's listing. */
export function categoryPath(
  language: Language,
  category: { slug_hr: string; slug_en: string },
): string {
  return localizedPath(language, `/${language === "hr" ? category.slug_hr : category.slug_en}`);
}
