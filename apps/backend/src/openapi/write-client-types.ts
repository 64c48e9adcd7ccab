// `npm run openapi:types`: writes packages/contract/src/openapi.d.ts from the API's OpenAPI document.
import { writeFile } from "node:fs/promises";
import { openTestDatabase } from "../testing/database.ts";
import { wholeApi } from "../testing/whole-api.ts";
import { CLIENT_TYPES_FILE, clientTypes } from "./client-types.ts";
import type { OpenApiDocument } from "./document.ts";

const database = await openTestDatabase();
try {
  const api = wholeApi(database);
  const document = (await (await api.request("/api/openapi.json")).json()) as OpenApiDocument;
  await writeFile(CLIENT_TYPES_FILE, await clientTypes(document));
  process.stdout.write(`wrote ${CLIENT_TYPES_FILE.pathname}\n`);
} finally {
  await database.close();
}
