import {
  productSummarySchema,
  wishlistAddRequestSchema,
  wishlistEntryResponseSchema,
  wishlistParamsSchema,
  dataEnvelope,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { type AuthEnv, authenticate, callerOf } from "../accounts/auth.ts";
import type { AccountService } from "../accounts/service.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bearer, bodyRefusals, jsonRequest, refusals } from "../openapi/describe.ts";
import { bodyLimits } from "@dukan/contract";
import type { WishlistService } from "./service.ts";

const wishlistResponseSchema = dataEnvelope(z.array(productSummarySchema));
const tags = ["Wishlist"];

/** `GET POST DELETE /api/wishlist[/{product}]`: a logged-in customer's wishlist, newest first, priced for them. */
export function wishlistRoutes(wishlist: WishlistService, accounts: AccountService) {
  const routes = apiRoutes<AuthEnv>();
  const loggedIn = authenticate(accounts, { required: true, permission: "customer" });
  const guarded = { 401: refusals.unauthorized, 403: refusals.forbidden };

  routes.openapi(
    createRoute({
      method: "get",
      path: "/wishlist",
      tags,
      summary: "The caller's wishlist.",
      security: bearer,
      middleware: [loggedIn],
      responses: { 200: answer(wishlistResponseSchema), ...guarded },
    }),
    async (c) => c.json({ data: await wishlist.list(callerOf(c).user) }, 200),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/wishlist",
      tags,
      summary: "Keep a product on the wishlist (again: no change).",
      security: bearer,
      middleware: [loggedIn, jsonBody(bodyLimits.json)],
      request: { body: jsonRequest(wishlistAddRequestSchema) },
      responses: {
        201: answer(wishlistResponseSchema, "The wishlist after the change"),
        ...bodyRefusals,
        ...guarded,
        404: refusals.notFound,
      },
    }),
    async (c) =>
      c.json({ data: await wishlist.add(callerOf(c).user, c.req.valid("json").product_id) }, 201),
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/wishlist/{product}",
      tags,
      summary: "Whether a product is on the caller's wishlist (any id: false when it is not).",
      security: bearer,
      middleware: [loggedIn],
      request: { params: wishlistParamsSchema },
      responses: { 200: answer(wishlistEntryResponseSchema), ...guarded },
    }),
    async (c) =>
      c.json(
        {
          data: {
            on_wishlist: await wishlist.has(callerOf(c).user, c.req.valid("param").product),
          },
        },
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "delete",
      path: "/wishlist/{product}",
      tags,
      summary: "Take a product off the wishlist.",
      security: bearer,
      middleware: [loggedIn],
      request: { params: wishlistParamsSchema },
      responses: {
        200: answer(wishlistResponseSchema, "The wishlist after the change"),
        ...guarded,
        404: refusals.notFound,
      },
    }),
    async (c) =>
      c.json({ data: await wishlist.remove(callerOf(c).user, c.req.valid("param").product) }, 200),
  );
  return routes;
}
