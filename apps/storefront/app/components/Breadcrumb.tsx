import type { CategoryRef } from "@dukan/contract";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { ShopLink } from "./ShopLink.tsx";

export function Breadcrumb({
  trail,
  current,
  parent,
}: {
  trail: CategoryRef[];
  current: string;
  /** A page above the current one that is not a category (a brand's page: all brands). */
  parent?: { to: string; name: string };
}) {
  const language = useLanguage();
  const t = useMessages();
  return (
    <nav aria-label={t.catalogue.breadcrumb} className="breadcrumb">
      <ol>
        <li>
          <ShopLink to={localizedPath(language, "/")}>{t.pages.home.title}</ShopLink>
        </li>
        {trail.map((c) => (
          <li key={c.id}>
            <ShopLink to={localizedPath(language, `/${language === "hr" ? c.slug_hr : c.slug_en}`)}>
              {language === "hr" ? c.name_hr : c.name_en}
            </ShopLink>
          </li>
        ))}
        {parent && (
          <li>
            <ShopLink to={parent.to}>{parent.name}</ShopLink>
          </li>
        )}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
