import type { ChangeFeed } from "@dukan/backend";
import type { Language, ProductSummary } from "@dukan/contract";
import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from "react-router";
import { optimisticCount, type CartSummary } from "../app/lib/cart.ts";
import type { FrameRender } from "../app/lib/context.ts";
import { messagesFor } from "../app/lib/i18n.tsx";
import { languageOfPath } from "../app/lib/language.ts";
import {
  cartTexts,
  showsYourPrice,
  SLOT_END,
  SLOT_START,
  yourPriceTexts,
} from "../app/lib/personal.tsx";
import {
  chunkOfLiteral,
  type DataFrame,
  type DataSlot,
  dataFrameOf,
  filledDataLiteral,
} from "./frame-data.ts";
import { type HeaderOf, pageVariantOf } from "./page-cache.ts";

// A logged-in customer's category and product pages from frames (docs/performance.md): the page
// is rendered once per address, cookie choice and shape with everything of the customer left out
// — their name, their cart and their prices become slots, in the HTML and in the page's data for
// the browser — and each request runs the page's loaders and writes its customer's values into
// the slots. Nothing of any customer is kept: a frame is checked to hold no text of the customer
// it was rendered for. A committed change of the catalogue, content or settings drops every frame.

/** Pages that may have frames: their leaf route's id (routes.ts names each screen's route `<screen>___<language>`). */
const FRAMED_ROUTE = /^(?:category|product)___/;
/** A frame lives at most this long, and never past midnight UTC ("new" products change then). */
const FRAME_TTL_MS = 10 * 60_000;
/** Pages rendered for a customer once are remembered (at most this many): a frame is written at a page's second rendering. */
const RENDERED_ONCE = 2_000;
/** The mark of React Router's one script with the page's data. */
const DATA_SCRIPT = "window.__reactRouterContext.streamController.enqueue(";

type Hole = { kind: "text"; slot: string } | { kind: "nonce" } | { kind: "data" };

interface Frame {
  /** The page's fixed parts, as UTF-8 once: a request's page is these bytes with its slots between them. */
  html: Buffer[];
  holes: Hole[];
  data: DataFrame;
  routes: NonNullable<FrameRender["routes"]>;
  headers: Array<[string, string]>;
  bytes: number;
  expiresAt: number;
}

type LoaderData = Record<string, unknown>;
type Priced = Pick<
  ProductSummary,
  | "id"
  | "price_cents"
  | "sale_price_cents"
  | "your_price_cents"
  | "your_price_includes_vat"
  | "vat_rate"
  | "rebate"
>;
interface RootData {
  account?: { name: string; shops: boolean } | null;
  cart?: CartSummary | null;
  flash?: unknown;
}

export interface PageFramesStats {
  frames: number;
  bytes: number;
  filled: number;
  rendered: number;
  written: number;
  refused: number;
  dropped: number;
}

export interface PageFrames {
  /** The customer's page filled into its frame, or null when it must be rendered. */
  answer(request: Request, header: HeaderOf, context: AppLoadContext): Promise<Response | null>;
  /** What a customer's page render should tell (null: no frame can come of it). */
  observe(request: Request, header: HeaderOf): FrameRender | null;
  /** After a customer's page was rendered and observed: writes its frame in the background when it may have one. */
  consider(
    request: Request,
    header: HeaderOf,
    response: Response,
    observed: FrameRender,
    render: (frameRender: FrameRender) => Promise<Response>,
  ): void;
  stats(): PageFramesStats;
}

