import { hasPermission } from "@dukan/contract";
import type { Context, MiddlewareHandler } from "hono";
import { Refusal } from "../refusals/refusal.ts";
import type { AccountService, Caller } from "./service.ts";

export type AuthEnv = { Variables: { caller: Caller | null } };

/** The bearer token of a request, if it has one. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Reads the caller from `Authorization: Bearer …`. With `required`, a request without a valid
 * token is refused with 401, and `permission` (checked on the user's scope) with 403.
 */
export function authenticate(
  accounts: AccountService,
  rule: { required: boolean; permission?: string },
): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const caller = token ? await accounts.authenticate(token) : null;
    if (rule.required && !caller) throw new Refusal("unauthorized");
    // A token that was sent but does not work is refused even where logging in is optional: the client must know.
    if (token && !caller) throw new Refusal("unauthorized");
    if (caller && rule.permission && !hasPermission(caller.user.scope, rule.permission))
      throw new Refusal("forbidden");
    c.set("caller", caller);
    await next();
  };
}

/** The caller of a route behind `authenticate(…, { required: true })`. */
export function callerOf(c: Context<AuthEnv>): Caller {
  const caller = c.get("caller");
  if (!caller) throw new Refusal("unauthorized");
  return caller;
}
