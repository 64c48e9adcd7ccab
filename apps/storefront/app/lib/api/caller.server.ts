// How the storefront's server calls the back end's API: the typed client, and reading its answers.
import { apiErrorSchema, type Language } from "@dukan/contract";
import type { paths } from "@dukan/contract/openapi";
import type { z } from "zod";
import createClient, { type Client } from "openapi-fetch";
import { data } from "react-router";

/**
 * How the storefront reaches the back end: `backend.fetch` in this process, or HTTP when
 * BACKEND_URL is set. Either way the answer is a Response whose body is JSON bytes.
 */
export type BackendFetch = (request: Request) => Promise<Response>;

/** The back end's paths as its OpenAPI document describes them (packages/contract/src/openapi.d.ts, generated). */
export type BackendClient = Client<paths>;

/**
 * The typed client of the back end's API (openapi-fetch): paths, parameters and request bodies
 * are checked against the OpenAPI document's types. `backendFetch` sends each request.
 */
export function backendClient(
  backendFetch: BackendFetch,
  headers: Record<string, string> = {},
): BackendClient {
  return createClient<paths>({
    baseUrl: "http://backend",
    fetch: backendFetch,
    headers: { accept: "application/json", ...headers },
  });
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The query fields a 400 answer named. */
    readonly fields: string[] = [],
  ) {
    super(`API ${path} answered ${status}`);
  }
}

/**
 * The answer of a call that may be refused for reasons the shopper should read
 * (accounts): the data, or the API's error with its message already in the page's language.
 */
export type ApiOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      code: string;
      /** Empty when the back end gave no readable answer: the page shows its own generic text. */
      message: string;
      fields: Record<string, string>;
      /** Seconds, from Retry-After on a 429. */
      retryAfter: number | null;
    };

/** What openapi-fetch answers for any call: the parsed JSON of a success or of a refusal, and the response. */
interface Answered {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * How the storefront's calls are sent: `api` carries the page's language and, with a `token` (the
 * logged-in customer's), `Authorization: Bearer`, so the back end answers for that customer
 * (prices, cart, rebates); `read`, `call` and `answer` turn its answers into what loaders use.
 */
export function apiCaller(backendFetch: BackendFetch, language: Language, token?: string | null) {
  const api = backendClient(backendFetch, {
    "accept-language": language,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  let visitorApi: BackendClient | undefined;

  /**
   * A public read: null for 404, ApiRequestError for other refusals. The session ended between
   * the session check and this call (logged out in another tab): the catalogue is public, so it
   * is asked again as a visitor; the next request clears the cookies.
   */
  async function read<T>(
    path: string,
    send: (client: BackendClient) => Promise<Answered>,
    schema: z.ZodType<T>,
  ): Promise<T | null> {
    let answered: Answered;
    try {
      answered = await send(api);
      if (answered.response.status === 401 && token)
        answered = await send((visitorApi ??= backendClient(backendFetch, headersFor(language))));
    } catch {
      throw unavailable();
    }
    const { status, ok } = answered.response;
    if (status === 404) return null;
    if (status === 503) throw unavailable();
    if (status === 400) throw new ApiRequestError(400, path, refusedFields(answered.error));
    if (!ok) throw new ApiRequestError(status, path);
    return schema.parse(answered.data);
  }

  /** A call whose refusal is an answer, not an error: `{ ok: false, … }` with the API's code, message and fields. */
  async function call<T>(
    sent: Promise<Answered>,
    schema: z.ZodType<{ data: T }>,
  ): Promise<ApiOutcome<T>> {
    const outcome = await answer(sent, schema);
    return outcome.ok ? { ok: true, data: outcome.data.data } : outcome;
  }

  /** As `call`, with the whole answer (the cart's `notice`, quick buy's `report` beside `data`). */
  async function answer<T>(sent: Promise<Answered>, schema: z.ZodType<T>): Promise<ApiOutcome<T>> {
    let answered: Answered;
    try {
      answered = await sent;
    } catch {
      return refusal(503, "service_unavailable", "", {}, null);
    }
    const { response } = answered;
    if (response.ok) return { ok: true, data: schema.parse(answered.data) };
    const retryAfter = Number(response.headers.get("retry-after"));
    const parsed = apiErrorSchema.safeParse(answered.error);
    const error = parsed.success
      ? parsed.data.error
      : { code: "internal_error", message: "", fields: {} };
    return refusal(
      response.status,
      error.code,
      error.message,
      error.fields ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  return { api, read, call, answer };
}

/** The calls of one request, as the per-area calls (lib/api/*.server.ts) use them. */
export type ApiCaller = ReturnType<typeof apiCaller>;

/**
 * The back end cannot answer now (its database is down or restarting, or it cannot be reached):
 * thrown from a loader, the page is a 503 that asks the shopper to try again shortly (the server
 * adds Retry-After, server/app.ts).
 */
function unavailable() {
  return data(null, { status: 503 });
}

function headersFor(language: Language): Record<string, string> {
  return { "accept-language": language };
}

function refusal(
  status: number,
  code: string,
  message: string,
  fields: Record<string, string>,
  retryAfter: number | null,
): ApiOutcome<never> {
  return { ok: false, status, code, message, fields, retryAfter };
}

/** The fields a refusal's JSON names (none when it is not the API's error shape). */
function refusedFields(error: unknown): string[] {
  const parsed = apiErrorSchema.safeParse(error);
  return parsed.success ? Object.keys(parsed.data.error.fields ?? {}) : [];
}
