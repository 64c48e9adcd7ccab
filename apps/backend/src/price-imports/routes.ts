import {
  bodyLimits,
  defaultPriceImportMapping,
  priceImportHeldSchema,
  priceImportListSchema,
  priceImportMappingSchema,
  priceImportOutcomes,
  priceImportParamsSchema,
  priceImportRowListSchema,
  priceImportSchema,
  priceImportSourceSchemas,
  type PriceImportMapping,
} from "@dukan/contract";
import { createRoute, z } from "@hono/zod-openapi";
import type { ChangeFeed } from "../changes/feed.ts";
import type { Db } from "../db/client.ts";
import { apiRoutes } from "../http/api-routes.ts";
import { pageQuery } from "../http/paging.ts";
import { jsonBody } from "../http/body.ts";
import { FORM_OVERHEAD_BYTES, refuseNonUpload, uploadBody } from "../http/upload-body.ts";
import { answer, bodyRefusals, jsonRequest, refusal, refusals } from "../openapi/describe.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { addSavedMappingRoutes } from "../saved-mappings/routes.ts";
import type { SettingsStore } from "../settings/store.ts";
import { type StaffEnv, staffActor, staffAuth, staffRefusals, staffRoute } from "../staff/auth.ts";
import { MAX_IMPORT_BYTES, priceImportService } from "./service.ts";
import { importSources } from "./sources.ts";

const tags = ["Staff"];
const scope = "catalogue";

const uploadForm = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { message: "required" })
    .openapi({
      type: "string",
      format: "binary",
      description:
        "The price list: CSV (UTF-8 or Windows-1250, `;` `,` or tab) or XLSX (first sheet), at most 20 MB and 100,000 rows",
    }),
  mapping: z.string().max(5_000, "too_long").optional().openapi({
    description:
      'The column mapping as JSON: `{"columns": {"itemCode", "retailPrice"?, "wholesalePrice"?, "stock"?, "ean"?, "name"?, "category"?, "brand"?}, "delimiter"?: "auto", "encoding"?: "auto", "decimal"?: ",", "skipLines"?: 0}` (a column by its header or its number from 1). Without it and `mappingId`: the demo ERP\'s (`Šifra;Naziv;EAN;Kategorija;Proizvođač;MPC;VPC;Zaliha`).',
  }),
  mappingId: z
    .string()
    .regex(/^\d{1,9}$/, "whole_number")
    .optional()
    .openapi({ description: "A saved mapping's id (`GET /api/admin/price-imports/sources`)." }),
  maxDropPercent: z
    .string()
    .regex(/^\d{1,3}$/, "whole_number")
    .refine((v) => Number(v) <= 100, "whole_number")
    .optional()
    .openapi({
      description:
        "Hold rows whose price drops by more than this many per cent (default: setting `price_import.max_drop_percent`, 50).",
    }),
});

export interface PriceImportRoutesOptions {
  db: Db;
  settings: SettingsStore;
  /** Read at once after an apply, so this process's kept catalogue answers show it immediately. */
  changes?: ChangeFeed | undefined;
}

/**
 * The staff's price and stock imports from the ERP (scope `catalogue`): upload (read in the
 * background, polled), the preview's rows by outcome, held rows confirmed, apply (one
 * transaction), and the column mappings per source. docs/back-office.md.
 */
