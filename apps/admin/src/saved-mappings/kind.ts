import type { SavedMapping } from "@dukan/contract";

/** How a file is split into columns: `auto` lets the server count the header's separators. */
export type Delimiter = "auto" | ";" | "," | "\t" | "|";

/** What every saved column mapping holds, whatever its section's columns are. */
export interface ColumnMapping {
  columns: Record<string, string | number | undefined>;
  delimiter: string;
  decimal: string;
  encoding: string;
  skipLines: number;
}

export type SavedColumnMapping = SavedMapping<ColumnMapping>;

/** One section's saved mappings: where the API keeps them, their columns and their texts. */
export interface MappingKind {
  /** The API's collection, `/bank-statements/mappings`; one mapping is `…/{id}`. */
  path: string;
  /** The section's texts (`dukan.statements`): `mapping_name` (the source's), `mapping_fields.<column>`,
   * `mappings_title`, `mappings_help`, `mapping_columns_help`, `mapping_delete_content`. */
  texts: string;
  columns: readonly string[];
  required: readonly string[];
  /** The delimiters the API takes for this kind of file; the first is a new mapping's. */
  delimiters: readonly Delimiter[];
}

/** The react-query key of a kind's saved mappings. */
export const mappingsKey = (kind: MappingKind) => ["saved-mappings", kind.path];
