import {
  FEED_REQUESTS_PER_MINUTE,
  feedAvailabilitySchema,
  feedCategorySchema,
  feedFormats,
  type FeedKey,
  type FeedName,
  feedNames,
  feedProductSchema,
  hasPermission,
  type Language,
} from "@dukan/contract";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { type B2bTexts, b2bTexts } from "../locales/b2b.ts";
import { format } from "../locales/format.ts";
import type { BackendFetch } from "./api.server.ts";
import { apiFor, pageLanguage } from "./context.ts";
import {
  addressWithKey,
  type B2bGuide,
  type FeedAccess,
  type FeedFieldRow,
  type FeedKeyView,
  REGENERATE,
} from "./feeds.ts";
import { refused } from "./forms.ts";
import { readForm } from "./forms.server.ts";
import { loginPath } from "./guard.server.ts";
import { screenPath } from "./lists-paths.ts";
import { formatDate, formatDateTime } from "./orders.server.ts";
import type { Session } from "./session.server.ts";

type Args = {
  request: Request;
  url: URL;
  context: { backendFetch: BackendFetch; session: Session | null; siteUrl: string };
};

/**
 * The B2B page's data: the guide for everyone, and who is looking — a visitor (invited to log in
 * and come back), a person (no key), or a legal entity with its key, its addresses and its use.
 * A page that shows a key is never stored by the browser or a proxy.
 */
export async function b2bPage(args: Args) {
  const language = pageLanguage(args.url);
  const search = args.url.searchParams;
  const access = await feedAccess(args, language);
  const key = access.kind === "company" ? access.key : null;
  const showsKey = key !== null;
  return data(
    {
      guide: b2bGuide(language, args.context.siteUrl, key?.requestsPerMinute),
      access,
      /** The confirmation step of a new key, the way without JavaScript (`?confirm=regenerate`). */
      confirm: showsKey && search.get("confirm") === REGENERATE,
      /** Back from making a new key (`?regenerated=1`). */
      regenerated: showsKey && search.get("regenerated") === "1",
    },
    showsKey ? { headers: { "cache-control": "private, no-store" } } : undefined,
  );
}

async function feedAccess(args: Args, language: Language): Promise<FeedAccess> {
  const { session } = args.context;
  const page = screenPath(language, "b2b");
  const visitor: FeedAccess = {
    kind: "visitor",
    login: loginPath(language, new URL(page, args.url)),
    register: screenPath(language, "register"),
  };
  if (!session) return visitor;
  if (!hasPermission(session.user.scope, "company")) return { kind: "person" };
  const outcome = await apiFor(args).feedKey();
  if (outcome.ok) return { kind: "company", key: keyView(outcome.data, language) };
  if (outcome.code === "feed_key_not_for_persons") return { kind: "person" };
  // The session ended between the session check and this call: the page is public, so it is shown as a visitor sees it.
  if (outcome.status === 401) return visitor;
  return { kind: "company", key: null };
}

/** The profile's short section: a legal entity's key (null when the back end could not give it now); null for a person. */
export async function profileFeedKey(args: Args): Promise<{ key: string | null } | null> {
  const { session } = args.context;
  if (!session || !hasPermission(session.user.scope, "company")) return null;
  const outcome = await apiFor(args).feedKey();
  if (outcome.ok) return { key: outcome.data.key };
  if (outcome.code === "feed_key_not_for_persons") return null;
  if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
  return { key: null };
}

/**
 * The B2B page's one action, `intent=regenerate`: a new key in place of the old one, then the
 * page again (303, so a reload never makes another key) saying so. A logged-out visitor logs in
 * first and comes back to the page; a refusal (a person, the back end down) is said on the page.
 */
export async function replaceFeedKey(args: Args) {
  const language = pageLanguage(args.url);
  const form = await readForm(args.request);
  const page = screenPath(language, "b2b");
  const login = () => redirect(loginPath(language, new URL(page, args.url)), 303);
  if (!args.context.session) throw login();
  if (form.get("intent") !== REGENERATE) throw data(null, { status: 400 });
  const outcome = await apiFor(args).replaceFeedKey();
  if (outcome.ok) throw redirect(`${page}?regenerated=1#feed-key-title`, 303);
  if (outcome.status === 401) throw login();
  return refused(REGENERATE, outcome);
}

function keyView(key: FeedKey, language: Language): FeedKeyView {
  return {
    key: key.key,
    created: formatDateTime(key.created_at, language),
    lastUsed: key.last_used_at ? formatDateTime(key.last_used_at, language) : null,
    // A Zagreb calendar day, read at its noon so no time zone moves it to another day.
    usage: key.usage.map(({ day, requests }) => ({
      day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00Z`, language) : day,
      requests,
    })),
    addresses: key.feeds.map((feed) => ({ ...feed, url: addressWithKey(feed.url, key.key) })),
    requestsPerMinute: key.requests_per_minute,
  };
}

const feedSchemas = {
  products: feedProductSchema,
  categories: feedCategorySchema,
  availability: feedAvailabilitySchema,
};

/**
 * The integration guide: texts in the page's language, every address on this shop, and each feed's
 * fields from the contract. The rate limit is the back end's own when a key came with it (it is
 * configurable), else the contract's default.
 */
export function b2bGuide(
  language: Language,
  siteUrl: string,
  requestsPerMinute = FEED_REQUESTS_PER_MINUTE,
): B2bGuide {
  const texts = b2bTexts[language];
  const site = siteUrl.replace(/\/+$/, "");
  const base = `${site}/api/b2b`;
  return {
    texts,
    site,
    addresses: feedNames.flatMap((name) =>
      feedFormats.map((format) => ({ name, format, url: `${base}/${name}.${format}` })),
    ),
    fields: Object.fromEntries(
      feedNames.map((name) => [name, fieldRows(name, texts, site)]),
    ) as Record<FeedName, FeedFieldRow[]>,
    schemas: feedNames.map((name) => ({ name, url: `${base}/${name}.xsd` })),
    openapi: `${site}/api/openapi.json`,
    docs: `${site}/api/docs`,
    requestsPerMinute,
  };
}

/** A feed's fields in the contract's order, each with its kind of value and its meaning. */
function fieldRows(name: FeedName, texts: B2bTexts, site: string): FeedFieldRow[] {
  const meanings: Record<string, string> = texts.fields[name];
  return Object.entries(feedSchemas[name].shape).map(([field, schema]) => ({
    name: field,
    type: kindOf(schema, texts.fields.types),
    meaning: format(meanings[field] ?? "", { site }),
  }));
}

/** What kind of value a field of the contract holds, in words (every number in the feeds is whole). */
export function kindOf(schema: z.core.$ZodType, words: B2bTexts["fields"]["types"]): string {
  const def = schema._zod.def;
  switch (def.type) {
    case "nullable":
      return format(words.nullable, {
        type: kindOf((def as z.core.$ZodNullableDef).innerType, words),
      });
    case "number":
      return words.integer;
    case "boolean":
      return words.boolean;
    case "enum":
      return format(words.oneOf, {
        values: Object.values((def as z.core.$ZodEnumDef).entries).join(", "),
      });
    case "array": {
      const element = (def as z.core.$ZodArrayDef).element._zod.def;
      return element.type === "object"
        ? format(words.records, {
            fields: Object.keys((element as z.core.$ZodObjectDef).shape).join(", "),
          })
        : words.texts;
    }
    default:
      return words.text;
  }
}
