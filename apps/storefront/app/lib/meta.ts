import type { Language } from "@dukan/contract";
import type { MetaDescriptor } from "react-router";
import { format, type PageName } from "../locales/index.ts";
import { accessOf } from "../route-access.ts";
import { messagesFor } from "./i18n.tsx";
import { languageOfPath } from "./language.ts";

/** "Title | Dućan" with a description, in the page's language. */
export function titled(pathname: string, title: string, description?: string): MetaDescriptor[] {
  const t = messagesFor(languageOfPath(pathname));
  return [
    { title: `${title} | ${t.site.name}` },
    ...(description ? [{ name: "description", content: description }] : []),
  ];
}

/** Beyond the first page a listing's title names its page, so no two pages share a title. */
export function listingTitle(language: Language, title: string, page = 1): string {
  return page > 1 ? format(messagesFor(language).catalogue.titlePage, { title, page }) : title;
}

interface MetaArgs {
  location: { pathname: string };
  params: Record<string, string | undefined>;
}

/**
 * Whether search engines may list a screen: public ones, the login and registration pages (what a
 * shopper searching for "Dućan prijava" should find; nothing on them is anyone's own) and the cart
 * (a crawler never has a session: it is sent to the login page, which names itself canonical).
 * Other protected screens and the password reset (its links carry a token) are kept out.
 */
function indexable(name: PageName): boolean {
  const access = accessOf(name);
  if (access === "public" || name === "cart") return true;
  return access === "guest-only" && name !== "password-reset";
}

/**
 * Meta for a screen whose title and intro come from the locale files; `page` for a listing's later pages.
 * Account and shopping screens (guest-only or protected in the route table) are kept out of search results.
 */
export function pageMeta(name: PageName, page?: number) {
  return ({ location, params }: MetaArgs): MetaDescriptor[] => {
    const language = languageOfPath(location.pathname);
    const screen = messagesFor(language).pages[name];
    const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v ?? ""]));
    const title = listingTitle(language, format(screen.title, values), page);
    const tags = titled(
      location.pathname,
      title,
      "intro" in screen ? format(screen.intro, values) : undefined,
    );
    return indexable(name) ? tags : [...tags, { name: "robots", content: "noindex" }];
  };
}
