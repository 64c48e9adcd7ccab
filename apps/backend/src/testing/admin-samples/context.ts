import type { createApi } from "../../app.ts";
import type { Db } from "../../db/client.ts";

/** What a sample gets to find or make its request: the test's database, API and admin. */
export interface AdminSampleContext {
  db: Db;
  api: Pick<ReturnType<typeof createApi>, "request">;
  /** An admin's session token (TOTP enrolled). */
  adminToken: string;
}

export interface AdminSampleRequest {
  path: string;
  body?: unknown;
  /** A multipart body instead of JSON (a file upload). */
  form?: FormData;
}

export type AdminSample = (context: AdminSampleContext) => Promise<AdminSampleRequest>;
