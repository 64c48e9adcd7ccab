import {
  changesQuerySchema,
  changesResponseSchema,
  type Changes,
  STOREFRONT_KEY_HEADER,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import type { ChangeFeed } from "./feed.ts";
import { isStorefrontKey } from "./storefront-key.ts";

/**
 * `GET /api/changes`: the storefront's page cache follows the catalogue and content changes
 * through it (docs/page-cache.md), in this process and over HTTP alike. Each call first reads every
 * change committed before it arrived, so a page the cache answers after it is never stale.
 */
export function changesRoutes(changes: ChangeFeed, key: string) {
  return apiRoutes().openapi(
    createRoute({
      method: "get",
      path: "/changes",
      tags: ["Internal"],
      summary:
        "The catalogue and content changes since a position, for the storefront's page cache (internal: X-Storefront-Key).",
      description:
        "Reads every change committed before the request arrived, then answers those after `after`. `changes: null` (the feed no longer remembers that far back, or `feed` names another process's feed) means: drop everything kept, and go on from `position`.",
      security: [{ storefrontKey: [] }],
      request: { query: changesQuerySchema },
      responses: {
        200: answer(changesResponseSchema),
        400: refusals.invalid,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      // Not the storefront: as if there were no such path.
      if (!isStorefrontKey(c.req.header(STOREFRONT_KEY_HEADER), key))
        throw new Refusal("not_found");
      const { after, feed } = c.req.valid("query");
      const position = await changes.sync();
      const since = feed === changes.id ? changes.since(after) : null;
      const data: Changes = {
        feed: changes.id,
        position,
        changes:
          since && since.map((change) => ({ position: change.position, keys: [...change.keys] })),
      };
      c.header("cache-control", "no-store");
      return c.json({ data }, 200);
    },
  );
}
