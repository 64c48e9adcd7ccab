import { SURROGATE_KEY_HEADER } from "@dukan/backend/surrogate-keys";
import type { BackendFetch } from "../app/lib/api.server.ts";

/**
 * What a page rendered for the page cache was made from: the keys every back-end answer named
 * (`Surrogate-Key`, apps/backend/src/changes/surrogate-keys.ts). One answer without keys (anything
 * personal, or not yet described) and the page is not kept.
 */
export class PageKeys {
  readonly keys = new Set<string>();
  unkeyed = false;

  /** The keys, or null when the page may not be kept. */
  get kept(): ReadonlySet<string> | null {
    return this.unkeyed ? null : this.keys;
  }

  /** `backend` with every answer's keys written down here. */
  recording(backend: BackendFetch): BackendFetch {
    return async (request) => {
      const response = await backend(request);
      const named = response.headers.get(SURROGATE_KEY_HEADER);
      if (request.method !== "GET" || response.status !== 200 || !named) this.unkeyed = true;
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
