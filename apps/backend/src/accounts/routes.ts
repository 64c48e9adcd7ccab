import { type Context, Hono } from "hono";
import { jsonBody } from "../http/json-body.ts";
import { requestLanguage } from "../http/language.ts";
import { type NoticeKey, noticeMessage } from "../locales/index.ts";
import { type AuthEnv, authenticate, callerOf } from "./auth.ts";
import type { AccountService } from "./service.ts";
import { toUser } from "./user.ts";

/** Registration, login, tokens, the current user and password reset (DESIGN.md §5 "auth"). */
export function accountRoutes(accounts: AccountService) {
  const routes = new Hono<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const notice = (c: Parameters<typeof requestLanguage>[0], key: NoticeKey) => ({
    data: { message: noticeMessage(key, requestLanguage(c)) },
  });

  routes.post("/register", async (c) => {
    await accounts.register(await jsonBody(c.req.raw), requestLanguage(c));
    return c.json(notice(c, "registered"), 201);
  });
  routes.post("/email/confirm", async (c) => {
    await accounts.confirmEmail(await jsonBody(c.req.raw));
    return c.json(notice(c, "email_confirmed"));
  });
  routes.post("/login", async (c) => c.json({ data: await accounts.login(await jsonBody(c.req.raw), clientAddress(c)) }));
  routes.post("/refresh", async (c) => c.json({ data: await accounts.refresh(await jsonBody(c.req.raw)) }));
  routes.post("/logout", async (c) => {
    await accounts.logout(await jsonBody(c.req.raw));
    return c.json(notice(c, "logged_out"));
  });
  routes.post("/password/forgot", async (c) => {
    await accounts.forgotPassword(await jsonBody(c.req.raw), clientAddress(c));
    return c.json(notice(c, "reset_link_sent"));
  });
  routes.post("/password/reset", async (c) => c.json({ data: await accounts.resetPassword(await jsonBody(c.req.raw), clientAddress(c)) }));

  routes.get("/me", loggedIn, (c) => c.json({ data: toUser(callerOf(c).user) }));
  routes.put("/me", loggedIn, async (c) => c.json({ data: await accounts.updateProfile(callerOf(c), await jsonBody(c.req.raw)) }));
  routes.put("/me/password", loggedIn, async (c) => {
    await accounts.changePassword(callerOf(c), await jsonBody(c.req.raw));
    return c.json(notice(c, "password_changed"));
  });
  return routes;
}

/**
 * The client's address for rate limits. In-process, the storefront (the only way in) passes
 * the socket's address beside the request; over HTTP it replaces `x-forwarded-for` with it.
 */
function clientAddress(c: Context): string {
  const env: unknown = c.env;
  if (typeof env === "object" && env !== null && "clientAddress" in env)
    return typeof env.clientAddress === "string" && env.clientAddress !== "" ? env.clientAddress : "unknown";
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
