import type { Availability, Language, ProductDetail } from "@dukan/contract";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { productPath } from "../components/ProductCard.tsx";
import { isCartPath } from "../lib/cart-path.ts";
import { apiFor, pageLanguage } from "../lib/context.ts";
import { readForm } from "../lib/forms.server.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { island } from "../lib/island.tsx";
import { titled } from "../lib/meta.ts";
import type { Route } from "./+types/product";

// The page's content, an island of its own (components/islands.ts lists the ones several pages share).
const ProductDetails = island(() =>
  import("../components/ProductDetails.tsx").then((m) => m.ProductDetails),
);

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const api = apiFor({ url, context });
  const product = await api.product(params.productSlug);
  if (!product) throw data(null, { status: 404 });
  const canonical = productPath(product, language);
  // A known product under another category or in the other language's slug moves to its own address.
  if (url.pathname !== canonical) throw redirect(canonical, 301);
  // A customer's page says whether the product is on their wishlist (a visitor has none).
  const wishlisted = context.session ? await api.onWishlist(product.id) : null;
  return {
    product,
    onWishlist: wishlisted?.ok === true && wishlisted.data.on_wishlist,
    // Made here, on the server: the tag-stripping stays out of the page's script.
    metaDescription: metaDescription(
      plainText(language === "hr" ? product.description_hr : product.description_en),
    ),
    alternates: { hr: productPath(product, "hr"), en: productPath(product, "en") },
    structuredData: structuredData(product, language, context.siteUrl),
  };
}

/**
 * An inquiry goes to the contact page's inquiry form for this product (routes/contact.tsx). Adding
 * to the cart, the wishlist and the comparison post to their own screens (routes/cart.tsx,
 * wishlist.tsx, compare.tsx).
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const language = pageLanguage(url);
  const product = await apiFor({ url, context }).product(params.productSlug);
  if (!product) throw data(null, { status: 404 });
  const form = await readForm(request);
  switch (form.get("intent")) {
    case "inquiry":
      return redirect(
        `${localizedPath(language, "/contact")}?product=${encodeURIComponent(language === "en" ? product.slug_en : product.slug_hr)}`,
        303,
      );
    default:
      throw data(null, { status: 400 });
  }
}

/** Adding to the cart changes nothing on the page itself (the header follows the cart): the product is not asked for again. */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isCartPath(formAction)) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const en = location.pathname.startsWith("/en");
  const p = loaderData.product;
  return titled(location.pathname, en ? p.name_en : p.name_hr, loaderData.metaDescription);
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProductDetails
      product={loaderData.product}
      structuredData={loaderData.structuredData}
      onWishlist={loaderData.onWishlist}
    />
  );
}

const schemaAvailability: Record<Availability, string> = {
  in_stock: "https://schema.org/InStock",
  low_stock: "https://schema.org/LimitedAvailability",
  out_of_stock: "https://schema.org/OutOfStock",
};

/** `Product` and `BreadcrumbList` as JSON-LD, built on the server; `<` is escaped so no text can close the script. */
function structuredData(product: ProductDetail, language: Language, siteUrl: string): string[] {
  const absolute = (path: string) => (/^https?:/.test(path) ? path : siteUrl + path);
  const t = messagesFor(language);
  const name = language === "hr" ? product.name_hr : product.name_en;
  const url = absolute(productPath(product, language));
  const productLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    sku: product.item_code,
    ...(product.ean === null ? {} : { gtin13: product.ean }),
    ...(product.mpn === null ? {} : { mpn: product.mpn }),
    image: product.pictures.map((p) => absolute(p.url)),
    description: plainText(language === "hr" ? product.description_hr : product.description_en),
    brand: { "@type": "Brand", name: product.brand.name },
    offers: {
      "@type": "Offer",
      url,
      // The public offer (a visitor's price, with VAT): what a search engine reads, never a customer's own price.
      price: ((product.sale_price_cents ?? product.price_cents) / 100).toFixed(2),
      priceCurrency: "EUR",
      availability: schemaAvailability[product.availability],
    },
  };
  const trail = [
    { name: t.pages.home.title, url: absolute(localizedPath(language, "/")) },
    ...product.breadcrumb.map((c) => ({
      name: language === "hr" ? c.name_hr : c.name_en,
      url: absolute(localizedPath(language, `/${language === "hr" ? c.slug_hr : c.slug_en}`)),
    })),
    { name, url },
  ];
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
  return [productLd, breadcrumbLd].map((ld) => JSON.stringify(ld).replace(/</g, "\\u003c"));
}

/** At most 160 characters, as search engines show a description. */
function metaDescription(description: string): string {
  return description.length > 160 ? `${description.slice(0, 157)}…` : description;
}

/** A description as one line of text: the rich text's tags dropped, its entities read. */
function plainText(description: string): string {
  return description
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
