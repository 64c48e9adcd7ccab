import type { Context } from "hono";

/**
 * The client's address for rate limits. In-process, the storefront (the only way in) passes
 * the socket's address beside the request; over HTTP it replaces `x-forwarded-for` with it
 * (behind TRUST_PROXY proxies, the address the outermost of them saw).
 */
export function clientAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "clientAddress" in env)
    return typeof env.clientAddress === "string" && env.clientAddress !== ""
      ? env.clientAddress
      : "unknown";
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
