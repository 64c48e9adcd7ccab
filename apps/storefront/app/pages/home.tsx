import { useRouteLoaderData } from "react-router";
import { ProductGrid } from "../components/islands.ts";
import { ShopLink } from "../components/ShopLink.tsx";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { plural } from "../locales/plural.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "../routes/+types/home";

export function Home({ loaderData }: Route.ComponentProps) {
  const t = useMessages();
  const language = useLanguage();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t.home.heroTitle}</h1>
          <p>{t.home.heroText}</p>
          <ShopLink className="button button--light" to={localizedPath(language, "/new-items")}>
            {t.home.heroCta}
          </ShopLink>
        </div>
      </section>
      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t.home.categories}</h2>
        <ul className="category-tiles">
          {(root?.categories ?? []).map((c) => (
            <li key={c.id}>
              <ShopLink
                className="category-tile"
                to={localizedPath(language, `/${language === "hr" ? c.slug_hr : c.slug_en}`)}
              >
                <span className="category-tile__name">
                  {language === "hr" ? c.name_hr : c.name_en}
                </span>
                <span className="category-tile__count">
                  {plural(language, c.product_count, t.catalogue.products)}
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="home-new">
        <div className="section__head">
          <h2 id="home-new">{t.home.newItems}</h2>
          <ShopLink to={localizedPath(language, "/new-items")}>{t.home.seeAll}</ShopLink>
        </div>
        {/* Below the hero and the category tiles: no picture here is above the fold. */}
        <ProductGrid products={loaderData.newItems} eagerCount={0} />
      </section>
      <section className="container section" aria-labelledby="home-sale">
        <div className="section__head">
          <h2 id="home-sale">{t.home.saleItems}</h2>
          <ShopLink to={localizedPath(language, "/sale-items")}>{t.home.seeAll}</ShopLink>
        </div>
        <ProductGrid products={loaderData.saleItems} eagerCount={0} />
      </section>
    </div>
  );
}
