import type { CategoryRef } from "@dukan/contract";
import { useLanguage } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { ShopLink } from "./ShopLink.tsx";

/** Categories as a row of chips (subcategories of a category, categories matching a search). */
export function CategoryLinks({ label, categories }: { label: string; categories: CategoryRef[] }) {
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label} className="subcategories">
      <ul>
        {categories.map((c) => (
          <li key={c.id}>
            <ShopLink
              className="chip"
              to={localizedPath(language, `/${language === "hr" ? c.slug_hr : c.slug_en}`)}
            >
              {language === "hr" ? c.name_hr : c.name_en}
            </ShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
