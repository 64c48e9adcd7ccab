import { createApiClient } from "../lib/api.server.ts";
import type { Route } from "./+types/sitemap-index";

/** `/sitemap.xml`: an index of paged sitemaps (static pages, categories, brands, products 5,000 at a time). */
export async function loader({ context }: Route.LoaderArgs) {
  // A page past the last (the highest the API takes) answers no products but still the page
  // count: the index needs only that, not the first 5,000 products.
  const { meta } = await createApiClient(context.backendFetch, "hr").sitemapProducts(10000);
  const files = [
    "static",
    "categories",
    "brands",
    ...Array.from({ length: meta.last_page }, (_, i) => `products-${i + 1}`),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${context.siteUrl}/sitemap/${f}.xml</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
