import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import type { OpenApiDocument } from "./document.ts";

/** Where the storefront's typed client finds the API's paths (`createClient<paths>`, openapi-fetch). */
export const CLIENT_TYPES_FILE = new URL(
  "../../../../packages/contract/src/openapi.d.ts",
  import.meta.url,
);

/**
 * The `paths` types openapi-typescript generates from this API's OpenAPI document, formatted as
 * the repository formats TypeScript: the file the storefront's client is typed by. A test fails
 * when the committed file differs (`npm run openapi:types` writes it again).
 */
export async function clientTypes(document: OpenApiDocument): Promise<string> {
  const nodes = await openapiTS(structuredClone(document) as OpenAPI3, { silent: true });
  const options = await resolveConfig(CLIENT_TYPES_FILE);
  return format(COMMENT_HEADER + astToString(nodes), { ...options, parser: "typescript" });
}
