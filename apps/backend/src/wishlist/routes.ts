import { Hono } from "hono";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { jsonBody } from "../http/json-body.ts";
import { pathId } from "../http/ids.ts";
import type { WishlistService } from "./service.ts";

/** `GET POST DELETE /api/wishlist[/{product}]`: a logged-in customer's wishlist. */
export function wishlistRoutes(wishlist: WishlistService, accounts: AccountService) {
  const routes = new Hono<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  routes.get("/wishlist", loggedIn, async (c) => c.json({ data: await wishlist.list(callerOf(c).user) }));
  routes.post("/wishlist", loggedIn, async (c) => c.json({ data: await wishlist.add(callerOf(c).user, await jsonBody(c.req.raw)) }, 201));
  routes.delete("/wishlist/:product", loggedIn, async (c) =>
    c.json({ data: await wishlist.remove(callerOf(c).user, pathId(c.req.param("product"))) }),
  );
  return routes;
}
