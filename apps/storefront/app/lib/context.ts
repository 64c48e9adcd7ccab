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
    /** A customer's page render that tells server/page-frames.ts what it showed, or writes the page's frame. */
    frameRender?: FrameRender;
  }
}

/** Filled by entry.server.tsx: the routes a customer's page matched and their data; `write`: render the frame. */
export interface FrameRender {
  write: boolean;
  routes?: Array<{ id: string; params: Record<string, string | undefined> }>;
  loaderData?: Record<string, unknown>;
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
