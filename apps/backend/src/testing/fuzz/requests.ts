import { bodyLimits } from "@dukan/contract";
import fc from "fast-check";
import {
  brokenJson,
  hostileQueries,
  hostileSegments,
  oddJsonObjects,
  otherBodies,
} from "./hostile.ts";
import type { FuzzOperation, FuzzParameter } from "./operations.ts";
import {
  extraFields,
  hostileObject,
  hostileValue,
  type ValueContext,
  validObject,
  validValue,
} from "./values.ts";

/** Who sends the request: nobody, a demo person, the demo company, or someone with a broken token. */
export type Caller = "none" | "person" | "company" | "invalid";

/** What kind of body a request carries; the kinds with a required answer are named in `expectedAnswer`. */
export type BodyKind =
  | "none"
  | "empty"
  | "json"
  | "odd-json"
  | "invalid_json"
  | "invalid_body"
  | "other-type"
  | "oversized";

export interface FuzzRequest {
  operation: FuzzOperation;
  method: string;
  /** Path and query as sent (already URL-encoded). */
  url: string;
  /** Whether the path and query hold values their parameters allow. */
  validAddress: boolean;
  caller: Caller;
  /** Which broken token, for `invalid`. */
  token?: string;
  language?: string;
  contentType: string | null;
  body: string | null;
  bodyKind: BodyKind;
  /** What was fuzzed, for the report. */
  what: string;
}

/** The limit a body of this operation is refused above: quick buy reads pasted lists, the rest JSON. */
export function bodyLimitOf(operation: FuzzOperation): number {
  const readsText = operation.body?.contentTypes.some((type) => type.startsWith("text/")) ?? false;
  return readsText || /quick-buy/.test(operation.path) ? bodyLimits.quickBuy : bodyLimits.json;
}

const valueText = (value: unknown): string =>
  typeof value === "string" ? value : (JSON.stringify(value) ?? "");

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;

/** `encodeURIComponent`, but a lone surrogate becomes the three bytes it would take (not valid UTF-8) instead of an error. */
export function encodeValue(value: string): string {
  return value
    .split(loneSurrogate)
    .map(encodeURIComponent)
    .reduce((url, part, i) => {
      const unit = value.match(loneSurrogate)?.[i - 1]?.charCodeAt(0) ?? 0;
      return `${url}${hex(0xed)}${hex(0x80 | ((unit >> 6) & 0x3f))}${hex(0x80 | (unit & 0x3f))}${part}`;
    });
}

/** A parameter's value as a URL part: a valid one, or a hostile one (raw segment or encoded value). */
function parameterValue(
  parameter: FuzzParameter,
  context: ValueContext,
  hostility: Hostility,
): fc.Arbitrary<{ text: string; valid: boolean }> {
  const valid = validValue(parameter.schema, context, 0, parameter.name).map((v) => ({
    text: encodeValue(valueText(v)),
    valid: true,
  }));
  const hostile = fc
    .oneof(
      fc.constantFrom(...hostileSegments),
      hostileValue(parameter.schema, context).map((v) => encodeValue(valueText(v))),
    )
    .map((text) => ({ text, valid: false }));
  if (hostility === "valid") return valid;
  if (hostility === "hostile") return hostile;
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostile });
}

/** How a request's parameters are chosen: all valid, one of them hostile, or each maybe hostile. */
type Hostility = "valid" | "hostile" | "either";

function queryPart(
  p: FuzzParameter,
  context: ValueContext,
  hostility: Hostility,
): fc.Arbitrary<{ text: string; valid: boolean }> {
  const value = parameterValue(p, context, hostility).map((v) => ({
    text: `${p.name}=${v.text}`,
    valid: v.valid,
  }));
  const omitted = fc.constant({ text: "", valid: true });
  if (hostility === "valid") return p.required ? value : fc.oneof(omitted, value);
  const odd = fc.oneof(
    fc
      .tuple(parameterValue(p, context, "either"), parameterValue(p, context, "either"))
      .map(([a, b]) => `${p.name}=${a.text}&${p.name}=${b.text}`),
    fc.constantFrom(
      `${p.name}[]=1&${p.name}[]=2`,
      `${p.name}[a]=1`,
      p.name,
      `${p.name}=`,
      `${p.name}=99999999999999999999`,
      `${p.name}=-1`,
      `${p.name}=1.5`,
      `${p.name}=%00`,
    ),
  );
  const hostile = fc.oneof(
    { weight: 3, arbitrary: value },
    { weight: 2, arbitrary: odd.map((text) => ({ text, valid: false })) },
  );
  if (hostility === "hostile") return hostile;
  return fc.oneof(
    { weight: p.required ? 0 : 3, arbitrary: omitted },
    { weight: 3, arbitrary: value },
    { weight: 2, arbitrary: hostile },
  );
}

