import {
  apiErrorSchema,
  sessionTokensResponseSchema,
  spamChallengeResponseSchema,
} from "@dukan/contract";
import { eq, sql } from "drizzle-orm";
import type { createApi } from "../app.ts";
import type { Db } from "../db/client.ts";
import { outboxMails } from "../mail/schema.ts";
import { solveChallenge } from "../spam/challenge.ts";

/** Calls the API the way a client would, for the accounts tests. */
export function accountsClient(api: ReturnType<typeof createApi>, db: Db) {
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await api.request(path, {
      method,
      headers: {
        "content-type": "application/json",
        "accept-language": "en",
        "x-forwarded-for": "203.0.113.7",
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, json, headers: response.headers };
  }
  return {
    call,
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call("POST", path, body, headers),
    async login(email: string, password: string) {
      const answer = await call("POST", "/api/login", { email, password });
      if (answer.status !== 200)
        throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return sessionTokensResponseSchema.parse(answer.json).data;
    },
    errorOf: (json: unknown) => apiErrorSchema.parse(json).error,
    /** A solved proof of work for one public form (`proof`), as a browser with JavaScript sends it. */
    async proof(): Promise<string> {
      const { data } = spamChallengeResponseSchema.parse(
        (await call("GET", "/api/spam/challenge")).json,
      );
      return solveChallenge(data.challenge, data.difficulty);
    },
    /** The link in the newest queued mail to `to` that leads to `page`. */
    async linkIn(
      to: string,
      page: "login?confirm" | "password-reset?token" | "profile?email-change",
    ): Promise<string> {
      const rows = await db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.toAddress, to))
        .orderBy(sql`${outboxMails.id} desc`);
      for (const row of rows) {
        const match = new RegExp(
          `https?://\\S+/${page.replace("?", "\\?")}=([A-Za-z0-9._%-]+)`,
        ).exec(row.textBody);
        if (match) return decodeURIComponent(match[1] as string);
      }
      throw new Error(`no ${page} mail to ${to}`);
    },
  };
}
