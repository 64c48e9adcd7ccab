import {
  adminCustomerActionSchema,
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminCustomerPatchSchema,
  adminEmailChangeSchema,
  adminFeedKeyActionSchema,
  bodyLimits,
  pathIdSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { CustomersAdmin } from "../accounts/customers-admin.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("Customer id.") });
const conflict = refusal("The customer changed since `version` was read (`version_conflict`)");

/**
 * The staff's customers (scope `customers`): `GET /api/admin/customers` (filters, prefix search),
 * `GET`/`PATCH /api/admin/customers/{id}`, and the actions block, unblock, approve, password reset,
 * e-mail change link and feed key. Every change is audited in its transaction (accounts/customers-admin.ts).
 */
export function adminCustomerRoutes(customers: CustomersAdmin) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("customers");
  const readJson = jsonBody(bodyLimits.json);

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/customers",
      tags,
      summary:
        "Staff: customers, newest first; `q` is a prefix of the name, e-mail, company name or OIB; filters by type, registered (has a password), has orders, newsletter, blocked, waiting for approval.",
      ...staffRoute("customers"),
      middleware: [guard],
      request: { query: adminCustomerListQuerySchema },
      responses: {
        200: answer(adminCustomerListSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage, sort, order, ...filter } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await customers.list(filter, { page, perPage, sort, order }), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/customers/{id}",
      tags,
      summary:
        "Staff: one customer: data, company data, orders (count, worth, latest), feed key, latest logins.",
      ...staffRoute("customers"),
      middleware: [guard],
      request: { params },
      responses: {
        200: answer(adminCustomerDetailSchema),
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await customers.detail(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/customers/{id}",
      tags,
      summary:
        "Staff: change a customer's name, phone, language, newsletter flag or company data, naming the `version` read (409 when it moved).",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminCustomerPatchSchema) },
      responses: {
        200: answer(adminCustomerDetailSchema, "The customer as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: conflict,
      },
    }),
    async (c) => {
      const data = await customers.edit(
        c.req.valid("param").id,
        c.req.valid("json"),
        staffActor(c),
      );
      return c.json(data, 200);
    },
  );

  const actions = [
    [
      "block",
      "Staff: block a customer: every session ends at once; login and orders are refused until unblocked.",
    ],
    ["unblock", "Staff: unblock a customer: they can log in again."],
    [
      "approve",
      "Staff: approve a legal entity waiting for approval: wholesale prices from now on; the customer is mailed in their language.",
    ],
  ] as const;
  for (const [action, summary] of actions)
    routes.openapi(
      createRoute({
        method: "post",
        path: `/admin/customers/{id}/${action}`,
        tags,
        summary,
        ...staffRoute("customers"),
        middleware: [readJson, guard],
        request: { params, body: jsonRequest(adminCustomerActionSchema) },
        responses: {
          200: answer(adminCustomerDetailSchema, "The customer after it"),
          ...bodyRefusals,
          ...staffRefusals,
          404: refusals.notFound,
          409: conflict,
        },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        const { version } = c.req.valid("json");
        const actor = staffActor(c);
        const data =
          action === "block"
            ? await customers.block(id, version, actor)
            : action === "unblock"
              ? await customers.unblock(id, version, actor)
              : await customers.approve(id, version, actor);
        return c.json(data, 200);
      },
    );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/password-reset",
      tags,
      summary:
        "Staff: mail the customer a password-reset link (the shop's own reset mail, valid an hour).",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(z.object({})) },
      responses: {
        200: answer(adminCustomerDetailSchema, "The customer"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      return c.json(await customers.sendPasswordReset(c.req.valid("param").id, staffActor(c)), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/email-change",
      tags,
      summary:
        "Staff: mail a link to the address a customer asked to move the account to; it changes when the customer, logged in with the current address, opens it.",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminEmailChangeSchema) },
      responses: {
        200: answer(
          adminCustomerDetailSchema,
          "The customer (the address unchanged until the link is used)",
        ),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const data = await customers.sendEmailChangeLink(
        c.req.valid("param").id,
        c.req.valid("json").email,
        staffActor(c),
      );
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/feed-key",
      tags,
      summary:
        "Staff: revoke a legal entity's B2B feed key (it stops working at once) or replace it with a new one.",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(adminFeedKeyActionSchema) },
      responses: {
        200: answer(adminCustomerDetailSchema, "The customer after it"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const data = await customers.feedKey(
        c.req.valid("param").id,
        c.req.valid("json").action,
        staffActor(c),
      );
      return c.json(data, 200);
    },
  );

  return routes;
}
