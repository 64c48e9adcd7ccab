import type { InfoPage, InfoPageKey } from "@dukan/contract";
import { data } from "react-router";
import { apiFor } from "./context.ts";
import type { InfoPageView } from "./info-page.ts";

type Args = Parameters<typeof apiFor>[0] & { request: Request };

/**
 * An information page for its screen's loader, in the page's language; a page the back end does
 * not have is the 404 page. For a document the browser navigates to (`Sec-Fetch-Dest: document`)
 * the HTML is kept out of the data sent along for hydration: the server renders it, and the browser
 * reads it back from the page. Loaders called for a client-side navigation carry it as usual.
 */
export async function loadInfoPage(args: Args, key: InfoPageKey): Promise<InfoPageView> {
  const page = await apiFor(args).infoPage(key);
  if (!page) throw data(null, { status: 404 });
  return infoPageView(key, page, args.request.headers.get("sec-fetch-dest") === "document");
}

/** A screen's loader that needs nothing but its page. */
export function infoPageLoader(key: InfoPageKey) {
  return async (args: Args) => ({ infoPage: await loadInfoPage(args, key) });
}

export function infoPageView(key: InfoPageKey, page: InfoPage, document: boolean): InfoPageView {
  const view: InfoPageView = {
    key,
    language: page.language,
    title: page.title,
    summary: page.summary,
  };
  // Not enumerable: rendered by the server, left out of the serialised loader data.
  if (document) Object.defineProperty(view, "html", { value: page.html, enumerable: false });
  else view.html = page.html;
  return view;
}
