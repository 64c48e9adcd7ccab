import { InfoPage } from "../components/InfoPage.tsx";
import { ShopLink } from "../components/ShopLink.tsx";
import { apiFor } from "../lib/context.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { brandPath } from "../lib/lists-paths.ts";
import { pageMeta } from "../lib/meta.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/brands";

/** Every brand with products, A to Z, each linking to its page (`/marke`, `/en/brands`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const brands = await apiFor({ url, context }).brands();
  return { brands: brands.filter((brand) => brand.product_count > 0) };
}

export const meta: Route.MetaFunction = ({ location, params }) =>
  pageMeta("brands")({ location, params });

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = useMessages().catalogue;
  return (
    <InfoPage name="brands">
      <ul className="brand-index">
        {loaderData.brands.map((brand) => (
          <li key={brand.id} className="brand-index__item">
            <ShopLink to={brandPath(language, brand.slug)} className="brand-index__link">
              {brand.logo_url && (
                <img className="brand-index__logo" src={brand.logo_url} alt="" decoding="async" />
              )}
              <span className="brand-index__name">{brand.name}</span>
              <span className="brand-index__count">
                {plural(language, brand.product_count, t.products)}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}
