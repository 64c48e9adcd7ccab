import { type CategoryNode, hasPermission, type User } from "@dukan/contract";
import { Suspense, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ConnectionStatus } from "./components/ConnectionStatus.tsx";
import type { Account } from "./components/Header.tsx";
import { PageTransition } from "./components/PageTransition.tsx";
import { summaryOf } from "./lib/cart.ts";
import { isCartPath } from "./lib/cart-path.ts";
import { clearedFlashCookie, readFlash } from "./lib/cart.server.ts";
import { comparisonSearch, readComparisonCookie } from "./lib/compare-list.ts";
import { allowsCategory, languageCookie, readConsent } from "./lib/cookie-consent.server.ts";
import { closedBarsOf } from "./lib/info-bars.ts";
import { installChunkReloadGuard } from "./lib/chunk-reload.ts";
import { apiFor, cookieOptions, pageLanguage } from "./lib/context.ts";
import { PageTexts, useMessages } from "./lib/i18n.tsx";
import { whenIdle } from "./lib/idle.ts";
import { island, useWakeOnRouterWork } from "./lib/island.tsx";
import { PageStyles } from "./lib/page-styles.tsx";
import { forgetStoredCart } from "./lib/stored-cart.ts";
import { languageOfPath } from "./lib/language.ts";
import { screenPath } from "./lib/lists-paths.ts";
import { accessOfPath } from "./route-access.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const language = pageLanguage(url);
  const api = apiFor({ url, context });
  const account = context.session ? accountOf(context.session.user) : null;
  // The header's cart count, for customers; the cart page reads the whole cart itself.
  const readCart = account?.shops && !isCartPath(url.pathname);
  const [categories, cart, site] = await Promise.all([
    api.categoryTree(),
    readCart ? api.cart() : null,
    api.siteSettings(),
  ]);
  const headers = new Headers();
  // The visitor's cookie choice: null until made (the banner shows); the language is remembered only with consent.
  const consent = readConsent(request.headers.get("cookie"));
  const remembered = /(?:^|;\s*)i18n_lang=(hr|en)/.exec(request.headers.get("cookie") ?? "")?.[1];
  if (remembered !== language && allowsCategory(consent, "preferences"))
    headers.append("set-cookie", languageCookie(language, cookieOptions(context)));
  // An add without JavaScript came back here with its answer in a one-time cookie.
  const flash = readFlash(request.headers.get("cookie"));
  if (flash.present) headers.append("set-cookie", clearedFlashCookie(cookieOptions(context)));
  return data(
    {
      siteUrl: context.siteUrl,
      categories: menuOf(categories),
      account,
      cart: cart?.ok ? summaryOf(cart.data) : null,
      // Each flash its own id: a flash brought by a client navigation (a login, a password reset) shows on the page it lands on.
      // A listing card's "Compare" links to the comparison of the list kept (its cookie, set by the same answer).
      flash: flash.notice
        ? {
            ...flash.notice,
            id: crypto.randomUUID(),
            comparisonAt: flash.notice.comparison
              ? screenPath(language, "compare") +
                comparisonSearch(readComparisonCookie(request.headers.get("cookie")), language)
              : null,
          }
        : null,
      consent,
      // The footer's and the bars' data (site settings), and the bars this browser closed.
      site,
      closedBars: closedBarsOf(request.headers.get("cookie")),
    },
    { headers },
  );
}

/**
 * The menu changes rarely: reload it only after a form submission (login, logout and
 * profile changes are all form posts), or when opening a screen that depends on the
 * session (protected or guest-only), so the header follows a session that ended or
 * began in another tab — not on every navigation.
 */
export function shouldRevalidate({
  formMethod,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== "GET") return defaultShouldRevalidate;
  return accessOfPath(nextUrl.pathname) !== "public";
}

/**
 * What the header shows of the logged-in user: a legal entity by its company name; the cart only to
 * customers; the notice of a legal entity waiting for the shop's approval.
 */
function accountOf(user: User): Account {
  const company = hasPermission(user.scope, "company") ? user.company?.name : undefined;
  return {
    name: company || user.name,
    shops: hasPermission(user.scope, "customer"),
    // Only a legal entity ever waits (the back end's registration sets it for companies alone).
    awaitingApproval: user.awaiting_approval,
  };
}

/** Only what the header menu shows: top categories and their children. */
function menuOf(tree: CategoryNode[]): CategoryNode[] {
  return tree.map((c) => ({
    ...c,
    children: c.children.map((child) => ({ ...child, children: [] })),
  }));
}

// The frame of every page: hydrated at the visitor's first interaction (lib/island.tsx).
const frame = () => import("./components/frame.ts");
const PageAlternates = island(() => frame().then((m) => m.PageAlternates));
const Header = island(() => frame().then((m) => m.Header));
const InfoBars = island(() => frame().then((m) => m.InfoBars));
const Footer = island(() => frame().then((m) => m.Footer));
const Flash = island(() => frame().then((m) => m.Flash));
const ProgressBar = island(() => frame().then((m) => m.ProgressBar));
const ScrollKeeper = island(() => frame().then((m) => m.ScrollKeeper));
const CookieBanner = island(() =>
  import("./components/CookieBanner.tsx").then((m) => m.CookieBanner),
);
const ErrorPage = island(() => import("./components/ErrorPage.tsx").then((m) => m.ErrorPage));

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  const account = root?.account ?? null;
  const t = useMessages();
  useWakeOnRouterWork();
  // In the layout, which stays mounted when the error boundary takes the page's place.
  useEffect(() => installChunkReloadGuard(), []);
  useEffect(() => {
    // When the browser is idle: reading storage is not work for the first render.
    if (root && !account) return whenIdle(forgetStoredCart);
  }, [root, account]);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d5e" />
        <Meta />
        <Links />
        <PageStyles />
      </head>
      <body>
        {/* The first thing a keyboard reaches, before the cookie banner and the header. */}
        <a className="skip-link" href="#content">
          {t.site.skipToContent}
        </a>
        <Suspense>
          <ProgressBar />
        </Suspense>
        {root && !root.consent && (
          <Suspense>
            <CookieBanner />
          </Suspense>
        )}
        <Suspense>
          <PageAlternates />
          <Header
            categories={root?.categories ?? []}
            account={account}
            cart={account ? (root?.cart ?? null) : null}
          />
        </Suspense>
        <Suspense>
          <InfoBars
            bars={root?.site?.info_bars ?? null}
            closed={root?.closedBars ?? []}
            account={account}
          />
        </Suspense>
        <ConnectionStatus />
        <main id="content" tabIndex={-1}>
          {root?.flash && (
            <Suspense>
              <Flash key={root.flash.id} notice={root.flash} />
            </Suspense>
          )}
          {children}
        </main>
        <Suspense>
          <Footer site={root?.site ?? null} closed={root?.closedBars ?? []} account={account} />
        </Suspense>
        <PageTexts />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Outside the transition's keyed wrapper, so it stays mounted: a page whose code is still
  // on its way keeps the old page on screen (lib/island.tsx).
  return (
    <>
      {/* Scrolling after navigations inside the app: only those need it, and they follow the first interaction. */}
      <Suspense>
        <ScrollKeeper />
      </Suspense>
      <Suspense>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </Suspense>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      <ErrorPage error={error} />
    </Suspense>
  );
}
