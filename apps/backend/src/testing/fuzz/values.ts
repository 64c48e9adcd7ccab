import fc from "fast-check";
import { hostileNumbers, hostileStrings } from "./hostile.ts";
import { alternativesOf, type JsonSchema, resolve, typesOf } from "./schema.ts";

/**
 * fast-check arbitraries from a JSON Schema: a value the schema allows (`validValue`), and for
 * each property a wrong-typed, boundary or hostile one (`hostileValue`). `hints` offer real
 * values by field name (a seeded product's slug, a demo customer's e-mail) so that valid
 * requests reach past "not found".
 */
export interface ValueContext {
  document: unknown;
  hints: Record<string, readonly unknown[]>;
}

const plain = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-".split(""));

function patternValue(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 20, min + 40));
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern !== undefined) {
    const matching = patternValue(schema.pattern);
    if (matching) return matching.filter(fits);
  }
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  return fc.string({ unit: plain, minLength: min, maxLength: max });
}

function numberBounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 1_000);
  return { min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) };
}

function validOfType(
  type: string,
  schema: JsonSchema,
  context: ValueContext,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return validString(schema);
    case "integer":
    case "number":
      return fc.integer(numberBounds(schema));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = schema.items
        ? validValue(schema.items, context, depth + 1)
        : fc.string({ unit: plain, maxLength: 5 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case "object":
      return validObject(schema, context, depth);
    default:
      return fc.constant(null);
  }
}

/** A value `schema` allows, or one of the hints for the field `name`. */
export function validValue(
  raw: JsonSchema,
  context: ValueContext,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, context.document);
  const hinted = name ? context.hints[name] : undefined;
  const own = ((): fc.Arbitrary<unknown> => {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const alternatives = alternativesOf(schema);
    if (alternatives.length > 1 || alternatives[0] !== schema) {
      return fc.oneof(
        ...alternatives.map((alternative) => validValue(alternative, context, depth + 1)),
      );
    }
    const types = typesOf(schema).filter((t) => t !== "null");
    if (depth > 4) return fc.constant(types.includes("object") ? {} : null);
    return types.length
      ? fc.oneof(...types.map((t) => validOfType(t, schema, context, depth)))
      : fc.string({ unit: plain, maxLength: 8 });
  })();
  return hinted?.length ? fc.oneof(own, fc.constantFrom(...hinted)) : own;
}

/** An object with every required property and some of the others, each valid. */
export function validObject(
  schema: JsonSchema,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties))
    model[key] = validValue(property, context, depth + 1, key);
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => key in properties),
  });
}

const anyString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);
const anyNumber = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Values of every JSON type but the ones the schema allows. */
function wrongTyped(types: string[]): fc.Arbitrary<unknown> {
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!types.includes("string"))
    choices.push(anyString, fc.constantFrom("1", "0", "true", "NaN", "1.5", "-1", "1e3"));
  if (!types.includes("number") && !types.includes("integer")) choices.push(anyNumber);
  if (!types.includes("boolean")) choices.push(fc.boolean());
  if (!types.includes("null")) choices.push(fc.constant(null));
  if (!types.includes("array")) choices.push(fc.constantFrom([], [1], ["a"], [null], [[]]));
  if (!types.includes("object")) choices.push(fc.constantFrom({}, { a: 1 }, { $gt: "" }));
  return choices.length ? fc.oneof(...choices) : fc.constant(undefined);
}

/** Numbers at and around the schema's bounds, fractions and huge ones. */
function boundaryNumbers(schema: JsonSchema): fc.Arbitrary<unknown> {
  const around = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((n): n is number => n !== undefined)
    .flatMap((n) => [n - 1, n, n + 1, n - 0.5, n + 0.5]);
  return fc.oneof(
    fc.constantFrom(...hostileNumbers, ...around),
    anyNumber,
    fc.constantFrom("1", "1.0", " 1", "1 ", "+1", "NaN"),
  );
}

/** Strings at and beyond the schema's lengths, hostile ones, and near-misses of its pattern or enum. */
function boundaryStrings(schema: JsonSchema): fc.Arbitrary<unknown> {
  const lengths = [schema.minLength, schema.maxLength]
    .filter((n): n is number => n !== undefined)
    .flatMap((n) => [Math.max(0, n - 1), n, n + 1]);
  const sized = lengths.flatMap((n) => ["a".repeat(n), "ž".repeat(n), "😀".repeat(n)]);
  const nearEnum = (schema.enum ?? [])
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\u0000`]);
  return fc.oneof(anyString, fc.constantFrom("", ...sized, ...nearEnum));
}

/** A wrong-typed, boundary or hostile value for a field of `schema`. */
export function hostileValue(
  raw: JsonSchema,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, context.document);
  const types = alternativesOf(schema).flatMap((alternative) =>
    typesOf(resolve(alternative, context.document)),
  );
  const choices: fc.Arbitrary<unknown>[] = [wrongTyped(types), anyString, anyNumber];
  if (types.includes("string") || types.length === 0) choices.push(boundaryStrings(schema));
  if (types.includes("integer") || types.includes("number")) choices.push(boundaryNumbers(schema));
  if (types.includes("array")) {
    const item = schema.items ? hostileValue(schema.items, context, depth + 1) : anyString;
    choices.push(
      fc.array(item, { maxLength: 5 }),
      fc.constant(Array.from({ length: 10_000 }, (_, i) => i)),
    );
  }
  if (types.includes("object") && depth < 3)
    choices.push(hostileObject(schema, context, depth + 1));
  return fc.oneof(...choices);
}

/** Every property of the object hostile, plus fields the schema does not know. */
export function hostileObject(
  schema: JsonSchema,
  context: ValueContext,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    model[key] = hostileValue(property, context, depth + 1);
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), extraFields)
    .map(([own, extra]) => ({ ...extra, ...own }));
}

/** Fields a client should not be able to set, and random ones. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.constant({}),
  fc.constantFrom<Record<string, unknown>>(
    { id: 1 },
    { user_id: 1, scope: ["admin"] },
    { admin: true, role: "admin" },
    { price_cents: 1, unit_price_cents: 0, rebate: 100 },
    { email_confirmed_at: "2020-01-01" },
  ),
  fc.dictionary(
    fc.string({ unit: "grapheme", maxLength: 12 }),
    fc.oneof(anyString, anyNumber, fc.constant(null)),
    { maxKeys: 4 },
  ),
);
