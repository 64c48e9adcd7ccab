import type { MiddlewareHandler } from "hono";

/**
 * A request whose body nobody read — a form posted to a page that sends the visitor to log in
 * first, a POST refused before its form was read, a page without an action — is answered with
 * `Connection: close`. The server lets the unread rest go (@hono/node-server drains it briefly,
 * then closes the socket), so a keep-alive client must not send its next request down that
 * connection: it would be reset instead of answered.
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD") return;
  const request = c.req.raw;
  if (!request.body || request.bodyUsed) return;
  try {
    c.res.headers.set("connection", "close");
  } catch {
    // Headers of a fetched answer cannot change: a copy can.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set("connection", "close");
    c.res = copy;
  }
};
