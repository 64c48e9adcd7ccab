import type { FeedFormat, FeedName } from "@dukan/contract";
import type { B2bTexts } from "../locales/b2b.ts";

/** What the B2B page and the profile show of the B2B feeds, as their loaders hand it over (lib/feeds.server.ts). */

/** The confirmation step asked for without JavaScript (`?confirm=regenerate`), and the action's intent. */
export const REGENERATE = "regenerate";

export interface FeedAddress {
  name: FeedName;
  format: FeedFormat;
  url: string;
}

/** A legal entity's key as the page shows it: dates already written in the page's language. */
export interface FeedKeyView {
  key: string;
  created: string;
  /** Null when the key has never fetched a feed. */
  lastUsed: string | null;
  /** Days with any use in the last 14, newest first. */
  usage: Array<{ day: string; requests: number }>;
  /** Every feed's address with the key in it (`?key=…`), ready to copy. */
  addresses: FeedAddress[];
  /** Requests the key may make in a minute, as the back end is configured. */
  requestsPerMinute: number;
}

/** Who is looking at the B2B page: a visitor is invited to log in, a person is told feeds are for businesses, a legal entity gets its key. */
export type FeedAccess =
  | { kind: "visitor"; login: string; register: string }
  | { kind: "person" }
  /** `key` is null when the back end could not give it just now. */
  | { kind: "company"; key: FeedKeyView | null };

/** One row of a feed's field table. */
export interface FeedFieldRow {
  name: string;
  /** What kind of value, from the contract's schema, in the page's language. */
  type: string;
  meaning: string;
}

/** The integration guide everyone reads: texts, addresses (without a key) and each feed's fields. */
export interface B2bGuide {
  texts: B2bTexts;
  site: string;
  addresses: FeedAddress[];
  fields: Record<FeedName, FeedFieldRow[]>;
  schemas: Array<{ name: FeedName; url: string }>;
  openapi: string;
  docs: string;
  requestsPerMinute: number;
}

/** A feed's address with the key as its `key` parameter. */
export function addressWithKey(url: string, key: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}key=${encodeURIComponent(key)}`;
}