export function createPageFrames(options: {
  build: ServerBuild;
  changes: ChangeFeed;
  maxBytes: number;
  now?: () => number;
}): PageFrames {
  const { build, changes, maxBytes, now = Date.now } = options;
  /** Frames by variant, then by shape; the variant used longest ago first. */
  const frames = new Map<string, Map<string, Frame>>();
  const writing = new Set<string>();
  const renderedOnce = new Set<string>();
  const counts = { bytes: 0, filled: 0, rendered: 0, written: 0, refused: 0, dropped: 0 };
  let generation = 0;
  changes.subscribe(() => {
    generation += 1;
    if (frames.size > 0)
      counts.dropped += [...frames.values()].reduce((sum, shapes) => sum + shapes.size, 0);
    frames.clear();
    counts.bytes = 0;
  });

  function remove(variant: string, shape: string) {
    const shapes = frames.get(variant);
    const frame = shapes?.get(shape);
    if (!shapes || !frame) return;
    shapes.delete(shape);
    counts.bytes -= frame.bytes;
    if (shapes.size === 0) frames.delete(variant);
  }

  function keep(variant: string, shape: string, frame: Frame) {
    remove(variant, shape);
    const shapes = frames.get(variant) ?? new Map<string, Frame>();
    frames.delete(variant);
    frames.set(variant, shapes.set(shape, frame));
    counts.bytes += frame.bytes;
    for (const [oldest, kept] of frames) {
      if (counts.bytes <= maxBytes) break;
      for (const old of [...kept.keys()]) remove(oldest, old);
    }
  }

  async function loaderDataOf(
    frame: Frame,
    request: Request,
    context: AppLoadContext,
  ): Promise<LoaderData | null> {
    const url = new URL(request.url);
    const entries = await Promise.all(
      frame.routes.map(async ({ id, params }): Promise<[string, unknown] | null> => {
        const loader = build.routes[id]?.module.loader;
        if (!loader) return [id, undefined];
        const args = {
          request,
          url,
          params,
          context,
          unstable_pattern: "",
        } as unknown as LoaderFunctionArgs;
        let value: unknown;
        try {
          value = await loader(args);
        } catch {
          return null; // a redirect or a refusal: the page is rendered, and says it
        }
        if (value instanceof Response) return null;
        if (isDataWithInit(value)) {
          const init = value.init ?? {};
          if ((init.status ?? 200) !== 200 || new Headers(init.headers).has("set-cookie"))
            return null;
          value = value.data;
        }
        return [id, value];
      }),
    );
    if (entries.some((entry) => entry === null)) return null;
    return Object.fromEntries(
      entries.filter(
        (entry): entry is [string, unknown] => entry !== null && entry[1] !== undefined,
      ),
    );
  }

  return {
    async answer(request, header, context) {
      const variant = pageVariantOf(request, header, "customer");
      if (variant === null || !context.session || !frames.has(variant)) return null;
      // A reload that asks for no cache (and the tests' comparisons) gets the page rendered.
      if (/\bno-cache\b/i.test(header("cache-control") ?? "")) return null;
      // Every change committed before this request arrived is known before a frame is used.
      await changes.sync();
      const shapes = frames.get(variant);
      const any = shapes?.values().next().value;
      if (!shapes || !any) return null;
      const loaderData = await loaderDataOf(any, request, context);
      if (!loaderData) return null;
      const products = productsIn(loaderData);
      const shape = shapeOf(loaderData, products);
      const frame = shapes.get(shape);
      if (!frame) return null;
      if (frame.expiresAt <= now()) {
        remove(variant, shape);
        return null;
      }
      let bytes: Buffer<ArrayBuffer>;
      try {
        bytes = fill(
          frame,
          loaderData,
          products,
          languageOfPath(new URL(request.url).pathname),
          context.cspNonce,
        );
      } catch {
        return null; // a slot this customer's data cannot fill: rendered instead
      }
      counts.filled += 1;
      const headers = new Headers(frame.headers);
      headers.set("content-length", String(bytes.byteLength));
      headers.set("x-page-frame", "filled");
      return new Response(bytes, { status: 200, headers });
    },

    observe(request, header) {
      return pageVariantOf(request, header, "customer") === null ? null : { write: false };
    },

    consider(request, header, response, observed, render) {
      counts.rendered += 1;
      const variant = pageVariantOf(request, header, "customer");
      const leaf = observed.routes?.at(-1)?.id;
      if (
        variant === null ||
        !observed.loaderData ||
        !leaf ||
        !FRAMED_ROUTE.test(leaf) ||
        !framable(response)
      )
        return;
      const observedData = observed.loaderData;
      const shape = shapeOf(observedData);
      const key = `${variant}\n${shape}`;
      if (frames.get(variant)?.has(shape) || writing.has(key)) return;
      // A page one customer opened once may never be asked for again: no frame costs a second render for it.
      if (!renderedOnce.delete(key)) {
        renderedOnce.add(key);
        if (renderedOnce.size > RENDERED_ONCE)
          renderedOnce.delete(renderedOnce.values().next().value as string);
        return;
      }
      writing.add(key);
      setImmediate(() => {
        void (async () => {
          // Every change committed so far is read first; one read while the frame is written drops it.
          await changes.sync();
          const began = generation;
          const frameRender: FrameRender = { write: true };
          const written = await render(frameRender);
          // A page whose own texts hold a slot's marks (private-use characters) gets no frame.
          if (
            !framable(written) ||
            !frameRender.loaderData ||
            !frameRender.routes ||
            /[\uE000\uE001]/.test(JSON.stringify(frameRender.loaderData))
          )
            return void counts.refused++;
          const html = await written.text();
          const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
          const frame = nonce ? frameOf(html, nonce, frameRender, written.headers) : null;
          if (
            !frame ||
            shapeOf(frameRender.loaderData) !== shape ||
            holdsCustomerText(frame, observedData)
          )
            return void counts.refused++;
          if (began !== generation) return;
          keep(variant, shape, frame);
          counts.written += 1;
        })()
          .catch(() => void counts.refused++)
          .finally(() => writing.delete(key));
      });
    },

    stats() {
      return {
        frames: [...frames.values()].reduce((sum, shapes) => sum + shapes.size, 0),
        ...counts,
      };
    },
  };

  function frameOf(
    html: string,
    nonce: string,
    rendered: FrameRender,
    headers: Headers,
  ): Frame | null {
    const start = html.indexOf(DATA_SCRIPT);
    if (start === -1 || html.indexOf(DATA_SCRIPT, start + 1) !== -1) return null;
    const literalStart = start + DATA_SCRIPT.length;
    const literalEnd = html.indexOf(");</script>", literalStart);
    const chunk = chunkOfLiteral(html.slice(literalStart, literalEnd));
    const data = chunk === null ? null : dataFrameOf(chunk);
    if (!data || !rendered.routes) return null;
    const parts: string[] = [];
    const holes: Hole[] = [];
    let part = "";
    const marks = new RegExp(
      `${escapeRegExp(nonce)}|${SLOT_START}([^${SLOT_END}]*)${SLOT_END}`,
      "g",
    );
    const split = (text: string) => {
      let at = 0;
      for (const match of text.matchAll(marks)) {
        part += text.slice(at, match.index);
        parts.push(part);
        part = "";
        holes.push(match[1] === undefined ? { kind: "nonce" } : { kind: "text", slot: match[1] });
        at = match.index + match[0].length;
      }
      part += text.slice(at);
    };
    split(html.slice(0, literalStart));
    parts.push(part);
    part = "";
    holes.push({ kind: "data" });
    split(html.slice(literalEnd));
    parts.push(part);
    if (!holes.some((hole) => hole.kind === "text")) return null;
    const kept: Array<[string, string]> = [];
    headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length" && name !== "content-encoding")
        kept.push([name, value]);
    });
    const midnight = new Date(now());
    midnight.setUTCHours(24, 0, 0, 0);
    return {
      html: parts.map((text) => Buffer.from(text)),
      holes,
      data,
      routes: rendered.routes,
      headers: kept,
      bytes:
        parts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) +
        data.parts.reduce((sum, text) => sum + text.length * 2, 0),
      expiresAt: Math.min(now() + FRAME_TTL_MS, midnight.getTime()),
    };
  }
}

