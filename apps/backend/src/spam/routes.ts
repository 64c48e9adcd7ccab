import { spamChallengeResponseSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { answer } from "../openapi/describe.ts";
import type { SpamGuard } from "./guard.ts";

const tags = ["Spam protection"];

/** `GET /api/spam/challenge`: the proof of work's challenge, fresh for every form (never cached). */
export function spamRoutes(spam: SpamGuard) {
  const routes = apiRoutes();
  routes.openapi(
    createRoute({
      method: "get",
      path: "/spam/challenge",
      tags,
      summary:
        "A signed challenge for a public form's proof of work: find a nonce (decimal digits) so that SHA-256 of `challenge` followed by the nonce starts with `difficulty` zero bits, and send `challenge:nonce` as the form's `proof` (once, before `expires_at`). A form sent without a proof is taken under a stricter rate limit.",
      responses: { 200: answer(spamChallengeResponseSchema) },
    }),
    (c) => {
      const issued = spam.challenge();
      c.header("cache-control", "no-store");
      return c.json(
        {
          data: {
            challenge: issued.challenge,
            difficulty: issued.difficulty,
            expires_at: issued.expiresAt.toISOString(),
          },
        },
        200,
      );
    },
  );
  return routes;
}
