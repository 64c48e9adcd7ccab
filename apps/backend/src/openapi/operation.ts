import { apiErrorSchema } from "@dukan/contract";
import { z } from "zod";

/** Pieces of the OpenAPI document: operations and their answers, from the contract's zod schemas. */
export interface Parameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  description: string;
  schema: Record<string, unknown>;
}

export interface Operation {
  summary: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: unknown }> };
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

export const json = (schema: z.ZodType) => ({
  "application/json": { schema: z.toJSONSchema(schema, { unrepresentable: "any", io: "output" }) },
});
export const ok = (schema: z.ZodType, description = "OK") => ({ description, content: json(schema) });
export const problem = (description: string) => ({ description, content: json(apiErrorSchema) });
