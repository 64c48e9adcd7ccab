import {
  bodyLimits,
  pathIdSchema,
  rebateCopyRequestSchema,
  rebateCopySchema,
  rebatePreviewRequestSchema,
  rebatePreviewSchema,
  rebateSetPutSchema,
  rebateSetSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { requestLanguage } from "../http/language.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { RebateEditor } from "./editor.ts";

const tags = ["Staff"];
const params = z.object({ id: pathIdSchema.describe("Customer id.") });

/**
 * The staff's rebate editor (scope `customers`): `GET`/`PUT /api/admin/customers/{id}/rebates`
 * (the whole rule set with its version), `POST …/rebates/preview` and `POST …/rebates/copy`.
 */
export function adminRebateRoutes(editor: RebateEditor) {
  const routes = apiRoutes<StaffEnv>();
  const guard = staffAuth("customers");
  const readJson = jsonBody(bodyLimits.json);

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/customers/{id}/rebates",
      tags,
      summary:
        "Staff: a customer's rebate rules (expired and future ones too) and the set's version (0: never set).",
      ...staffRoute("customers"),
      middleware: [guard],
      request: { params },
      responses: { 200: answer(rebateSetSchema), ...staffRefusals, 404: refusals.notFound },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await editor.read(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "put",
      path: "/admin/customers/{id}/rebates",
      tags,
      summary:
        "Staff: replace a customer's whole rule set (by product, brand, category or everything; payment method; from N pieces on one order; percent; valid from–until), naming the version read (409 when it moved). Prices, cart and feeds follow at once.",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(rebateSetPutSchema) },
      responses: {
        200: answer(rebateSetSchema, "The set as saved"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: refusal("The set changed since `version` was read (`version_conflict`)"),
      },
    }),
    async (c) => {
      const data = await editor.replace(
        c.req.valid("param").id,
        c.req.valid("json"),
        staffActor(c),
      );
      return c.json(data, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/rebates/preview",
      tags,
      summary:
        "Staff: the effect of rules not saved yet on sample products (those named, else of the rules' products, brands and categories, else the newest): without rebates, with the saved rules, with these. Changes nothing.",
      "x-staff-read-only": true,
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(rebatePreviewRequestSchema) },
      responses: {
        200: answer(rebatePreviewSchema),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const data = await editor.preview(
        c.req.valid("param").id,
        c.req.valid("json"),
        requestLanguage(c),
      );
      c.header("cache-control", "no-store");
      return c.json({ data }, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/customers/{id}/rebates/copy",
      tags,
      summary:
        "Staff: copy this customer's rules over those of each customer in `to` (their own rules are replaced), in one transaction.",
      ...staffRoute("customers"),
      middleware: [readJson, guard],
      request: { params, body: jsonRequest(rebateCopyRequestSchema) },
      responses: {
        200: answer(rebateCopySchema, "How many customers got the rules"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const copied = await editor.copy(
        c.req.valid("param").id,
        c.req.valid("json").to,
        staffActor(c),
      );
      return c.json({ copied }, 200);
    },
  );

  return routes;
}
