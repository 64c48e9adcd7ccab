import type { AppLoadContext } from "react-router";
import { SURROGATE_KEY_HEADER } from "@dukan/backend/surrogate-keys";
import type { BackendFetch } from "../app/lib/api.server.ts";
import { CONSENT_COOKIE } from "../app/lib/cookie-consent.server.ts";
import { CLOSED_BARS_COOKIE } from "../app/lib/info-bars.ts";
import { LANGUAGE_COOKIE } from "../app/lib/language.ts";

/**
 * What a page rendered for the page cache was made from: the keys every back-end answer named
 * (`Surrogate-Key`, apps/backend/src/changes/surrogate-keys.ts). One answer without keys (anything
 * not yet described), one asked with credentials, or a page not rendered by `renderForPageCache`,
 * and the page is not kept.
 */
export class PageKeys {
  readonly keys = new Set<string>();
  unkeyed = false;
  /** Set by `renderForPageCache`, the only render whose page may be kept. */
  renderedForVisitor = false;

  /** The keys, or null when the page may not be kept. */
  get kept(): ReadonlySet<string> | null {
    return this.unkeyed || !this.renderedForVisitor ? null : this.keys;
  }

  /** `backend` with every answer's keys written down here. */
  recording(backend: BackendFetch): BackendFetch {
    return async (request) => {
      const response = await backend(request);
      const named = response.headers.get(SURROGATE_KEY_HEADER);
      if (
        request.method !== "GET" ||
        request.headers.has("authorization") ||
        response.status !== 200 ||
        !named
      )
        this.unkeyed = true;
      else for (const key of named.split(" ")) if (key) this.keys.add(key);
      return response;
    };
  }
}

/** The environment a page is rendered with when the page cache will keep it. */
export interface PageCacheEnv {
  pageKeys: PageKeys;
}

export function rendersForPageCache(env: unknown): env is PageCacheEnv {
  return (
    typeof env === "object" &&
    env !== null &&
    (env as Partial<PageCacheEnv>).pageKeys instanceof PageKeys
  );
}

/** The load context of a page the page cache keeps (AppLoadContext, lib/context.ts): a visitor's, with no session to read. */
export type VisitorLoadContext = {
  backendFetch: BackendFetch;
  siteUrl: string;
  session: null;
  cspNonce: string;
};

/**
 * Renders a page for the page cache (docs/decisions/018): the only render whose page the cache
 * keeps. It is given no session (the load context's type has none, and no session is resumed),
 * the request reaches React Router with only the cookies the cache's variant names, and every
 * back-end answer it uses must name its keys and be asked without credentials.
 */
export function renderForPageCache(
  handle: (request: Request, context: AppLoadContext) => Promise<Response>,
  request: Request,
  keys: PageKeys,
  context: Omit<VisitorLoadContext, "session">,
): Promise<Response> {
  keys.renderedForVisitor = true;
  const visitor: VisitorLoadContext = {
    ...context,
    backendFetch: keys.recording(context.backendFetch),
    session: null,
  };
  return handle(visitorRequest(request), visitor);
}

/** The cookies a visitor's page may depend on: the ones the page cache's variant is made of (page-cache.ts). */
const variantCookies = new Set([CONSENT_COOKIE, CLOSED_BARS_COOKIE, LANGUAGE_COOKIE]);

/** The request as a visitor's: its cookies only those of the variant, no credentials. */
export function visitorRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("authorization");
  const cookies = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => variantCookies.has(part.slice(0, Math.max(part.indexOf("="), 0))));
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  else headers.delete("cookie");
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
