import type { Route } from "./+types/robots";

/**
 * Crawlers may read every page and product picture, not the API or the shopping steps. The cart is
 * not listed: a crawler is sent from it to the login page, and Lighthouse's SEO audit fails a page
 * robots.txt blocks.
 */
export function loader({ context }: Route.LoaderArgs) {
  const privatePaths = [
    "/checkout",
    "/data-verification",
    "/delivery-verification",
    "/profile",
    "/orders",
    "/wishlist",
    "/my-rebate",
    "/my-invoices",
  ];
  const body = [
    "User-agent: *",
    "Allow: /api/media/",
    "Disallow: /api/",
    ...privatePaths.flatMap((p) => [`Disallow: ${p}`, `Disallow: /en${p}`]),
    "",
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
