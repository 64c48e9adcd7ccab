// The column mappings saved per source, the ERP or a supplier (`saved-mappings/`), audited as
// `price_import_source`.

import type { PriceImportMapping } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import { type SavedMappings, savedMappings } from "../saved-mappings/service.ts";
import { priceImportSources } from "./schema.ts";

export function importSources(db: Db) {
  return savedMappings(db, priceImportSources, "price_import_source");
}

export type ImportSources = SavedMappings<PriceImportMapping>;
