/**
 * The part of JSON Schema (as OpenAPI 3.1 writes it) the fuzzer walks, and the walking itself:
 * `$ref`s followed, `allOf` merged, the types a schema allows named.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A schema read from the document; anything that is not an object allows anything (`{}`). */
export const asSchema = (value: unknown): JsonSchema =>
  isRecord(value) ? (value as JsonSchema) : {};

/** The value a JSON pointer (`#/components/schemas/Cart`) names inside `document`. */
function pointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let at: unknown = document;
  for (const raw of ref.slice(1).split("/").filter(Boolean)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    at = isRecord(at) ? at[key] : undefined;
  }
  return at;
}

/** The schema with its `$ref` followed (a few levels; a cycle ends as `{}`) and `allOf` merged into one object schema. */
export function resolve(schema: JsonSchema, document: unknown, depth = 0): JsonSchema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    return resolve({ ...asSchema(pointer(document, $ref)), ...rest }, document, depth + 1);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    const parts = allOf.map((part) => resolve(part, document, depth + 1));
    return parts.reduce<JsonSchema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
  }
  return schema;
}

/** The JSON types a (resolved) schema allows; none named means any. */
export function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (schema.enum?.length) return [...new Set(schema.enum.map(jsonType))];
  if (schema.properties) return ["object"];
  if (schema.items) return ["array"];
  if (
    schema.pattern !== undefined ||
    schema.minLength !== undefined ||
    schema.maxLength !== undefined
  )
    return ["string"];
  if (schema.minimum !== undefined || schema.maximum !== undefined) return ["number"];
  return [];
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** The alternatives of an `anyOf`/`oneOf` schema, else the schema itself. */
export const alternativesOf = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf ?? schema.oneOf ?? [schema];
