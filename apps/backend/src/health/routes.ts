import type { Health } from "@dukan/contract";
import { Hono } from "hono";
import type { Database } from "../db/client.ts";

export function healthRoutes(database: Database) {
  return new Hono().get("/health", async (c) => {
    await database.pool.query("select 1");
    const data: Health = { status: "ok", database: database.kind };
    return c.json({ data });
  });
}
