import {
  brandListResponseSchema,
  categoryDetailResponseSchema,
  categoryTreeResponseSchema,
  healthResponseSchema,
  perPageOptions,
  productDetailResponseSchema,
  productListResponseSchema,
  productSorts,
  sitemapProductsResponseSchema,
  suggestionsResponseSchema,
} from "@dukan/contract";
import { accountPaths } from "./account-paths.ts";
import { type Operation, ok, type Parameter, problem } from "./operation.ts";

const language: Parameter = {
  name: "lang",
  in: "query",
  description: "Language of messages (hr or en); otherwise Accept-Language, then Croatian.",
  schema: { type: "string", enum: ["hr", "en"] },
};
const slug: Parameter = { name: "slug", in: "path", required: true, description: "Slug in either language.", schema: { type: "string" } };
const query = (name: string, description: string, schema: Record<string, unknown> = { type: "string" }): Parameter => ({
  name,
  in: "query",
  description,
  schema,
});

const paths: Record<string, Record<string, Operation>> = {
  "/api/health": { get: { summary: "Liveness and which database answers.", responses: { 200: ok(healthResponseSchema) } } },
  "/api/categories": {
    get: { summary: "Category tree; counts include subcategories.", responses: { 200: ok(categoryTreeResponseSchema) } },
  },
  "/api/categories/{slug}": {
    get: {
      summary: "One category with its breadcrumb and subcategories.",
      parameters: [slug, language],
      responses: { 200: ok(categoryDetailResponseSchema), 404: problem("No such category") },
    },
  },
  "/api/brands": { get: { summary: "Brands with their number of active products.", responses: { 200: ok(brandListResponseSchema) } } },
  "/api/products": {
    get: {
      summary: "Products, filtered, sorted and paged. With `q` and no `sort`, best matches first.",
      parameters: [
        query(
          "q",
          "Search text (name in either language, brand, item code); typos and missing diacritics forgiven. At most 200 characters.",
        ),
        query("category", "Category slug; includes its subcategories."),
        query("brand", "Brand slugs, comma-separated."),
        query("min_price", "Lowest price in euros, e.g. 12.50.", { type: "string", pattern: "^\\d+([.,]\\d{1,2})?$" }),
        query("max_price", "Highest price in euros.", { type: "string", pattern: "^\\d+([.,]\\d{1,2})?$" }),
        query("new", "Only new items.", { type: "string", enum: ["1", "0"] }),
        query("sale", "Only discounted items.", { type: "string", enum: ["1", "0"] }),
        query("in_stock", "Only items in stock.", { type: "string", enum: ["1", "0"] }),
        query("sort", "Order.", { type: "string", enum: [...productSorts] }),
        query("page", "Page from 1; past the last page answers the last page.", { type: "integer", minimum: 1 }),
        query("per_page", "Page size; other values fall back to 24.", { type: "integer", enum: [...perPageOptions] }),
        language,
      ],
      responses: { 200: ok(productListResponseSchema), 400: problem("A filter could not be read; `fields` names it") },
    },
  },
  "/api/products/{slug}": {
    get: {
      summary: "One product by its slug in either language.",
      parameters: [slug, language],
      responses: { 200: ok(productDetailResponseSchema), 404: problem("No such product") },
    },
  },
  "/api/search/suggest": {
    get: {
      summary: "Suggestions for the search box: products, categories, brands.",
      parameters: [query("q", "What has been typed so far.")],
      responses: { 200: ok(suggestionsResponseSchema) },
    },
  },
  "/api/sitemap/products": {
    get: {
      summary: "Every active product's address parts, 5,000 a page, for sitemaps.",
      parameters: [query("page", "Page from 1.", { type: "integer", minimum: 1 })],
      responses: { 200: ok(sitemapProductsResponseSchema) },
    },
  },
  "/api/media/demo/{itemCode}/{view}.svg": {
    get: {
      summary: "A generated demo product picture (SVG); `w` sets its drawn width.",
      parameters: [
        { name: "itemCode", in: "path", required: true, description: "Item code.", schema: { type: "string" } },
        { name: "view", in: "path", required: true, description: "Picture number 0–3.", schema: { type: "integer" } },
        query("w", "Width: 160, 320, 480, 640 or 800.", { type: "integer" }),
      ],
      responses: { 200: { description: "SVG picture" }, 404: problem("No such picture") },
    },
  },
  "/api/media/brochures/{itemCode}.pdf": {
    get: {
      summary: "A product's brochure (PDF).",
      parameters: [{ name: "itemCode", in: "path", required: true, description: "Item code.", schema: { type: "string" } }, language],
      responses: { 200: { description: "PDF" }, 404: problem("No brochure") },
    },
  },
};

/** The OpenAPI 3.1 description of the API, built from the same zod schemas both sides use. */
export function openApiDocument(serverUrl = "/") {
  return {
    openapi: "3.1.0",
    info: {
      title: "Dućan API",
      version: "1",
      description:
        'Answers are `{"data": …}` (lists add `"meta"`); errors are `{"error": {"code", "message", "fields"?}}` with a 4xx status and a message in the request\'s language. Field names are snake_case; money is integer euro cents.',
    },
    servers: [{ url: serverUrl }],
    paths: { ...paths, ...accountPaths },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT (15 minutes; renew with POST /api/refresh)" } },
    },
  };
}
