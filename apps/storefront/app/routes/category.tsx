import { data } from "react-router";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { ProductGrid } from "../components/ProductGrid.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { titled } from "../lib/meta.ts";
import { plural } from "../locales/index.ts";
import type { Route } from "./+types/category";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor({ request, context });
  const language = pageLanguage(request);
  const category = await api.category(params.slug);
  if (!category) throw data(null, { status: 404 });
  const ownSlug = language === "hr" ? category.slug_hr : category.slug_en;
  if (ownSlug !== params.slug) throw data(null, { status: 404 });
  const list = await api.products({ category: ownSlug, sort: "price_asc", per_page: 24 });
  return {
    category,
    products: list.data,
    meta: list.meta,
    alternates: { hr: `/${category.slug_hr}`, en: `/en/${category.slug_en}` },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const name = location.pathname.startsWith("/en") ? loaderData.category.name_en : loaderData.category.name_hr;
  return titled(location.pathname, name);
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, meta } = loaderData;
  const language = useLanguage();
  const t = useMessages();
  const name = language === "hr" ? category.name_hr : category.name_en;
  return (
    <div className="page container">
      <Breadcrumb trail={category.breadcrumb} current={name} />
      <h1>{name}</h1>
      <p className="page__intro">{plural(language, meta.total, t.catalogue.products)}</p>
      {category.children.length > 0 && (
        <nav aria-label={t.catalogue.subcategories} className="subcategories">
          <ul>
            {category.children.map((c) => (
              <li key={c.id}>
                <ShopLink className="chip" to={localizedPath(language, `/${language === "hr" ? c.slug_hr : c.slug_en}`)}>
                  {language === "hr" ? c.name_hr : c.name_en}
                </ShopLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductGrid products={products} />
    </div>
  );
}
