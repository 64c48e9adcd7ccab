import type { Context } from "hono";
import type { OnResponseSent } from "../app.ts";

/** When the answer to this request has left, if the caller said (the storefront in this process: `ApiEnv.onResponseSent`). */
export function onResponseSentOf(c: Context): OnResponseSent | undefined {
  const env: unknown = c.env;
  if (
    typeof env === "object" &&
    env !== null &&
    "onResponseSent" in env &&
    typeof env.onResponseSent === "function"
  )
    return env.onResponseSent as OnResponseSent;
  return undefined;
}
