import {
  type Health,
  healthLiveResponseSchema,
  healthReadyResponseSchema,
  healthResponseSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Database } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, refusal } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";

/** How long readiness waits for the database's round trip before answering 503. */
export const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(database: Database, readyTimeoutMs = READY_TIMEOUT_MS) {
  return apiRoutes()
    .openapi(
      createRoute({
        method: "get",
        path: "/health",
        tags: ["Health"],
        summary: "Liveness and which database answers (kept for compatibility: see /health/ready).",
        responses: { 200: answer(healthResponseSchema) },
      }),
      async (c) => {
        await database.pool.query("select 1");
        const data: Health = { status: "ok", database: database.kind };
        return c.json({ data }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/health/live",
        tags: ["Health"],
        summary: "Liveness: the process answers (the database is not asked).",
        responses: { 200: answer(healthLiveResponseSchema) },
      }),
      (c) => c.json({ data: { status: "ok" as const } }, 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/health/ready",
        tags: ["Health"],
        summary: "Readiness: a round trip to the database within 2 s, else 503.",
        responses: {
          200: answer(healthReadyResponseSchema),
          503: refusal("The database did not answer within 2 s (`service_unavailable`)"),
        },
      }),
      async (c) => {
        if (!(await databaseAnswers(database, readyTimeoutMs)))
          throw new Refusal("service_unavailable");
        return c.json({ data: { status: "ok" as const, database: database.kind } }, 200);
      },
    );
}

/** `select 1` answered within `timeoutMs` (a query left waiting past it is not cancelled, only no longer awaited). */
async function databaseAnswers(database: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      database.pool.query("select 1").then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
