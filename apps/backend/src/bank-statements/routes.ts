import {
  bankStatementListSchema,
  bankStatementSchema,
  statementMappingSchemas,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import { audit } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { pageQuery } from "../http/paging.ts";
import { FORM_OVERHEAD_BYTES, refuseNonUpload, uploadBody } from "../http/upload-body.ts";
import { answer, refusal, refusals } from "../openapi/describe.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { addSavedMappingRoutes } from "../saved-mappings/routes.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import type { Context } from "hono";
import { csvMappingSchema } from "./csv.ts";
import { statementMappings } from "./mappings.ts";
import { bankStatementsService, MAX_STATEMENT_BYTES, type StatementActor } from "./service.ts";

const uploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { message: "required" })
    .openapi({
      type: "string",
      format: "binary",
      description: "The statement: camt.053 XML or CSV, at most 10 MB",
    }),
  mapping: z.string().max(5_000, "too_long").optional().openapi({
    description:
      'A CSV\'s column mapping as JSON: `{"columns": {"date", "amount", "reference", "payer"?, "description"?, "bankReference"?, "debit"?, "currency"?}, "delimiter"?: ";", "encoding"?: "auto" | "utf-8" | "windows-1250", "decimal"?: "," | ".", "skipLines"?: 0}` (a column by its header or its number from 1). Takes the place of `mappingId`.',
  }),
  mappingId: z
    .string()
    .regex(/^\d{1,9}$/, "whole_number")
    .optional()
    .openapi({
      description:
        "A saved mapping's id (`GET /api/admin/bank-statements/mappings`) to read a CSV with; an unknown id is refused as `mappingId`.",
    }),
});

const idParam = z.object({
  id: z.coerce
    .number()
    .int("whole_number")
    .min(1, "whole_number")
    .max(2_147_483_647, "whole_number"),
});

/** Who acts, and their apply written to the audit log in its transaction. */
function actorOf(c: Context): StatementActor {
  const who = staffActor(c);
  return {
    staffId: who.staffId,
    audit: (tx, entry) => audit.record(tx, { ...who, ...entry }),
  };
}

/**
 * The staff's bank statements (scope `orders`): upload (a preview, nothing paid), read, apply
 * (the matched credits recorded in one transaction; twice changes nothing). docs/payments.md.
 */
export function bankStatementRoutes(db: Db) {
  const service = bankStatementsService(db);
  const mappings = statementMappings(db);
  const routes = apiRoutes<StaffEnv>();
  addSavedMappingRoutes(routes, {
    path: "/admin/bank-statements/mappings",
    scope: "orders",
    schemas: statementMappingSchemas,
    mappings,
    words: {
      mapping: "CSV column mapping",
      keptOnRemoval: "statements already read with it keep their lines",
    },
  });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/bank-statements",
      tags: ["Staff"],
      summary:
        "Staff: upload a bank statement (camt.053 XML, or CSV with `mapping` or a saved `mappingId`); answers its preview, every credit matched to an order. Nothing is paid until it is applied.",
      ...staffRoute("orders"),
      middleware: [
        uploadBody(MAX_STATEMENT_BYTES + FORM_OVERHEAD_BYTES, "file"),
        staffAuth("orders"),
        refuseNonUpload,
      ],
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } },
      },
      responses: {
        201: answer(bankStatementSchema, "The statement's preview"),
        400: refusals.invalid,
        413: refusal(
          "The file is over 10 MB (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { file, mapping, mappingId } = c.req.valid("form");
      let csvMapping;
      if (mapping !== undefined && mapping.trim() !== "") {
        let raw: unknown;
        try {
          raw = JSON.parse(mapping);
        } catch {
          throw refuseFields({ mapping: "invalid" });
        }
        const parsed = csvMappingSchema.safeParse(raw);
        if (!parsed.success) throw refuseFields({ mapping: "invalid" });
        csvMapping = parsed.data;
      } else if (mappingId !== undefined) {
        csvMapping = (await mappings.forUpload(Number(mappingId))).mapping;
      }
      if (file.size > MAX_STATEMENT_BYTES) throw new Refusal("payload_too_large");
      const actor = actorOf(c);
      const statement = await service.preview(
        { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
        { actor, ...(csvMapping ? { mapping: csvMapping } : {}) },
      );
      await db.transaction((tx) =>
        audit.record(tx, {
          ...staffActor(c),
          action: "bank_statement.upload",
          entity: "bank_statement",
          entityId: statement.id,
          changes: { fileName: { before: null, after: statement.fileName } },
        }),
      );
      c.header("cache-control", "no-store");
      return c.json(statement, 201);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/bank-statements",
      tags: ["Staff"],
      summary: "Staff: the statements uploaded, newest first, with each one's totals by outcome.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: {
        query: pageQuery({ perPage: 25, most: 100 }),
      },
      responses: { 200: answer(bankStatementListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      const { page, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await service.list(page, perPage), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/bank-statements/{id}",
      tags: ["Staff"],
      summary:
        "Staff: one statement: its lines with their outcome, before or after it was applied.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { params: idParam },
      responses: {
        200: answer(bankStatementSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const statement = await service.get(c.req.valid("param").id);
      if (!statement) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(statement, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/bank-statements/{id}/apply",
      tags: ["Staff"],
      summary:
        "Staff: apply a statement: its credits matched again and recorded in one transaction, the orders they cover paid. Applying it again changes nothing.",
      ...staffRoute("orders"),
      middleware: [staffAuth("orders")],
      request: { params: idParam },
      responses: {
        200: answer(bankStatementSchema, "The statement as applied"),
        400: refusals.invalid,
        404: refusals.notFound,
        409: refusal(
          "Another statement with some of the same credits was applied at the same moment (`bank_statement_conflict`): nothing was applied",
        ),
        ...staffRefusals,
      },
    }),
    async (c) => {
      const statement = await service.apply(c.req.valid("param").id, actorOf(c));
      c.header("cache-control", "no-store");
      return c.json(statement, 200);
    },
  );

  return routes;
}
