/**
 * The staff API over the cookie session (STAFF-API.md): every request carries the app's language as
 * Accept-Language (so refusals come back in it) and the session cookie (same origin); an unsafe
 * request also carries `X-Requested-With: dukan-admin`, without which the API refuses a
 * cookie-authenticated change (its CSRF guard). A refusal becomes an `ApiError` whose message is the
 * API's own `{error}` text.
 */

/** Where the staff API lives: the shop's own origin, so the session cookie goes along. */
export const API_ROOT = "/api/admin";

export interface ApiOptions {
  /** The app's language now ("hr" | "en"), read at each request. */
  language: () => string;
  /** For tests: the fetch to use (the browser's by default). */
  fetch?: typeof fetch;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: URLSearchParams;
  body?: unknown;
  /** A multipart body instead of JSON (a file upload); the browser sets its content type. */
  form?: FormData;
}

/** A refusal's sentence as a sentence: ending with its own mark, else a full stop. */
const asSentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * What the API answered with a 4xx or 5xx: `status` for the auth provider, `body` for flags such as
 * `secondFactor`. The API's `{error: {message, fields}}` gives the message (with each refused field's
 * sentence after it, each ending with a full stop, so that several read apart in one notice:
 * "Neka polja nisu ispravno ispunjena: Unesite popust … od 1 do 90. Kraj mora biti nakon početka.")
 * and `body.errors`, by which react-admin's forms mark the fields themselves.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly fields: Record<string, string>;
  constructor(message: string, status: number, body: Record<string, unknown>) {
    const fields = fieldsOf(body);
    const sentences = Object.values(fields)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence !== "" && !message.includes(sentence));
    const joiner = /[.!?:]$/.test(message) ? " " : ": ";
    super(
      sentences.length > 0 ? `${message}${joiner}${sentences.map(asSentence).join(" ")}` : message,
    );
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
    this.body = Object.keys(fields).length > 0 ? { ...body, errors: fields } : body;
  }
}

export type Api = <T>(path: string, request?: ApiRequest) => Promise<T>;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApi(options: ApiOptions): Api {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
    const method = request.method ?? "GET";
    const headers: Record<string, string> = {
      accept: "application/json",
      "accept-language": options.language(),
    };
    if (UNSAFE.has(method)) headers["x-requested-with"] = "dukan-admin";
    if (request.body !== undefined) headers["content-type"] = "application/json";
    const query = request.query?.toString();
    const response = await fetchFn(`${API_ROOT}${path}${query ? `?${query}` : ""}`, {
      method,
      headers,
      credentials: "same-origin",
      body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
    });
    const text = await response.text();
    const json: unknown = text === "" ? null : parseJson(text);
    if (!response.ok) {
      const body = isObject(json) ? json : {};
      throw new ApiError(errorMessage(body) ?? response.statusText, response.status, body);
    }
    return json as T;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldsOf(body: Record<string, unknown>): Record<string, string> {
  const error = body.error;
  if (!isObject(error) || !isObject(error.fields)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** The API's refusal text: `{error: "…"}`, or the shop's older `{error: {message}}` form. */
function errorMessage(body: Record<string, unknown>): string | undefined {
  const error = body.error;
  if (typeof error === "string") return error;
  if (isObject(error) && typeof error.message === "string") return error.message;
  return undefined;
}
