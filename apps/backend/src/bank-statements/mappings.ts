// The CSV column mappings saved per bank account (`saved-mappings/`), audited as
// `bank_statement_mapping`.

import type { CsvMapping } from "@dukan/contract";
import type { Db } from "../db/client.ts";
import { type SavedMappings, savedMappings } from "../saved-mappings/service.ts";
import { bankStatementMappings } from "./schema.ts";

export function statementMappings(db: Db) {
  return savedMappings(db, bankStatementMappings, "bank_statement_mapping");
}

export type StatementMappings = SavedMappings<CsvMapping>;
