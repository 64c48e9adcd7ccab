import { asSchema, isRecord, type JsonSchema, resolve } from "./schema.ts";

/** One operation to fuzz: from the OpenAPI document, or (when the document misses it) from the app's routes. */
export interface FuzzOperation {
  method: string;
  /** Path template, parameters as `{name}`. */
  path: string;
  label: string;
  source: "document" | "routes";
  parameters: FuzzParameter[];
  body?: { schema: JsonSchema; contentTypes: string[] };
  /** Whether a token is required; unknown for operations the document does not describe. */
  secured: boolean | undefined;
}

export interface FuzzParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
}

const methods = ["get", "put", "post", "delete", "patch", "options", "head"] as const;

function parametersOf(list: unknown, document: unknown): FuzzParameter[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw): FuzzParameter[] => {
    const parameter = resolve(asSchema(raw), document) as Record<string, unknown>;
    const where = parameter.in;
    if (typeof parameter.name !== "string" || (where !== "path" && where !== "query")) return [];
    return [
      {
        name: parameter.name,
        in: where,
        required: parameter.required === true || where === "path",
        schema: asSchema(parameter.schema),
      },
    ];
  });
}

function securedBy(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((entry) => isRecord(entry) && Object.keys(entry).length > 0)
  );
}

/** Every operation the OpenAPI document lists. */
export function documentOperations(document: unknown): FuzzOperation[] {
  if (!isRecord(document) || !isRecord(document.paths))
    throw new Error("The OpenAPI document has no paths");
  const operations: FuzzOperation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    if (!isRecord(rawItem)) continue;
    const shared = parametersOf(rawItem.parameters, document);
    for (const method of methods) {
      const operation = rawItem[method];
      if (!isRecord(operation)) continue;
      const own = parametersOf(operation.parameters, document);
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const requestBody = isRecord(operation.requestBody)
        ? resolve(asSchema(operation.requestBody), document)
        : undefined;
      const content =
        requestBody && isRecord((requestBody as Record<string, unknown>).content)
          ? (requestBody as Record<string, Record<string, unknown>>).content
          : undefined;
      const body = content
        ? {
            contentTypes: Object.keys(content).map((type) => type.toLowerCase()),
            schema: asSchema(
              (
                Object.values(content).find((entry) => isRecord(entry) && entry.schema) as
                  Record<string, unknown> | undefined
              )?.schema,
            ),
          }
        : undefined;
      const security = operation.security ?? document.security;
      operations.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        source: "document",
        parameters,
        ...(body ? { body } : {}),
        secured: securedBy(security),
      });
    }
  }
  return operations;
}

/** A path's shape for matching: a segment holding a parameter (`{id}`, `:id`, `:view{[0-3]\.svg}`, `{view}.svg`) is `:`. */
const shapeOf = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.includes("{") || segment.startsWith(":") ? ":" : segment))
    .join("/");

/** `:name` or `:name{regex}` → `{name}` with the regex as the parameter's pattern. */
function fromRoutePath(path: string): { path: string; parameters: FuzzParameter[] } {
  const parameters: FuzzParameter[] = [];
  const template = path
    .split("/")
    .map((segment) => {
      const match = /^:([A-Za-z0-9_]+)(?:\{(.+)\})?(\?)?$/.exec(segment);
      if (!match) return segment;
      const [, name = "p", pattern, optional] = match;
      parameters.push({
        name,
        in: "path",
        required: !optional,
        schema: { type: "string", ...(pattern ? { pattern: `^(?:${pattern})$` } : {}) },
      });
      return `{${name}}`;
    })
    .join("/");
  return { path: template, parameters };
}

/**
 * Routes the app serves that the document does not list (today the cart, the wishlist, the
 * rebates, the document itself), as operations with what can be read from the route alone:
 * path parameters, and a JSON object body for methods that carry one.
 */
export function undocumentedOperations(
  routes: readonly { method: string; path: string }[],
  documented: readonly FuzzOperation[],
): FuzzOperation[] {
  const known = new Set(documented.map((o) => `${o.method} ${shapeOf(o.path)}`));
  const seen = new Set<string>();
  const operations: FuzzOperation[] = [];
  for (const route of routes) {
    const method = route.method.toUpperCase();
    if (method === "ALL" || route.path.includes("*")) continue;
    const key = `${method} ${shapeOf(route.path)}`;
    if (known.has(key) || seen.has(key)) continue;
    seen.add(key);
    const { path, parameters } = fromRoutePath(route.path);
    const carriesBody = method === "POST" || method === "PUT" || method === "PATCH";
    operations.push({
      method,
      path,
      label: `${method} ${path}`,
      source: "routes",
      parameters,
      ...(carriesBody
        ? { body: { schema: { type: "object" }, contentTypes: ["application/json"] } }
        : {}),
      secured: undefined,
    });
  }
  return operations;
}
