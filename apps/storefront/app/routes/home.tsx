import { redirect } from "react-router";
import { apiFor } from "../lib/context.ts";
import { messagesFor } from "../lib/i18n.tsx";
import { LANGUAGE_COOKIE, languageOfPath } from "../lib/language.ts";
import { titled } from "../lib/meta.ts";
import type { Route } from "./+types/home";
import { island } from "../lib/island.tsx";

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesFor(languageOfPath(location.pathname));
  return titled(location.pathname, t.home.title, t.home.description);
};

export async function loader({ request, url, context }: Route.LoaderArgs) {
  rememberedLanguageRedirect(request, url);
  const api = apiFor({ url, context });
  const [newItems, saleItems] = await Promise.all([
    api.products({ new: true, sort: "newest", per_page: 12 }),
    api.products({ sale: true, sort: "newest", per_page: 12 }),
  ]);
  return { newItems: newItems.data.slice(0, 8), saleItems: saleItems.data.slice(0, 8) };
}

/**
 * A visitor who chose English earlier and comes back to the Croatian home page
 * from elsewhere (not by clicking our own language switch) lands on /en.
 */
function rememberedLanguageRedirect(request: Request, url: URL): void {
  if (url.pathname !== "/") return;
  const cookie = request.headers.get("cookie") ?? "";
  if (!new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=en(?:;|$)`).test(cookie)) return;
  const referer = request.headers.get("referer");
  if (referer && new URL(referer, url).host === url.host) return;
  throw redirect("/en");
}

/** The page, hydrated at the visitor's first interaction (lib/island.tsx, docs/decisions/009). */
const Page = island(() => import("../pages/home.tsx").then((m) => m.Home));

export default function HomeRoute(props: Route.ComponentProps) {
  return <Page {...props} />;
}
