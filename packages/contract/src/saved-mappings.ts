import { z } from "zod";
import { pathIdSchema, requiredText } from "./fields.ts";

/** A column mapping saved under the name of its source (a bank's account, the ERP, a supplier). */
export interface SavedMapping<Mapping> {
  id: number;
  /** The source the mapping reads, as the staff name it ("Zagrebačka banka, tekući račun"). */
  name: string;
  mapping: Mapping;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A `PATCH` of a saved mapping: the changed fields and the version read. */
export interface SavedMappingChange<Mapping> {
  name?: string | undefined;
  mapping?: Mapping | undefined;
  version: number;
}

/**
 * The schemas of saved mappings of one kind (`mapping`: how that kind of file is read): the record,
 * the list, a new one (names are unique, any case), a change, and the path of one (`…/{id}`).
 */
export function savedMappingSchemas<Mapping extends z.ZodType>(mapping: Mapping) {
  const record = z.object({
    id: z.number().int(),
    name: z.string(),
    mapping,
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
  return {
    record,
    list: z.object({ data: z.array(record), total: z.number().int() }),
    create: z.strictObject({ name: requiredText(100), mapping }),
    change: z.strictObject({
      name: requiredText(100).optional(),
      mapping: mapping.optional(),
      version: z.number({ error: "whole_number" }).int("whole_number").min(1, "whole_number"),
    }),
    params: z.object({ id: pathIdSchema }),
  };
}
