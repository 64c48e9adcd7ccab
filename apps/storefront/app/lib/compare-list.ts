import type { Language } from "@dukan/contract";

/**
 * The comparison list (SPEC.md §5, §9: at most 3 products). What is shown lives in the address
 * (`?p=slug1,slug2,slug3`, shareable); the shopper's own list in a cookie that only the compare
 * page's action sets, so it grows with and without JavaScript. These rules are shared by the
 * page's loader and action (server) and its script (browser). docs/lists.md.
 */
export const COMPARE_LIMIT = 3;

/** A product on the stored list by both its slugs, so a page of either language finds it. */
export interface ComparedProduct {
  hr: string;
  en: string;
}

const slugPattern = /^[\p{L}\p{N}][\p{L}\p{N}._~-]{0,199}$/u;

/** A slug from the address, or null when it cannot be one. */
export function readSlug(value: string | null | undefined): string | null {
  const slug = value?.trim() ?? "";
  return slugPattern.test(slug) ? slug : null;
}

/** `a, b,,a,<x>` → `["a", "b"]`: trimmed, unreadable and repeated slugs dropped, in order. */
export function readSlugs(value: string | null | undefined): string[] {
  const slugs: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const slug = readSlug(part);
    if (slug && !slugs.includes(slug)) slugs.push(slug);
  }
  return slugs;
}

/** The slugs of `p` to show: the first three; `overLimit` when the address asked for more. */
export function requestedComparison(
  p: string | null | undefined,
  limit = COMPARE_LIMIT,
): { slugs: string[]; overLimit: boolean } {
  const slugs = readSlugs(p);
  return { slugs: slugs.slice(0, limit), overLimit: slugs.length > limit };
}

/**
 * One more product for the list: one already on it changes nothing, one that fits is
 * appended, and one beyond the limit is refused — the list keeps the products it had.
 */
export function mergeIntoComparison<T>(
  list: readonly T[],
  add: T,
  same: (a: T, b: T) => boolean,
  limit = COMPARE_LIMIT,
): { list: T[]; refused: boolean } {
  if (list.some((item) => same(item, add))) return { list: [...list], refused: false };
  if (list.length >= limit) return { list: [...list], refused: true };
  return { list: [...list, add], refused: false };
}

/** The stored entry that a slug of either language names. */
export const sameProduct = (a: ComparedProduct, b: ComparedProduct) =>
  a.hr === b.hr || a.en === b.en || a.hr === b.en || a.en === b.hr;

/** The address of a comparison: `?p=a,b,c` (commas left as they are, so a shared link stays readable). */
export function comparisonSearch(list: readonly ComparedProduct[], language: Language): string {
  return `?p=${list.map((product) => encodeURIComponent(product[language])).join(",")}`;
}

/** The cookie that keeps the shopper's list; set only by the compare page's action (a POST). */
export const COMPARE_COOKIE = "compare_list";
export const COMPARE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The list kept in the request's (or `document.cookie`'s) `compare_list`; anything unreadable
 * (another version, hand-edited) is an empty list, and at most three valid entries are kept.
 */
export function readComparisonCookie(cookieHeader: string | null | undefined): ComparedProduct[] {
  const raw = new RegExp(`(?:^|;\\s*)${COMPARE_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(raw ?? "[]"));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  let list: ComparedProduct[] = [];
  for (const entry of parsed) {
    const product = storedEntry(entry);
    if (product) list = mergeIntoComparison(list, product, sameProduct).list;
  }
  return list;
}

function storedEntry(entry: unknown): ComparedProduct | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { hr, en } = entry as Record<string, unknown>;
  const slugHr = readSlug(typeof hr === "string" ? hr : null);
  const slugEn = readSlug(typeof en === "string" ? en : null);
  return slugHr && slugEn ? { hr: slugHr, en: slugEn } : null;
}

/** The Set-Cookie value that keeps `list` (the first three) for 30 days; an empty list expires it. */
export function comparisonCookie(
  list: readonly ComparedProduct[],
  options: { secure: boolean },
): string {
  const kept = list.slice(0, COMPARE_LIMIT);
  const value = kept.length > 0 ? encodeURIComponent(JSON.stringify(kept)) : "";
  const maxAge = kept.length > 0 ? COMPARE_COOKIE_MAX_AGE : 0;
  return `${COMPARE_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/**
 * What a "Compare" from a listing card was answered: added (with how many are chosen), already
 * chosen, refused because three are chosen, or a product that was not found.
 */
export const compareNotices = [
  "compare_added",
  "compare_kept",
  "compare_full",
  "compare_not_found",
] as const;
export type CompareNotice = (typeof compareNotices)[number];

export function isCompareNotice(value: unknown): value is CompareNotice {
  return typeof value === "string" && (compareNotices as readonly string[]).includes(value);
}

/** The compare action's answer to a card's "Compare": the words, and the comparison of the kept list to link to. */
export interface CompareAnswer {
  notice: CompareNotice;
  /** Whether the product is on the list now (a refusal reads as an error). */
  ok: boolean;
  message: string;
  /** The comparison page showing the kept list (`?p=…`). */
  comparisonAt: string;
  /** The slug the form sent: the card whose button it was shows the answer. */
  product: string | null;
}
