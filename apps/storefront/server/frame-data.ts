// The page's data for the browser in a customer page's frame (server/page-frames.ts). React
// Router writes a page's loader data as one flat JSON array (its "turbo-stream" encoding): each
// entry a value, objects as `{"_<key's index>":<value's index>}`, equal values written once and
// referred to by index, null and undefined as negative numbers. A frame keeps that array with
// the customer's values taken out — the references to them become slots, and whatever only they
// reached is blanked — and each request appends its customer's values and points the slots at them.

/** React Router's codes for values that have no entry (vendor/turbo-stream-v2 in react-router). */
const NULL = -5;
const UNDEFINED = -7;

/** A reference to a customer's value in the data: the root's `account` or `cart`, or one of a product's prices. */
export type DataSlot =
  | { kind: "root"; key: "account" | "cart" }
  | { kind: "product"; id: number; key: (typeof PRICE_KEYS)[number] };

/** What a product shows of the customer's prices (a product summary's or a product detail's). */
export const PRICE_KEYS = ["your_price_cents", "your_price_includes_vat", "rebate"] as const;
const ROOT_KEYS = ["account", "cart"] as const;

export interface DataFrame {
  /** The array's JSON text between the slots, each already written as the script's string literal writes it. */
  parts: string[];
  slots: DataSlot[];
  /** Entries in the array: the first index a request's own values get. */
  length: number;
}

type Flat = unknown[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** Plain arrays hold indices; typed ones (dates, promises…) start with their type's letter and are not followed. */
const isIndexArray = (value: unknown): value is number[] =>
  Array.isArray(value) && typeof value[0] !== "string";

/**
 * The frame of a page's data (`chunk`: the JSON text React Router wrote), or null when it holds
 * something this cannot take apart. `SLOT` marks are placed where the customer's values were.
 */
export function dataFrameOf(chunk: string): DataFrame | null {
  // Data holding the marks this uses itself (private-use characters) is not taken apart.
  if (/[\uE002\uE003]/.test(chunk)) return null;
  const trimmed = chunk.trimEnd();
  const trailing = chunk.slice(trimmed.length);
  let flat: Flat;
  try {
    flat = JSON.parse(trimmed) as Flat;
  } catch {
    return null;
  }
  if (!Array.isArray(flat) || !isRecord(flat[0])) return null;
  const keyOf = (field: string) => flat[Number(field.slice(1))];
  const slots: DataSlot[] = [];
  const marked = [...flat];
  const mark = (at: number, field: string, slot: DataSlot) => {
    const object = { ...(marked[at] as Record<string, unknown>) };
    object[field] = `\uE002${slots.length}\uE003`;
    marked[at] = object;
    slots.push(slot);
  };
  const fieldsOf = (at: number) =>
    Object.entries(flat[at] as Record<string, unknown>).map(
      ([field, ref]) => [field, keyOf(field), ref] as const,
    );

  const loaderData = fieldsOf(0).find(([, key]) => key === "loaderData")?.[2];
  if (typeof loaderData !== "number" || !isRecord(flat[loaderData])) return null;
  const rootData = fieldsOf(loaderData).find(([, key]) => key === "root")?.[2];
  if (typeof rootData === "number" && isRecord(flat[rootData]))
    for (const [field, key] of fieldsOf(rootData))
      if ((ROOT_KEYS as readonly unknown[]).includes(key))
        mark(rootData, field, { kind: "root", key: key as (typeof ROOT_KEYS)[number] });

  // Every product anywhere in the routes' data: an object with the customer's price and an id.
  const seen = new Set<number>();
  const visit = (at: number) => {
    if (at < 0 || seen.has(at)) return;
    seen.add(at);
    const value = flat[at];
    if (isIndexArray(value)) for (const ref of value) visit(ref);
    else if (isRecord(value)) {
      const fields = fieldsOf(at);
      const idRef = fields.find(([, key]) => key === "id")?.[2];
      const id = typeof idRef === "number" ? flat[idRef] : undefined;
      const priced = typeof id === "number" && fields.some(([, key]) => key === "your_price_cents");
      for (const [field, key, ref] of fields) {
        if (priced && (PRICE_KEYS as readonly unknown[]).includes(key))
          mark(at, field, { kind: "product", id, key: key as (typeof PRICE_KEYS)[number] });
        else if (typeof ref === "number") visit(ref);
      }
    }
  };
  visit(loaderData);

  // What only the customer's values reached is blanked: the frame keeps nothing of theirs.
  const reached = new Set<number>();
  const reach = (at: number) => {
    if (at < 0 || reached.has(at)) return;
    reached.add(at);
    const value = marked[at];
    if (isIndexArray(value)) for (const ref of value) reach(ref);
    else if (isRecord(value)) {
      for (const [field, ref] of Object.entries(value)) {
        reach(Number(field.slice(1)));
        if (typeof ref === "number") reach(ref);
      }
    } else if (Array.isArray(value))
      for (const ref of value.slice(1)) if (typeof ref === "number") reach(ref);
  };
  reach(0);
  const text = `[${marked.map((value, at) => (reached.has(at) ? JSON.stringify(value) : "0")).join(",")}]${trailing}`;
  const pieces = text.split(/"\uE002\d+\uE003"/);
  return { parts: pieces.map(literalText), slots, length: flat.length };
}

/**
 * The string literal React Router's script passes (`enqueue(<literal>)`) for the frame filled with
 * `valueOf(slot)` for each slot: the customer's values appended to the array as new entries.
 */
export function filledDataLiteral(frame: DataFrame, valueOf: (slot: DataSlot) => unknown): string {
  const appended: string[] = [];
  const encode = (value: unknown): number => {
    if (value === null) return NULL;
    if (value === undefined) return UNDEFINED;
    const at = frame.length + appended.length;
    appended.push("");
    if (
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0))
    )
      appended[at - frame.length] = JSON.stringify(value);
    else if (Array.isArray(value)) appended[at - frame.length] = `[${value.map(encode).join(",")}]`;
    else if (isRecord(value))
      appended[at - frame.length] = `{${Object.entries(value)
        .map(([key, field]) => `"_${encode(key)}":${encode(field)}`)
        .join(",")}}`;
    else throw new Error(`a frame cannot hold ${typeof value}`);
    return at;
  };
  let text = "";
  frame.parts.forEach((part, i) => {
    text += part;
    const slot = frame.slots[i];
    if (slot) text += String(encode(valueOf(slot)));
  });
  // The appended entries go before the array's closing bracket (and the line's end, if any).
  const close = text.lastIndexOf("]");
  const tail = appended.length === 0 ? "" : literalText(`,${appended.join(",")}`);
  return `"${text.slice(0, close)}${tail}${text.slice(close)}"`;
}

/** Text as it stands inside React Router's script literal: JSON string escapes, then its HTML escapes. */
function literalText(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The data React Router's script passes, from the literal in a page. */
export function chunkOfLiteral(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}