export function priceImportRoutes({ db, settings, changes }: PriceImportRoutesOptions) {
  const service = priceImportService(db, { onApplied: async () => void (await changes?.sync()) });
  const sources = importSources(db);
  const routes = apiRoutes<StaffEnv>();
  addSavedMappingRoutes(routes, {
    path: "/admin/price-imports/sources",
    scope,
    schemas: priceImportSourceSchemas,
    mappings: sources,
    words: {
      mapping: "column mapping",
      keptOnRemoval: "imports already read with it keep their rows",
    },
  });

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/price-imports",
      tags,
      summary:
        "Staff: upload a price and stock list (CSV or XLSX). Answered at once (202) while the file is read in the background: poll `GET …/{id}` for its progress, then its preview. Nothing changes until it is applied.",
      ...staffRoute(scope),
      middleware: [
        uploadBody(MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES, "file"),
        staffAuth(scope),
        refuseNonUpload,
      ],
      request: {
        body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } },
      },
      responses: {
        202: answer(priceImportSchema, "The import, being read"),
        400: refusals.invalid,
        413: refusal(
          "The file is over 20 MB (`payload_too_large`), refused before it is read whole",
        ),
        415: refusals.mediaType,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const form = c.req.valid("form");
      let mapping: PriceImportMapping = defaultPriceImportMapping;
      let mappingName: string | null = null;
      if (form.mapping !== undefined && form.mapping.trim() !== "") {
        let raw: unknown;
        try {
          raw = JSON.parse(form.mapping);
        } catch {
          throw refuseFields({ mapping: "invalid" });
        }
        const parsed = priceImportMappingSchema.safeParse(raw);
        if (!parsed.success) throw refuseFields({ mapping: "invalid" });
        mapping = parsed.data;
      } else if (form.mappingId !== undefined) {
        const source = await sources.forUpload(Number(form.mappingId));
        mapping = source.mapping;
        mappingName = source.name;
      }
      const setting = await settings.get("price_import");
      const { view } = await service.start(
        { name: form.file.name, bytes: new Uint8Array(await form.file.arrayBuffer()) },
        {
          mapping,
          mappingName,
          source: "upload",
          maxDropPercent:
            form.maxDropPercent === undefined
              ? setting.maxDropPercent
              : Number(form.maxDropPercent),
          actor: staffActor(c),
        },
      );
      c.header("cache-control", "no-store");
      return c.json(view, 202);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-imports",
      tags,
      summary: "Staff: the imports, newest first, each with its state and totals by outcome.",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: {
        query: pageQuery({ perPage: 25, most: 100 }),
      },
      responses: { 200: answer(priceImportListSchema), 400: refusals.invalid, ...staffRefusals },
    }),
    async (c) => {
      const { page: p, perPage } = c.req.valid("query");
      c.header("cache-control", "no-store");
      return c.json(await service.list(p, perPage), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-imports/{id}",
      tags,
      summary:
        "Staff: one import: its state (`reading`, `ready`, `applying`, `applied`, `failed`), progress while it runs, totals by outcome, and what applying did.",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: { params: priceImportParamsSchema },
      responses: {
        200: answer(priceImportSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const found = await service.get(c.req.valid("param").id);
      if (!found) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(found, 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-imports/{id}/rows",
      tags,
      summary:
        "Staff: an import's rows in file order, all or of one outcome, each with its reasons and its changes field by field (old → new).",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: {
        params: priceImportParamsSchema,
        query: pageQuery({ perPage: 50, most: 500 }).extend({
          outcome: z.enum(priceImportOutcomes, { error: "invalid" }).optional(),
        }),
      },
      responses: {
        200: answer(priceImportRowListSchema),
        400: refusals.invalid,
        404: refusals.notFound,
        ...staffRefusals,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await service.get(id))) throw new Refusal("not_found");
      c.header("cache-control", "no-store");
      return c.json(await service.rows(id, c.req.valid("query")), 200);
    },
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/price-imports/{id}/held",
      tags,
      summary:
        "Staff: confirm held rows (a price drop beyond the limit) by position, or `all`, so that applying changes them too; `confirmed: false` leaves them again. Audited.",
      ...staffRoute(scope),
      middleware: [jsonBody(bodyLimits.json), staffAuth(scope)],
      request: { params: priceImportParamsSchema, body: jsonRequest(priceImportHeldSchema) },
      responses: {
        200: answer(priceImportSchema, "The import with its confirmed rows counted"),
        ...bodyRefusals,
        404: refusals.notFound,
        409: refusal("The import is no preview ready to apply (`price_import_not_ready`)"),
        ...staffRefusals,
      },
    }),
    async (c) =>
      c.json(
        await service.confirmHeld(c.req.valid("param").id, c.req.valid("json"), staffActor(c)),
        200,
      ),
  );

  routes.openapi(
    createRoute({
      method: "post",
      path: "/admin/price-imports/{id}/apply",
      tags,
      summary:
        "Staff: apply a preview in one transaction: created and changed rows and the confirmed held rows (prices kept in the price history). Applying it again changes nothing. Audited.",
      ...staffRoute(scope),
      middleware: [staffAuth(scope)],
      request: { params: priceImportParamsSchema },
      responses: {
        200: answer(priceImportSchema, "The import as applied, with its report"),
        400: refusals.invalid,
        404: refusals.notFound,
        409: refusal(
          "Not a preview ready to apply (`price_import_not_ready`), or the catalogue changed so that it cannot be applied (`price_import_conflict`): nothing was applied",
        ),
        ...staffRefusals,
      },
    }),
    async (c) => {
      const applied = await service.apply(c.req.valid("param").id, staffActor(c));
      c.header("cache-control", "no-store");
      return c.json(applied, 200);
    },
  );

  return routes;
}