function addressOf(
  operation: FuzzOperation,
  context: ValueContext,
): fc.Arbitrary<{ url: string; valid: boolean; what: string }> {
  const parameters = operation.parameters.filter((p) => p.in === "path" || p.in === "query");
  // Most requests change one parameter: others valid, so the odd one is what the operation meets.
  const plan = fc.oneof(
    { weight: 2, arbitrary: fc.constant(parameters.map((): Hostility => "valid")) },
    {
      weight: parameters.length ? 4 : 0,
      arbitrary: fc
        .nat({ max: Math.max(0, parameters.length - 1) })
        .map((odd) => parameters.map((_, i): Hostility => (i === odd ? "hostile" : "valid"))),
    },
    { weight: 2, arbitrary: fc.constant(parameters.map((): Hostility => "either")) },
  );
  return fc
    .tuple(
      plan.chain((hostility) =>
        fc.tuple(
          ...parameters.map((p, i) =>
            p.in === "path"
              ? parameterValue(p, context, hostility[i] ?? "either")
              : queryPart(p, context, hostility[i] ?? "either"),
          ),
        ),
      ),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.constantFrom(...hostileQueries) },
      ),
    )
    .map(([values, extra]) => {
      let path = operation.path;
      const query: string[] = [];
      parameters.forEach((p, i) => {
        const value = values[i] ?? { text: "", valid: false };
        if (p.in === "path") path = path.replace(`{${p.name}}`, value.text);
        else if (value.text) query.push(value.text);
      });
      if (extra) query.push(extra);
      const valid = values.every((v) => v.valid) && extra === "";
      return {
        url: query.length ? `${path}?${query.join("&")}` : path,
        valid,
        what: valid ? "valid address" : "odd path or query",
      };
    });
}

type Body = Pick<FuzzRequest, "contentType" | "body" | "bodyKind" | "what">;

const json = (value: unknown, what: string, kind: BodyKind = "json"): Body => ({
  contentType: "application/json",
  body: JSON.stringify(value),
  bodyKind: kind,
  what,
});

