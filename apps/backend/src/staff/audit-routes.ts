import {
  auditHistoryParamsSchema,
  auditHistoryQuerySchema,
  auditListQuerySchema,
  auditListResponseSchema,
  holdsScope,
} from "@dukan/contract";
import { createRoute } from "@hono/zod-openapi";
import { inArray } from "drizzle-orm";
import { auditScopeOf } from "../audit/entities.ts";
import { type AuditRecord, audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { answer, refusals } from "../openapi/describe.ts";
import { Refusal } from "../refusals/refusal.ts";
import { type StaffEnv, staffAuth, staffOf, staffRefusals, staffRoute } from "./auth.ts";
import { staffMembers } from "./schema.ts";

const tags = ["Staff"];

/**
 * The audit log's read API. Entries are only ever read here: no route changes or deletes one
 * (the audit module has no such function).
 */
export function auditRoutes(db: Db) {
  const routes = apiRoutes<StaffEnv>();

  /** Entries with the acting member's name and e-mail (as they are now). */
  async function withStaff(page: { data: AuditRecord[]; total: number }) {
    const ids = [...new Set(page.data.flatMap((entry) => entry.staffId ?? []))];
    const members = ids.length
      ? await db
          .select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email })
          .from(staffMembers)
          .where(inArray(staffMembers.id, ids))
      : [];
    const byId = new Map(members.map((member) => [member.id, member]));
    return {
      total: page.total,
      data: page.data.map((entry) => {
        const member = entry.staffId === null ? undefined : byId.get(entry.staffId);
        return { ...entry, staffName: member?.name ?? null, staffEmail: member?.email ?? null };
      }),
    };
  }

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/audit",
      tags,
      summary:
        "Admin: the audit log, newest first — every change made through /api/admin/*, every staff login, failed login and second-factor change: who, when, from which address, what (entity and id), the changed fields before and after. " +
        "Filters: `staffId`, `entity`, `entityId`, `from` (inclusive), `to` (exclusive); `page` and `perPage` (at most 200). Entries cannot be changed or deleted.",
      ...staffRoute("admin"),
      middleware: [staffAuth("admin")],
      request: { query: auditListQuerySchema },
      responses: {
        200: answer(auditListResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { page, perPage, ...filter } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await withStaff(await audit.list(db, filter, { page, perPage })), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/audit/{entity}/{entityId}",
      tags,
      summary:
        "Staff: one object's history (price, stock, status, settings changes), newest first, for the scope that owns it: `product` catalogue, `order` (by number) orders, `customer` customers, `page` (`key:language`) content, `setting` admin (`info_bars` content), `staff` admin.",
      ...staffRoute("staff"),
      middleware: [staffAuth("staff")],
      request: { params: auditHistoryParamsSchema, query: auditHistoryQuerySchema },
      responses: {
        200: answer(auditListResponseSchema),
        400: refusals.invalid,
        ...staffRefusals,
        404: refusals.notFound,
      },
    }),
    async (c) => {
      const { entity, entityId } = c.req.valid("param");
      const scope = auditScopeOf(entity, entityId);
      if (!scope) throw new Refusal("not_found");
      if (!holdsScope(staffOf(c).member.roles, scope)) throw new Refusal("forbidden");
      const { page, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(
        await withStaff(await audit.list(db, { entity, entityId }, { page, perPage })),
        200,
      );
    },
  );

  return routes;
}
