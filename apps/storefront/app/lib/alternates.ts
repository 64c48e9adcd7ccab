import type { Language } from "@dukan/contract";
import { screenByName } from "../route-table.ts";
import { localizedPath } from "./language.ts";

/** The same page in each language. */
export type Alternates = Record<Language, string>;

interface MatchLike {
  id: string;
  params: Record<string, string | undefined>;
  loaderData?: unknown;
  data?: unknown;
}

/**
 * The twin pages of the current page: a loader may name them (categories and
 * products have a slug per language), otherwise the route table gives them.
 */
export function alternatesOf(matches: readonly (MatchLike | undefined)[]): Alternates | null {
  const leaf = matches.at(-1);
  if (!leaf) return null;
  const data = (leaf.loaderData ?? leaf.data) as { alternates?: Alternates } | undefined;
  if (data?.alternates) return data.alternates;
  const name = leaf.id.replace(/___(hr|en)$/, "");
  const screen = screenByName.get(name);
  if (!screen) return null;
  const fill = (path: string) =>
    path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(leaf.params[key] ?? ""));
  return { hr: localizedPath("hr", fill(screen.hr)), en: localizedPath("en", fill(screen.en)) };
}

/** Screens that list products page by page: each page after the first is a page of its own for search engines. */
const LISTINGS = new Set(["category", "new-items", "sale-items", "search-results"]);

/**
 * The query the canonical address and its twins keep: on a listing its page after the first
 * (`?page=2`), and on the search results the words searched for; filters, sort and page size
 * show the same products another way, so they stay out. `routeId` is the leaf route's id.
 */
export function canonicalQuery(routeId: string, search: string): string {
  const name = routeId.replace(/___(hr|en)$/, "");
  if (!LISTINGS.has(name)) return "";
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const q = params.get("q")?.trim();
  if (name === "search-results" && q) kept.set("q", q);
  const page = Number(params.get("page"));
  if (Number.isInteger(page) && page > 1) kept.set("page", String(page));
  const query = kept.toString();
  return query ? `?${query}` : "";
}
