import type { Language } from "@dukan/contract";
import { type ApiClient, type BackendFetch, createApiClient } from "./api.server.ts";
import { languageOfPath } from "./language.ts";

declare module "react-router" {
  interface AppLoadContext {
    backendFetch: BackendFetch;
    /** Public address of the shop, for canonical and hreflang links. */
    siteUrl: string;
  }
}

/** The API client for a loader, in the language of the page being rendered. */
export function apiFor(args: { context: { backendFetch: BackendFetch }; request: Request }): ApiClient {
  return createApiClient(args.context.backendFetch, pageLanguage(args.request));
}

export function pageLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
