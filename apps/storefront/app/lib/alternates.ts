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
  const fill = (path: string) => path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(leaf.params[key] ?? ""));
  return { hr: localizedPath("hr", fill(screen.hr)), en: localizedPath("en", fill(screen.en)) };
}
