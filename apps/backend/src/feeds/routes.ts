import { onResponseSentOf } from "../http/response-sent.ts";
import {
  availabilityFeedSchema,
  bodyLimits,
  categoryFeedSchema,
  FEED_REQUESTS_PER_MINUTE,
  type FeedFormat,
  feedFormats,
  feedKeyResponseSchema,
  type FeedName,
  feedNames,
  productFeedSchema,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { type AuthEnv, authenticate, bearerToken, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { etagMatches } from "../http/etag.ts";
import type { RateLimiter } from "../limits/rate-limit.ts";
import { answer, bearer, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import type { FeedKeyStore } from "./keys.ts";
import { contentCodingFor, type FeedService } from "./service.ts";
import { feedSchema } from "./xsd.ts";

export interface FeedRoutesDeps {
  keys: FeedKeyStore;
  feeds: FeedService;
  accounts: AccountService;
  siteUrl: string;
  /** The shop's rate limits (shared by every process, limits/rate-limit.ts). */
  limiter: RateLimiter;
  /** Requests a key may make in a minute (`FEED_REQUESTS_PER_MINUTE`, default 60). */
  requestsPerMinute?: number;
  now?: () => Date;
}

const tags = ["B2B feeds"];
const feedQuerySchema = z.object({
  key: z
    .string()
    .max(200)
    .optional()
    .openapi({ description: "The buyer's feed key (or send `Authorization: Bearer <key>`)" }),
  since: z.string().max(64).optional().openapi({
    description: "ISO 8601 time: only what changed after it (products and availability)",
    example: "2026-11-25T08:00:00Z",
  }),
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const EARLIEST = Date.UTC(1970, 0, 1);

/** `since`: an ISO 8601 time from 1970 up to now (a little clock skew allowed), or none. */
export function readSince(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value === "") return null;
  const at = ISO_TIME.test(value.trim()) ? new Date(value.trim()) : new Date(Number.NaN);
  if (
    Number.isNaN(at.getTime()) ||
    at.getTime() < EARLIEST ||
    at.getTime() > now.getTime() + 60_000
  )
    throw refuseFields({ since: "since" });
  return at;
}

const feedSchemas: Record<FeedName, z.ZodType> = {
  products: productFeedSchema,
  categories: categoryFeedSchema,
  availability: availabilityFeedSchema,
};

const contentTypes: Record<FeedFormat, string> = {
  json: "application/json",
  xml: "application/xml",
  csv: "text/csv",
};

/** The legal entity's feed key, and the feeds themselves (`/api/b2b/{feed}.{xml,json,csv}`) with their schemas. */
export function feedRoutes(deps: FeedRoutesDeps) {
  const { keys, feeds, siteUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const { limiter } = deps;
  const perMinute = deps.requestsPerMinute ?? FEED_REQUESTS_PER_MINUTE;
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(deps.accounts, { required: true, permission: "customer" });
  const feedList = feedNames.flatMap((name) =>
    feedFormats.map((format) => ({ name, format, url: `${siteUrl}/api/b2b/${name}.${format}` })),
  );
  const keyAnswer = (key: Awaited<ReturnType<FeedKeyStore["keyOf"]>>) => ({
    data: { ...key, feeds: feedList, requests_per_minute: perMinute },
  });

  routes.openapi(
    createRoute({
      method: "get",
      path: "/me/feed-key",
      tags,
      summary:
        "The legal entity's key to its B2B feeds (made on first use), and how it was used in the last 14 days.",
      security: bearer,
      middleware: [loggedIn],
      responses: {
        200: answer(feedKeyResponseSchema),
        401: refusals.unauthorized,
        403: refusal("A private person's account has no feed key (`feed_key_not_for_persons`)"),
      },
    }),
    async (c) => c.json(keyAnswer(await keys.keyOf(callerOf(c).user)), 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/me/feed-key",
      tags,
      summary: "Replace the key: the old one stops working at once.",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(z.object({}).strict()) },
      responses: {
        200: answer(feedKeyResponseSchema),
        400: refusals.invalid,
        401: refusals.unauthorized,
        403: refusal("A private person's account has no feed key (`feed_key_not_for_persons`)"),
      },
    }),
    async (c) => c.json(keyAnswer(await keys.replace(callerOf(c).user)), 200),
  );

  /** Answers one feed: the key, the rate limit, a conditional request, then the feed streamed. */
  async function serveFeed(
    c: Context,
    name: FeedName,
    format: FeedFormat,
    query: z.infer<typeof feedQuerySchema>,
  ): Promise<Response> {
    const key = query.key ?? bearerToken(c) ?? "";
    const holder = key === "" ? null : await keys.holderOf(key);
    if (!holder) throw new Refusal("invalid_feed_key");
    // A blocked customer's key stops with their account (it is kept: unblocking opens it again).
    if (holder.blocked) throw new Refusal("account_blocked");
    const limited = await limiter.hit(
      `feed:${holder.keyId}`,
      { max: perMinute, windowSeconds: 60 },
      now().getTime(),
    );
    if (!limited.allowed) throw new Refusal("too_many_requests", undefined, limited.retryAfter);
    keys.recordUse(holder.keyId);
    const at = now();
    const request = {
      feed: name,
      format,
      since: name === "categories" ? null : readSince(query.since, at),
    };
    const state = await feeds.state(holder, request);
    const headers: Record<string, string> = {
      etag: state.etag,
      "last-modified": state.lastModified.toUTCString(),
      "cache-control": "private, no-cache",
      vary: "Accept-Encoding, Authorization",
    };
    const ifNoneMatch = c.req.header("if-none-match");
    const ifModifiedSince = c.req.header("if-modified-since");
    const unchanged =
      ifNoneMatch !== undefined
        ? etagMatches(ifNoneMatch, state.etag)
        : ifModifiedSince !== undefined &&
          Math.floor(state.lastModified.getTime() / 1000) <=
            Math.floor(Date.parse(ifModifiedSince) / 1000);
    if (unchanged) return c.body(null, 304, headers);
    const coding = contentCodingFor(c.req.header("accept-encoding"));
    const feed = await feeds.stream(holder, request, coding, at, onResponseSentOf(c));
    headers["content-type"] = feed.contentType;
    headers["content-disposition"] = `inline; filename="${name}.${format}"`;
    if (coding !== "identity") headers["content-encoding"] = coding;
    return c.body(feed.body, 200, headers);
  }

  for (const name of feedNames) {
    for (const format of feedFormats) {
      routes.openapi(
        createRoute({
          method: "get",
          path: `/b2b/${name}.${format}`,
          tags,
          summary: `The ${name} feed as ${format.toUpperCase()}, with the buyer's own prices${name === "categories" ? "" : "; `since` for what changed after a time"}.`,
          description:
            "The key as `?key=` or `Authorization: Bearer <key>`. `ETag` and `Last-Modified` are answered 304 to `If-None-Match` / `If-Modified-Since`; gzip or brotli as `Accept-Encoding` asks; 60 requests a minute per key.",
          request: { query: feedQuerySchema },
          responses: {
            200: {
              description: "The feed",
              content: {
                [contentTypes[format]]: {
                  schema: format === "json" ? feedSchemas[name] : z.string(),
                },
              },
            },
            304: { description: "Not changed since the ETag or time given" },
            400: refusals.invalid,
            401: refusal("No key, or a key that is unknown or was replaced (`invalid_feed_key`)"),
            403: refusal("The key's customer is blocked by the shop (`account_blocked`)"),
            429: refusals.limited,
          },
        }),
        // The feed is a stream, written as it is read; its JSON shape is documented above, not checked per answer.
        async (c) => serveFeed(c, name, format, c.req.valid("query")),
      );
    }
    const schema = feedSchema(name);
    routes.openapi(
      createRoute({
        method: "get",
        path: `/b2b/${name}.xsd`,
        tags,
        summary: `The XML Schema of the ${name} feed's XML.`,
        responses: {
          200: {
            description: "The schema",
            content: { "application/xml": { schema: z.string() } },
          },
        },
      }),
      async (c) =>
        c.body(schema, 200, {
          "content-type": "application/xml; charset=utf-8",
          "cache-control": "public, max-age=3600",
        }),
    );
  }

  return routes;
}
