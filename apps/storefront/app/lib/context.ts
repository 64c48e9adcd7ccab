import type { Language } from "@dukan/contract";
import { type ApiClient, type BackendFetch, createApiClient } from "./api.server.ts";
import { languageOfPath } from "./language.ts";
import type { CookieOptions, Session } from "./session.server.ts";

declare module "react-router" {
  interface AppLoadContext {
    /** The back end for this request; it names the shopper's address in `x-forwarded-for` (server/app.ts). */
    backendFetch: BackendFetch;
    /** Public address of the shop, for canonical and hreflang links. */
    siteUrl: string;
    /** The logged-in customer and their access token, resumed from the cookies before any loader runs; null when logged out. */
    session: Session | null;
    /** This page's Content-Security-Policy nonce, for the inline scripts React and React Router write (server/security-headers.ts). */
    cspNonce: string;
  }
}

interface LoaderContext {
  backendFetch: BackendFetch;
  session?: Session | null;
}

/** The API client for a loader, in the language of the page being rendered and on behalf of the logged-in customer. */
export function apiFor(args: { context: LoaderContext; url: URL }): ApiClient {
  return createApiClient(
    args.context.backendFetch,
    pageLanguage(args.url),
    args.context.session?.token,
  );
}

/** The language of the page asked for (the address React Router gives a loader or action: without a data request's `.data`). */
export function pageLanguage(url: URL): Language {
  return languageOfPath(url.pathname);
}

/** Session cookies are Secure when the shop is served over https (its SITE_URL), as in production. */
export function cookieOptions(context: { siteUrl: string }): CookieOptions {
  return { secure: context.siteUrl.startsWith("https:") };
}
