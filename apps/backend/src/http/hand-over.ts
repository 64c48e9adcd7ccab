import { asksForData, handOver, lazyJsonBody } from "@dukan/contract/in-process";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** `c.json`'s second and third arguments: a status or a ResponseInit, and headers. */
type StatusOrInit = number | ResponseInit | undefined;
type HeaderRecord = Record<string, string | string[]> | undefined;

/**
 * For a request the storefront in this process marked (`askForData`), every `c.json` answer
 * carries its object instead of writing it as JSON: the storefront takes the object, and the
 * body is written only if someone reads it. Other requests (HTTP clients, the browser's own
 * `/api` calls through the shop) are answered exactly as before.
 */
export const handOverAnswers: MiddlewareHandler = async (c, next) => {
  if (asksForData(c.req.raw)) {
    const json = (object: unknown, arg?: StatusOrInit, headers?: HeaderRecord) =>
      objectAnswer(c, object, arg, headers);
    Object.assign(c, { json });
  }
  await next();
};

/** `c.json(object, arg, headers)` for a marked request: the same status and headers, the object attached, the JSON written lazily. */
export function objectAnswer(
  c: Context,
  object: unknown,
  arg?: StatusOrInit,
  headers?: HeaderRecord,
): Response {
  const body = lazyJsonBody(object);
  let status = arg as ContentfulStatusCode | undefined;
  if (typeof arg === "object") {
    // `c.json(object, { status, headers })`: the same answer through the status and headers of the context.
    status = arg.status as ContentfulStatusCode | undefined;
    new Headers(arg.headers).forEach((value, name) => c.header(name, value, { append: true }));
  }
  const response = c.body(body, status, headers);
  const named =
    Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "content-type") ||
    (typeof arg === "object" && new Headers(arg.headers).has("content-type"));
  if (!named) response.headers.set("content-type", "application/json");
  return handOver(response, object);
}
