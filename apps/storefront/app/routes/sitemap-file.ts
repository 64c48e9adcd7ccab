import type { CategoryNode } from "@dukan/contract";
import { data } from "react-router";
import { createApiClient } from "../lib/api.server.ts";
import { brandPath } from "../lib/lists-paths.ts";
import { staticScreens } from "../route-table.ts";
import type { Route } from "./+types/sitemap-file";

interface Entry {
  hr: string;
  en: string;
  lastmod?: string;
}

/** One sitemap file: every address in both languages, each naming its twin with hreflang. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = params.file;
  let entries: Entry[];
  const api = createApiClient(context.backendFetch, "hr");
  if (file === "static.xml") {
    entries = staticScreens
      .filter(
        (s) =>
          s.access === "public" &&
          !["fail", "success", "page-template", "search-results"].includes(s.name),
      )
      .map((s) => ({ hr: s.hr, en: s.en === "/" ? "/en" : `/en${s.en}` }));
  } else if (file === "categories.xml") {
    const flat: CategoryNode[] = [];
    const walk = (nodes: CategoryNode[]) => nodes.forEach((n) => (flat.push(n), walk(n.children)));
    walk(await api.categoryTree());
    entries = flat.map((c) => ({ hr: `/${c.slug_hr}`, en: `/en/${c.slug_en}` }));
  } else if (file === "brands.xml") {
    entries = (await api.brands())
      .filter((brand) => brand.product_count > 0)
      .map((brand) => ({ hr: brandPath("hr", brand.slug), en: brandPath("en", brand.slug) }));
  } else {
    const page = /^products-(\d{1,5})\.xml$/.exec(file ?? "")?.[1];
    if (!page) throw data(null, { status: 404 });
    const products = (await api.sitemapProducts(Number(page))).data;
    if (products.length === 0) throw data(null, { status: 404 });
    entries = products.map((p) => ({
      hr: `/${p.category_slug_hr}/${p.slug_hr}`,
      en: `/en/${p.category_slug_en}/${p.slug_en}`,
      lastmod: p.updated_at.slice(0, 10),
    }));
  }
  return new Response(render(entries, context.siteUrl), {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}

function render(entries: Entry[], siteUrl: string): string {
  const url = (loc: string, entry: Entry) =>
    `<url><loc>${escapeXml(siteUrl + loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}` +
    `<xhtml:link rel="alternate" hreflang="hr" href="${escapeXml(siteUrl + entry.hr)}"/>` +
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(siteUrl + entry.en)}"/></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((e) => [url(e.hr, e), url(e.en, e)]),
    "</urlset>",
    "",
  ].join("\n");
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