/** Bodies for an operation that reads one: schema-driven objects, broken JSON, other content types. */
function bodyOf(operation: FuzzOperation, context: ValueContext): fc.Arbitrary<Body> {
  const schema = operation.body?.schema ?? {};
  const valid = validObject(schema, context);
  const keys = [...Object.keys(schema.properties ?? {})];
  const oneFieldBad = valid.chain((object) =>
    keys.length
      ? fc.constantFrom(...keys).chain((key) =>
          fc.oneof(
            fc
              .constant(Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)))
              .map((o) => json(o, `body without ${key}`)),
            hostileValue(schema.properties?.[key] ?? {}, context).map((v) =>
              json({ ...object, [key]: v }, `body with hostile ${key}`),
            ),
          ),
        )
      : hostileObject(schema, context).map((o) => json(o, "body with unknown fields")),
  );
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((o) => json(o, "valid body")) },
    { weight: 6, arbitrary: oneFieldBad },
    {
      weight: 3,
      arbitrary: hostileObject(schema, context).map((o) => json(o, "every field hostile")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, extraFields)
        .map(([o, extra]) => json({ ...extra, ...o }, "body with extra fields")),
    },
    { weight: 1, arbitrary: fc.constant(json({}, "empty object")) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...brokenJson).map((b): Body => ({
        contentType: "application/json",
        body: b.text,
        bodyKind: b.kind,
        what: `not an object: ${b.text.slice(0, 40)}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...oddJsonObjects).map((text): Body => ({
        contentType: "application/json",
        body: text,
        bodyKind: "odd-json",
        what: `odd JSON: ${text.slice(0, 40)}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...otherBodies).map((b): Body => ({
        contentType: b.contentType,
        body: b.body,
        bodyKind: "other-type",
        what: `content type ${b.contentType ?? "(none)"}`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { contentType: null, body: null, bodyKind: "empty", what: "no body" },
        { contentType: "application/json", body: "", bodyKind: "empty", what: "empty JSON body" },
      ),
    },
  );
}

const brokenTokens = [
  "Bearer ",
  "Bearer not-a-token",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
  `Bearer ${"a".repeat(8_000)}`,
  "Basic dGVzdDp0ZXN0",
  "bearer",
  "Bearer a.b.c",
  "Bearer %00",
];
const languages = [
  undefined,
  undefined,
  "hr",
  "en",
  "en-GB,en;q=0.9",
  "*",
  "xx",
  "",
  "en;q=abc",
  "é".repeat(500),
];

/** Random requests to one operation. */
export function requestsTo(
  operation: FuzzOperation,
  context: ValueContext,
): fc.Arbitrary<FuzzRequest> {
  const callers: fc.Arbitrary<Caller> = fc.oneof(
    {
      weight: operation.secured === false ? 1 : 3,
      arbitrary: fc.constantFrom<Caller>("person", "company"),
    },
    { weight: 1, arbitrary: fc.constantFrom<Caller>("none", "invalid") },
  );
  const body: fc.Arbitrary<Body> = operation.body
    ? bodyOf(operation, context)
    : fc.constant({ contentType: null, body: null, bodyKind: "none", what: "" });
  return fc
    .record({
      address: addressOf(operation, context),
      caller: callers,
      token: fc.constantFrom(...brokenTokens),
      language: fc.constantFrom(...languages),
      body,
    })
    .map(({ address, caller, token, language, body }) => ({
      operation,
      method: operation.method,
      url: address.url,
      validAddress: address.valid,
      caller,
      ...(caller === "invalid" ? { token } : {}),
      ...(language === undefined ? {} : { language }),
      contentType: body.contentType,
      body: body.body,
      bodyKind: body.bodyKind,
      what: [address.what, body.what].filter(Boolean).join(", "),
    }));
}

/**
 * Requests every operation gets once per caller, not left to chance: each broken body and
 * content type, bodies just over and far over the limit, and other methods on its path.
 */
export function fixedRequests(
  operation: FuzzOperation,
  context: ValueContext,
  seed: number,
): FuzzRequest[] {
  const address = fc.sample(
    addressOf(operation, context).filter((a) => a.valid),
    { seed, numRuns: 1 },
  )[0] ?? { url: operation.path, valid: false, what: "" };
  const base = {
    operation,
    method: operation.method,
    url: address.url,
    validAddress: address.valid,
  };
  const bodies: Body[] = [];
  if (operation.body) {
    const limit = bodyLimitOf(operation);
    const padded = (bytes: number) => `{"text":"${"a".repeat(bytes - 11)}"}`;
    bodies.push(
      ...brokenJson.map((b): Body => ({
        contentType: "application/json",
        body: b.text,
        bodyKind: b.kind,
        what: `not an object: ${b.text.slice(0, 40)}`,
      })),
      ...otherBodies.map((b): Body => ({
        contentType: b.contentType,
        body: b.body,
        bodyKind: "other-type",
        what: `content type ${b.contentType ?? "(none)"}`,
      })),
      {
        contentType: "application/json",
        body: padded(limit + 1),
        bodyKind: "oversized",
        what: `JSON of ${limit + 1} bytes`,
      },
      {
        contentType: "application/json",
        body: padded(bodyLimits.quickBuy * 4),
        bodyKind: "oversized",
        what: `JSON of ${bodyLimits.quickBuy * 4} bytes`,
      },
      {
        contentType: "text/plain",
        body: "x".repeat(bodyLimits.quickBuy + 1),
        bodyKind: "oversized",
        what: `text of ${bodyLimits.quickBuy + 1} bytes`,
      },
      {
        contentType: "application/x-www-form-urlencoded",
        body: `a=${"b".repeat(bodyLimits.quickBuy)}`,
        bodyKind: "oversized",
        what: "form over every limit",
      },
    );
    if (limit > bodyLimits.json)
      bodies.push({
        contentType: "application/json",
        body: padded(bodyLimits.json + 1),
        bodyKind: "json",
        what: `JSON of ${bodyLimits.json + 1} bytes (within this limit)`,
      });
  } else {
    bodies.push({ contentType: null, body: null, bodyKind: "none", what: "plain" });
  }
  const callers: Caller[] = ["none", "invalid", "person", "company"];
  const requests = callers.flatMap((caller) =>
    bodies.map((b): FuzzRequest => ({
      ...base,
      ...b,
      caller,
      ...(caller === "invalid" ? { token: "Bearer a.b.c" } : {}),
      what: `fixed: ${b.what}`,
    })),
  );
  for (const method of ["GET", "PUT", "PATCH", "DELETE", "OPTIONS"].filter(
    (m) => m !== operation.method,
  )) {
    requests.push({
      ...base,
      method,
      caller: "person",
      contentType: null,
      body: null,
      bodyKind: "none",
      what: `fixed: method ${method}`,
    });
  }
  return requests;
}
