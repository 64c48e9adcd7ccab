import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { CategoryLinks } from "../components/CategoryLinks.tsx";
import { ProductListing } from "../components/islands.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import type { Route } from "../routes/+types/category";

export function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  const language = useLanguage();
  const t = useMessages();
  const name = language === "hr" ? category.name_hr : category.name_en;
  return (
    <div className="page container">
      <Breadcrumb trail={category.breadcrumb} current={name} />
      <h1>{name}</h1>
      <CategoryLinks label={t.catalogue.subcategories} categories={category.children} />
      <ProductListing {...loaderData} />
    </div>
  );
}