/** The page of a frame filled with a customer's data: their texts in the HTML, their values in the data, this request's nonce. */
function fill(
  frame: Frame,
  loaderData: LoaderData,
  products: Map<number, Priced>,
  language: Language,
  nonce: string,
): Buffer<ArrayBuffer> {
  const root = (loaderData.root ?? {}) as RootData;
  const t = messagesFor(language);
  const productOf = (id: number) => {
    const product = products.get(id);
    if (!product) throw new Error(`no product ${id} on the page`);
    return product;
  };
  const priceTexts = new Map<number, ReturnType<typeof yourPriceTexts>>();
  const pricesOf = (id: number) => {
    let texts = priceTexts.get(id);
    if (!texts) priceTexts.set(id, (texts = yourPriceTexts(productOf(id), language, t.catalogue)));
    return texts;
  };
  const cart = () => {
    if (!root.cart) throw new Error("no cart");
    return cartTexts(root.cart, optimisticCount(root.cart.count, []), language, t);
  };
  const text = (slot: string): string => {
    const [kind, id] = slot.split(":");
    switch (kind) {
      case "account-name":
        if (!root.account) throw new Error("no account");
        return root.account.name;
      case "cart-count":
        return cart().count;
      case "cart-pieces":
        return cart().pieces;
      case "cart-delivery":
        return cart().delivery;
      case "price":
        return pricesOf(Number(id)).amount;
      case "vat":
        return pricesOf(Number(id)).vat;
      case "rebate":
        return pricesOf(Number(id)).rebate;
      default:
        throw new Error(`unknown slot ${slot}`);
    }
  };
  const valueOf = (slot: DataSlot): unknown =>
    slot.kind === "root" ? root[slot.key] : productOf(slot.id)[slot.key];
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  frame.html.forEach((part, i) => {
    pieces.push(part);
    const hole = frame.holes[i];
    if (!hole) return;
    if (hole.kind === "nonce") pieces.push(nonceBytes);
    else
      pieces.push(
        Buffer.from(
          hole.kind === "data"
            ? filledDataLiteral(frame.data, valueOf)
            : escapeText(text(hole.slot)),
        ),
      );
  });
  return Buffer.concat(pieces);
}

