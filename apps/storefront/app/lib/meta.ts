import type { MetaDescriptor } from "react-router";
import { format, messages, type PageName } from "../locales/index.ts";
import { languageOfPath } from "./language.ts";

/** "Title | Dućan" with a description, in the page's language. */
export function titled(pathname: string, title: string, description?: string): MetaDescriptor[] {
  const t = messages[languageOfPath(pathname)];
  return [{ title: `${title} | ${t.site.name}` }, ...(description ? [{ name: "description", content: description }] : [])];
}

/** Meta for a screen whose title and intro come from the locale files. */
export function pageMeta(name: PageName) {
  return ({ location, params }: { location: { pathname: string }; params: Record<string, string | undefined> }): MetaDescriptor[] => {
    const page = messages[languageOfPath(location.pathname)].pages[name];
    const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v ?? ""]));
    return titled(location.pathname, format(page.title, values), "intro" in page ? format(page.intro, values) : undefined);
  };
}
