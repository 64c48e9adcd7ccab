import { renderProductPicture } from "@dukan/tools/catalogue/picture";
import { languageQuery } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { productForBrochure, productForDemoPicture } from "../catalogue/lookups.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { requestLanguage } from "../http/language.ts";
import { refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { renderBrochurePdf } from "./brochure.ts";
import { addFileRoutes } from "./file-routes.ts";
import type { MediaStorage } from "./storage.ts";
import { keyOfFileUrl } from "./stored-files.ts";

const PICTURE_WIDTHS = [160, 320, 480, 640, 800] as const;

/**
 * Uploaded files (file-routes.ts); pictures of the generated demo catalogue, drawn as SVG on request (no files,
 * no downloads; `?w=` sets the drawn size for `srcset`), and one-page PDF brochures.
 */
export function mediaRoutes(db: Db, storage: MediaStorage) {
  const routes = apiRoutes();
  addFileRoutes(routes, storage);
  const brochure = createRoute({
    method: "get",
    path: "/media/brochures/{file}",
    tags: ["Media"],
    summary: "A product's one-page brochure (PDF), in the request's language.",
    request: {
      params: z.object({
        file: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,100}\.pdf$/)
          .describe("Item code and `.pdf`, e.g. `KG-1001.pdf`."),
      }),
      query: z.object(languageQuery),
    },
    responses: {
      200: {
        description: "PDF",
        content: { "application/pdf": { schema: z.string().describe("PDF bytes") } },
      },
      404: refusals.notFound,
    },
  });
  const picture = createRoute({
    method: "get",
    path: "/media/demo/{itemCode}/{view}",
    tags: ["Media"],
    summary: "A generated demo product picture (SVG); `w` sets its drawn width.",
    request: {
      params: z.object({
        itemCode: z.string().max(100).describe("Item code."),
        view: z
          .enum(["0.svg", "1.svg", "2.svg", "3.svg"])
          .describe("Picture number 0–3 and `.svg`."),
      }),
      query: z.object({
        w: z.string().optional().describe("Drawn width: 160, 320, 480, 640 or 800 (others: 800)."),
      }),
    },
    responses: {
      200: {
        description: "SVG picture",
        content: { "image/svg+xml": { schema: z.string().describe("SVG") } },
      },
      404: refusals.notFound,
    },
  });
  routes.openapi(brochure, async (c) => {
    const itemCode = c.req.valid("param").file.replace(/\.pdf$/, "");
    const row = await productForBrochure(db, itemCode);
    if (!row?.product.brochureUrl) throw new Refusal("not_found");
    // A brochure uploaded since: the generated one's address (in old links, feeds read before) leads to it.
    if (keyOfFileUrl(row.product.brochureUrl)) return c.redirect(row.product.brochureUrl, 302);
    const english = requestLanguage(c) === "en";
    const p = row.product;
    const pdf = await renderBrochurePdf({
      title: english ? p.nameEn : p.nameHr,
      itemCode: p.itemCode,
      brand: row.brand,
      description: english ? p.descriptionEn : p.descriptionHr,
      specifications: p.specifications.map((s) => [
        english ? s.name_en : s.name_hr,
        english ? s.value_en : s.value_hr,
      ]),
      footer: english
        ? "Dućan: electronics distributor and manufacturer"
        : "Dućan: distributer i proizvođač elektronike",
    });
    return c.body(new Uint8Array(pdf), 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${p.itemCode}.pdf"`,
      "cache-control": "public, max-age=86400",
    });
  });
  routes.openapi(picture, async (c) => {
    const params = c.req.valid("param");
    const view = Number(params.view.slice(0, 1));
    const row = await productForDemoPicture(db, params.itemCode);
    if (!row?.kind) throw new Refusal("not_found");
    const drawn = renderProductPicture({
      kind: row.kind,
      title: row.name,
      brand: row.brand,
      seed: seedOf(row.itemCode),
      view,
    });
    const width = PICTURE_WIDTHS.find((w) => String(w) === c.req.valid("query").w);
    const svg = width
      ? drawn.replace(/width="800" height="800"/, `width="${width}" height="${width}"`)
      : drawn;
    return c.body(svg, 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
    });
  });
  return routes;
}

/** A stable number from an item code, so a product's pictures never change between requests. */
function seedOf(itemCode: string): number {
  let hash = 2166136261;
  for (let i = 0; i < itemCode.length; i++)
    hash = Math.imul(hash ^ itemCode.charCodeAt(i), 16777619);
  return hash >>> 0;
}
