import type { Cart } from "@dukan/contract";
import { Hono } from "hono";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { requestLanguage } from "../http/language.ts";
import { noticeMessage } from "../locales/index.ts";
import type { CartChange, CartService } from "./service.ts";
import { jsonBody } from "../http/json-body.ts";
import { pathId } from "../http/ids.ts";

/** The customer's cart (DESIGN.md §5 "cart"); every route needs a logged-in customer. */
export function cartRoutes(cart: CartService, accounts: AccountService) {
  const routes = new Hono<AuthEnv>();
  routes.use("/cart", authenticate(accounts, { required: true, permission: "customer" }));
  routes.use("/cart/*", authenticate(accounts, { required: true, permission: "customer" }));
  const changed = (c: Parameters<typeof requestLanguage>[0], change: CartChange) => ({
    data: change.cart,
    notice: {
      code: change.notice === "max_available" ? "max_available" : "added",
      message: noticeMessage(change.notice, requestLanguage(c)),
    },
  });

  // A cart read again unchanged is the same object: its JSON is written once.
  const written = new WeakMap<Cart, string>();
  routes.get("/cart", async (c) => {
    const answer = await cart.load(callerOf(c).user);
    let body = written.get(answer);
    if (body === undefined) {
      body = JSON.stringify({ data: answer });
      written.set(answer, body);
    }
    return c.body(body, 200, { "content-type": "application/json" });
  });
  routes.delete("/cart", async (c) => c.json({ data: await cart.clear(callerOf(c).user) }));
  routes.post("/cart/lines", async (c) => c.json(changed(c, await cart.add(callerOf(c).user, await jsonBody(c.req.raw))), 201));
  routes.patch("/cart/lines/:id", async (c) =>
    c.json(changed(c, await cart.update(callerOf(c).user, pathId(c.req.param("id")), await jsonBody(c.req.raw)))),
  );
  routes.delete("/cart/lines/:id", async (c) => c.json({ data: await cart.remove(callerOf(c).user, pathId(c.req.param("id"))) }));
  routes.post("/cart/quick-buy", async (c) => {
    const { cart: after, report } = await cart.quickBuy(callerOf(c).user, await jsonBody(c.req.raw, 600 * 1024), requestLanguage(c));
    return c.json({ data: after, report });
  });
  return routes;
}
