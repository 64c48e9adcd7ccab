import { type CategoryNode, hasPermission, type User } from "@dukan/contract";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ConnectionStatus } from "./components/ConnectionStatus.tsx";
import { ErrorPage } from "./components/ErrorPage.tsx";
import { Footer } from "./components/Footer.tsx";
import { type Account, Header } from "./components/Header.tsx";
import { InfoBars } from "./components/InfoBars.tsx";
import { PageTransition } from "./components/PageTransition.tsx";
import { ProgressBar } from "./components/ProgressBar.tsx";
import { alternatesOf } from "./lib/alternates.ts";
import { type CartNotice, type CartSummary, isCartPath, isRefusal, newest, summaryOf } from "./lib/cart.ts";
import { forgetCart } from "./lib/cart-mirror.ts";
import { clearedFlashCookie, readFlash } from "./lib/cart.server.ts";
import { installChunkReloadGuard, isChunkLoadError, reloadAfterChunkError } from "./lib/chunk-reload.ts";
import { apiFor, cookieOptions, pageLanguage } from "./lib/context.ts";
import { PageTexts, useMessages } from "./lib/i18n.tsx";
import { PageStyles } from "./lib/page-styles.tsx";
import { whenIdle } from "./lib/prefetch.ts";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, languageOfPath } from "./lib/language.ts";
import { accessOfPath } from "./route-table.ts";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const api = apiFor({ request, context });
  const account = context.session ? accountOf(context.session.user) : null;
  // The header's cart count, for customers; the cart page reads the whole cart itself.
  const readCart = account?.shops && !isCartPath(new URL(request.url).pathname);
  const [categories, cart] = await Promise.all([api.categoryTree(), readCart ? api.cart() : null]);
  const headers = new Headers();
  const remembered = /(?:^|;\s*)i18n_lang=(hr|en)/.exec(request.headers.get("cookie") ?? "")?.[1];
  if (remembered !== language) {
    headers.append("set-cookie", `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`);
  }
  // An add without JavaScript came back here with its answer in a one-time cookie.
  const flash = readFlash(request.headers.get("cookie"));
  if (flash.present) headers.append("set-cookie", clearedFlashCookie(cookieOptions(context)));
  return data(
    {
      siteUrl: context.siteUrl,
      categories: menuOf(categories),
      account,
      cart: cart?.ok ? summaryOf(cart.data) : null,
      flash: flash.notice,
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
export function shouldRevalidate({ formMethod, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod !== "GET") return defaultShouldRevalidate;
  return accessOfPath(nextUrl.pathname) !== "public";
}

/** What the header shows of the logged-in user: a legal entity by its company name; the cart only to customers. */
function accountOf(user: User): Account {
  const company = hasPermission(user.scope, "company") ? user.company?.name : undefined;
  return { name: company || user.name, shops: hasPermission(user.scope, "customer") };
}

/** Only what the header menu shows: top categories and their children. */
function menuOf(tree: CategoryNode[]): CategoryNode[] {
  return tree.map((c) => ({ ...c, children: c.children.map((child) => ({ ...child, children: [] })) }));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const alternates = alternatesOf(matches);
  const switchTarget = alternates && { hr: alternates.hr + location.search, en: alternates.en + location.search };
  const siteUrl = root?.siteUrl ?? "";
  // On the cart page its own data is the newest copy of the cart.
  const cartPage = matches.find((m) => m.id.startsWith("cart___"))?.data as { summary?: CartSummary } | undefined;
  const account = root?.account ?? null;
  useEffect(() => {
    // Logged out (here, or in another tab before this page loaded): no copy of a cart stays in
    // the browser. When the browser is idle: reading storage is not work for the first render.
    if (root && !account) return whenIdle(forgetCart);
  }, [root, account]);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d5e" />
        <Meta />
        {alternates && (
          <>
            <link rel="canonical" href={siteUrl + alternates[language]} />
            <link rel="alternate" hrefLang="hr" href={siteUrl + alternates.hr} />
            <link rel="alternate" hrefLang="en" href={siteUrl + alternates.en} />
            <link rel="alternate" hrefLang="x-default" href={siteUrl + alternates.hr} />
          </>
        )}
        <Links />
        <PageStyles />
      </head>
      <body>
        <ProgressBar />
        <Header
          categories={root?.categories ?? []}
          alternates={switchTarget}
          account={account}
          cart={account ? newest(root?.cart, cartPage?.summary) : null}
        />
        <InfoBars />
        <ConnectionStatus />
        <main id="content" tabIndex={-1}>
          {root?.flash && <Flash notice={root.flash} />}
          {children}
        </main>
        <Footer />
        <PageTexts />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The answer to a cart change made without JavaScript, shown once on the page it came back to
 * (the document's first location: a later in-page navigation does not repeat it).
 */
function Flash({ notice }: { notice: CartNotice }) {
  const t = useMessages().cart;
  const { key } = useLocation();
  if (key !== "default") return null;
  return (
    <div className="container flash">
      <p role="status" className={isRefusal(notice) ? "notice notice--error" : "notice notice--success"}>
        {t.notices[notice]}
      </p>
    </div>
  );
}

export default function App() {
  useEffect(installChunkReloadGuard, []);
  return (
    <PageTransition>
      <Outlet />
    </PageTransition>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return <ErrorPage status={statusOf(error)} />;
}

/** An error's status: statusCode, status or the response's status; 500 otherwise. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === "object" && error !== null) {
    const { statusCode, status, response } = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const candidate of [statusCode, status, response?.status])
      if (typeof candidate === "number" && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}
