import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { ProductListing } from "../components/islands.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "../routes/+types/brand";

export function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand, structuredData } = loaderData;
  const language = useLanguage();
  const t = useMessages();
  const description = language === "hr" ? brand.description_hr : brand.description_en;
  return (
    <div className="page container">
      <Breadcrumb
        trail={[]}
        current={brand.name}
        parent={{ to: screenPath(language, "brands"), name: t.pages.brands.title }}
      />
      <div className="brand-intro">
        {/* The logo says the brand's name, which the heading beside it says too: decorative. */}
        {brand.logo_url && (
          <img className="brand-intro__logo" src={brand.logo_url} alt="" decoding="async" />
        )}
        <div>
          <h1>{brand.name}</h1>
          {brand.warranty_months !== null && brand.warranty_months > 0 && (
            <p className="brand-intro__warranty">
              {plural(language, brand.warranty_months, t.catalogue.brandWarranty)}
            </p>
          )}
        </div>
      </div>
      {/* Staff's rich text, sanitised by the back end (docs/back-office.md "Staff: categories and brands"). */}
      {description && (
        <div
          className="brand-intro__description"
          dangerouslySetInnerHTML={{ __html: description }}
        />
      )}
      <ProductListing {...loaderData} />
      {structuredData.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </div>
  );
}
