import { renderProductPicture } from "@dukan/tools/catalogue/picture";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import { brands, products } from "../db/schema.ts";
import { ApiProblem } from "../http/errors.ts";
import { requestLanguage } from "../http/language.ts";
import { renderBrochurePdf } from "./brochure.ts";

const PICTURE_WIDTHS = [160, 320, 480, 640, 800] as const;

/**
 * Pictures of the generated demo catalogue, drawn as SVG on request (no files,
 * no downloads; `?w=` sets the drawn size for `srcset`), and one-page PDF brochures.
 */
export function mediaRoutes(db: Db) {
  return new Hono()
    .get("/media/brochures/:file{[A-Za-z0-9_-]+\\.pdf}", async (c) => {
      const itemCode = c.req.param("file").replace(/\.pdf$/, "");
      const [row] = await db
        .select({ product: products, brand: brands.name })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.itemCode, itemCode))
        .limit(1);
      if (!row?.product.brochureUrl) throw new ApiProblem(404, "not_found");
      const english = requestLanguage(c) === "en";
      const p = row.product;
      const pdf = renderBrochurePdf({
        title: english ? p.nameEn : p.nameHr,
        itemCode: p.itemCode,
        brand: row.brand,
        description: english ? p.descriptionEn : p.descriptionHr,
        specifications: p.specifications.map((s) => [english ? s.name_en : s.name_hr, english ? s.value_en : s.value_hr]),
        footer: english ? "Dućan: electronics distributor and manufacturer" : "Dućan: distributer i proizvođač elektronike",
      });
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${p.itemCode}.pdf"`,
        "cache-control": "public, max-age=86400",
      });
    })
    .get("/media/demo/:itemCode/:view{[0-3]\\.svg}", async (c) => {
      const view = Number(c.req.param("view").slice(0, 1));
      const [row] = await db
        .select({ kind: products.kind, name: products.nameEn, brand: brands.name, itemCode: products.itemCode })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.itemCode, c.req.param("itemCode")))
        .limit(1);
      if (!row?.kind) throw new ApiProblem(404, "not_found");
      const drawn = renderProductPicture({ kind: row.kind, title: row.name, brand: row.brand, seed: seedOf(row.itemCode), view });
      const width = PICTURE_WIDTHS.find((w) => String(w) === c.req.query("w"));
      const svg = width ? drawn.replace(/width="800" height="800"/, `width="${width}" height="${width}"`) : drawn;
      return c.body(svg, 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
      });
    });
}

export function brochureUrl(itemCode: string): string {
  return `/api/media/brochures/${encodeURIComponent(itemCode)}.pdf`;
}

export function demoPictureUrl(itemCode: string, view: number): string {
  return `/api/media/demo/${encodeURIComponent(itemCode)}/${view}.svg`;
}

/** A stable number from an item code, so a product's pictures never change between requests. */
function seedOf(itemCode: string): number {
  let hash = 2166136261;
  for (let i = 0; i < itemCode.length; i++) hash = Math.imul(hash ^ itemCode.charCodeAt(i), 16777619);
  return hash >>> 0;
}
