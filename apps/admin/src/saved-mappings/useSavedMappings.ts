import { useQuery } from "@tanstack/react-query";
import { api } from "../providers.ts";
import { type MappingKind, mappingsKey, type SavedColumnMapping } from "./kind.ts";

/** A kind's saved mappings by name (a shop has a handful; the API's first page holds 100). */
export function useSavedMappings(kind: MappingKind): SavedColumnMapping[] {
  const mappings = useQuery({
    queryKey: mappingsKey(kind),
    queryFn: () => api<{ data: SavedColumnMapping[] }>(kind.path),
  });
  return mappings.data?.data ?? [];
}
