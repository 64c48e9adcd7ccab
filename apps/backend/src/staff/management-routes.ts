import {
  bodyLimits,
  pageSchema,
  pathIdSchema,
  staffChangeRequestSchema,
  staffInvitationRequestSchema,
  staffInviteRequestSchema,
  staffListResponseSchema,
  staffRecordSchema,
  staffRoleSchema,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import { apiRoutes } from "../http/api-routes.ts";
import { jsonBody } from "../http/body.ts";
import { clientAddress } from "../http/client-address.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import {
  type StaffEnv,
  staffActor,
  staffAuth,
  staffOf,
  staffRefusals,
  staffRoute,
} from "./auth.ts";
import type { staffManagement } from "./management.ts";

const tags = ["Staff"];
const readJson = jsonBody(bodyLimits.json);

/** Admins manage staff accounts; an invited member sets a password (STAFF-API.md). */
export function staffManagementRoutes(management: ReturnType<typeof staffManagement>) {
  const routes = apiRoutes<StaffEnv>();

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/staff",
      tags,
      summary:
        "Admin: the staff accounts by name (or `sort=email`), `page` and `perPage` (at most 200); `q` finds the start of a name or address, `roles` one role, `disabled` true or false.",
      ...staffRoute("admin"),
      middleware: [staffAuth("admin")],
      request: {
        query: z.object({
          page: pageSchema,
          perPage: z
            .string()
            .optional()
            .transform((v) => Math.min(Math.max(Number(v ?? 25) || 25, 1), 200)),
          q: z.string().max(200, "too_long").optional(),
          roles: staffRoleSchema.optional(),
          disabled: z
            .enum(["true", "false"], { error: "invalid" })
            .optional()
            .transform((v) => (v === undefined ? undefined : v === "true")),
          sort: z.enum(["name", "email"], { error: "list_sort" }).optional(),
          order: z.enum(["ASC", "DESC"], { error: "list_sort" }).optional(),
        }),
      },
      responses: { 200: answer(staffListResponseSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      const { roles: role, ...query } = c.req.valid("query");
      return c.json(await management.list({ ...query, role }), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/staff/{id}",
      tags,
      summary: "Admin: one staff account.",
      ...staffRoute("admin"),
      middleware: [staffAuth("admin")],
      request: { params: z.object({ id: pathIdSchema }) },
      responses: {
        200: answer(staffRecordSchema, "The member"),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      c.header("cache-control", "no-store");
      return c.json(await management.get(c.req.valid("param").id), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/staff",
      tags,
      summary:
        "Admin: invite a member of staff: the account (no password yet) and a mail in its language with a link to `/admin/invitation?token=…`, valid 7 days. Nobody grants a role they do not hold.",
      ...staffRoute("admin"),
      middleware: [readJson, staffAuth("admin")],
      request: { body: jsonRequest(staffInviteRequestSchema) },
      responses: {
        201: answer(staffRecordSchema, "Invited"),
        ...bodyRefusals,
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(await management.invite(staffOf(c), c.req.valid("json"), staffActor(c)), 201),
  );

  routes.openapi(
    createRoute({
      method: "patch",
      path: "/admin/staff/{id}",
      tags,
      summary:
        "Admin: change a member's name, roles or disabled (disabling or removing a role ends their sessions), with the `version` read; 409 when it moved. Nobody grants or takes a role they do not hold; the last active admin stays one.",
      ...staffRoute("admin"),
      middleware: [readJson, staffAuth("admin")],
      request: {
        params: z.object({ id: pathIdSchema }),
        body: jsonRequest(staffChangeRequestSchema),
      },
      responses: {
        200: answer(staffRecordSchema, "The member as changed"),
        ...bodyRefusals,
        ...staffRefusals,
        404: refusals.notFound,
        409: refusal("Changed by someone else meanwhile (`version_conflict`)"),
      },
    }),
    async (c) =>
      c.json(
        await management.change(
          staffOf(c),
          c.req.valid("param").id,
          c.req.valid("json"),
          staffActor(c),
        ),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/invitation",
      tags,
      summary:
        "Public: an invited member sets their password with the mailed link's token (valid 7 days, once); then logs in at POST /api/admin/session.",
      middleware: [readJson],
      request: { body: jsonRequest(staffInvitationRequestSchema) },
      responses: {
        204: { description: "Password set" },
        ...bodyRefusals,
      },
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      await management.acceptInvitation(token, password, clientAddress(c));
      return c.body(null, 204);
    },
  );

  return routes;
}
