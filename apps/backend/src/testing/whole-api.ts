import { type Api, createApi } from "../app.ts";
import { createChangeFeed } from "../changes/feed.ts";
import type { Database } from "../db/client.ts";
import { testApiOptions } from "./api.ts";

/** The API with every route it serves in a running shop (the change feed's too): what the OpenAPI document describes. */
export function wholeApi(database: Database): Api {
  return createApi(database, { ...testApiOptions(), changes: createChangeFeed(database.pool) });
}
