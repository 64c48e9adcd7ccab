import type { InfoPageKey, Language } from "@dukan/contract";
import type { MetaDescriptor } from "react-router";
import type { PageName } from "../locales/index.ts";
import { pageMeta, titled } from "./meta.ts";

/**
 * An information page as its screen gets it (lib/info-page.server.ts): title and summary always;
 * the sanitised HTML only when the page is not a document the server just rendered. In a document
 * the HTML is in the page once, as markup, and not again in the data the browser hydrates from:
 * the browser takes it from the rendered element (`renderedInfoPageHtml`).
 */
export interface InfoPageView {
  key: InfoPageKey;
  language: Language;
  title: string;
  summary: string;
  html?: string;
}

/** The element holding a page's HTML. */
export const INFO_PAGE_CONTENT_ID = "info-page-content";

/** The HTML the server rendered into the page, for hydrating it without carrying it twice. */
export function renderedInfoPageHtml(): string {
  if (typeof document === "undefined") return "";
  return document.getElementById(INFO_PAGE_CONTENT_ID)?.innerHTML ?? "";
}

interface InfoMetaArgs {
  location: { pathname: string };
  params: Record<string, string | undefined>;
  loaderData?: { infoPage: InfoPageView } | undefined;
}

/** "Title | Dućan" and the summary as the description, from the stored page (the locale's while it has none). */
export function infoPageMeta(name: PageName & InfoPageKey) {
  const fallback = pageMeta(name);
  return (args: InfoMetaArgs): MetaDescriptor[] => {
    const page = args.loaderData?.infoPage;
    return page
      ? titled(args.location.pathname, page.title, page.summary || undefined)
      : fallback(args);
  };
}
