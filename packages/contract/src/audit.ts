import { z } from "zod";
import { pageSchema } from "./fields.ts";

/**
 * The audit log as the staff API reads it (`GET /api/admin/audit`, admin; `GET
 * /api/admin/audit/{entity}/{entityId}`, the entity owner's scope). Entries are never changed.
 */

export const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe("ISO 8601"),
  staffId: z.number().int().nullable(),
  /** The member's name and e-mail as they are now (null: a failed login with an unknown address). */
  staffName: z.string().nullable(),
  staffEmail: z.string().nullable(),
  address: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), auditChangeSchema),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  total: z.number().int(),
});

/** A time filter: an ISO 8601 date or date and time. */
const timeSchema = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "since")
  .transform((value) => new Date(value))
  .optional();

const perPageSchema = z
  .string()
  .optional()
  .transform((value) => {
    const n = value !== undefined && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : 25;
    return Math.min(Math.max(n, 1), 200);
  });

const entitySchema = z.string().regex(/^[a-z_]{1,40}$/, "invalid");

/** `GET /api/admin/audit` query: paging as every staff list, newest first; filters as plain parameters. */
export const auditListQuerySchema = z.object({
  page: pageSchema,
  perPage: perPageSchema,
  staffId: z
    .string()
    .regex(/^\d{1,9}$/, "whole_number")
    .transform(Number)
    .optional(),
  entity: entitySchema.optional(),
  entityId: z.string().max(200, "too_long").optional(),
  from: timeSchema.describe("From this time (inclusive), ISO 8601."),
  to: timeSchema.describe("Before this time, ISO 8601."),
});

/** `GET /api/admin/audit/{entity}/{entityId}`: one object's history. */
export const auditHistoryParamsSchema = z.object({
  entity: entitySchema.describe(
    "`product`, `order` (by number), `setting` (by key), `page` (`key/language`), `staff`, …",
  ),
  entityId: z.string().min(1, "required").max(200, "too_long"),
});
export const auditHistoryQuerySchema = z.object({ page: pageSchema, perPage: perPageSchema });
