import type { Context } from "hono";
import type { WhenSent } from "../app.ts";

/** When the answer to this request has left, if the caller said (the storefront in this process: `ApiEnv.whenSent`). */
export function whenSentOf(c: Context): WhenSent | undefined {
  const env: unknown = c.env;
  if (
    typeof env === "object" &&
    env !== null &&
    "whenSent" in env &&
    typeof env.whenSent === "function"
  )
    return env.whenSent as WhenSent;
  return undefined;
}
