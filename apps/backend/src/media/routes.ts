import { renderProductPicture } from "@dukan/tools/catalogue/picture";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client.ts";
import { brands, products } from "../db/schema.ts";
import { ApiProblem } from "../http/errors.ts";

/** Pictures of the generated demo catalogue, drawn as SVG on request (no files, no downloads). */
export function mediaRoutes(db: Db) {
  return new Hono().get("/media/demo/:itemCode/:view{[0-3]\\.svg}", async (c) => {
    const view = Number(c.req.param("view").slice(0, 1));
    const [row] = await db
      .select({ kind: products.kind, name: products.nameEn, brand: brands.name, itemCode: products.itemCode })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.itemCode, c.req.param("itemCode")))
      .limit(1);
    if (!row?.kind) throw new ApiProblem(404, "not_found");
    const svg = renderProductPicture({ kind: row.kind, title: row.name, brand: row.brand, seed: seedOf(row.itemCode), view });
    return c.body(svg, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
    });
  });
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
