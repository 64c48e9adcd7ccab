import { type Health, healthResponseSchema } from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Database } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer } from "../openapi/describe.ts";

export function healthRoutes(database: Database) {
  return apiRoutes().openapi(
    createRoute({
      method: "get",
      path: "/health",
      tags: ["Health"],
      summary: "Liveness and which database answers.",
      responses: { 200: answer(healthResponseSchema) },
    }),
    async (c) => {
      await database.pool.query("select 1");
      const data: Health = { status: "ok", database: database.kind };
      return c.json({ data }, 200);
    },
  );
}