/**
 * What of a page depends on its customer beyond the texts in its slots: whether they shop and have
 * a cart, a one-time notice, and for each product (in order) whether its card shows their price and a
 * rebate. Pages of one shape differ only in their slots.
 */
export function shapeOf(loaderData: LoaderData, products = productsIn(loaderData)): string {
  const root = (loaderData.root ?? {}) as RootData;
  let shape = `${root.account ? (root.account.shops ? "s" : "a") : "-"}${root.cart ? "c" : "-"}${root.flash ? "f" : "-"}`;
  for (const product of products.values())
    shape += `|${product.id}:${showsYourPrice(product) ? 1 : 0}${product.rebate ? 1 : 0}${product.your_price_includes_vat ? 1 : 0}`;
  return shape;
}

/** Every product in the routes' data (summaries and details: objects with an id and the customer's price), by id, in order. */
function productsIn(loaderData: LoaderData): Map<number, Priced> {
  const found = new Map<number, Priced>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach(visit);
    const record = value as Record<string, unknown>;
    if (
      typeof record.id === "number" &&
      typeof record.your_price_cents === "number" &&
      !found.has(record.id)
    )
      found.set(record.id, record as unknown as Priced);
    for (const [key, field] of Object.entries(record)) if (key !== "root") visit(field);
  };
  for (const [id, data] of Object.entries(loaderData)) if (id !== "root") visit(data);
  return found;
}

/** Whether a frame's fixed text holds the name of the customer its page was rendered for (then it is not kept). */
function holdsCustomerText(frame: Frame, loaderData: LoaderData): boolean {
  const name = ((loaderData.root ?? {}) as RootData).account?.name;
  if (!name || name.length < 4) return false;
  const escaped = escapeText(name);
  return (
    frame.html.some((part) => part.includes(escaped)) ||
    frame.data.parts.some((part) => part.includes(JSON.stringify(name).slice(1, -1)))
  );
}

/** A rendered page a frame may come of: 200, HTML, whole, no cookie set. */
function framable(response: Response): boolean {
  return (
    response.status === 200 &&
    /^text\/html\b/.test(response.headers.get("content-type") ?? "") &&
    !response.headers.has("set-cookie") &&
    !response.headers.has("content-encoding")
  );
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

/** Text as React writes it in HTML (text and attribute values alike). */
function escapeText(text: string): string {
  return text.replace(
    /["&'<>]/g,
    (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c] as string,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
