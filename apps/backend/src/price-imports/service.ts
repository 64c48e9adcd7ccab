// Price and stock imports: a file read and compared with the catalogue in the background (its
// progress polled), kept as a preview; held rows confirmed by the staff; applied in ONE transaction
// through the catalogue's set-based write. docs/back-office.md "Staff: price and stock imports".

import { createHash } from "node:crypto";
import type { PriceImport, PriceImportHeld, PriceImportMapping } from "@dukan/contract";
import { productSlug } from "@dukan/contract/slug";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AuditActor } from "../audit/log.ts";
import { audit } from "../audit/log.ts";
import {
  applyImportedProducts,
  type ImportedChange,
  type ImportedProduct,
} from "../catalogue/price-import.ts";
import { searchService } from "../catalogue/search.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { compareLines } from "./compare.ts";
import { importLines } from "./lines.ts";
import { readImportFile, UnreadableImport } from "./read-file.ts";
import { priceImportRows, priceImports } from "./schema.ts";
import { importProgress, importRowsView, importsApplying, importView } from "./view.ts";
import type { Logger } from "../observability/index.ts";

/** The largest file read: a 100,000-row price list is ~8 MB as CSV. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

export interface ImportOptions {
  mapping: PriceImportMapping;
  mappingName: string | null;
  source: "upload" | "poll";
  maxDropPercent: number;
  actor: AuditActor;
}

/** Work under way in this process (reading files): tests and shutdown wait for it. */
const pending = new Set<Promise<void>>();

/** Resolves once every import being read in this process is read (or failed). */
export async function importWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** A unique index or a check refused a row (Drizzle wraps the driver's error in `cause`). */
function isConstraintViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === "23505" || code === "23514" || code === "23503") return true;
  }
  return false;
}

export function priceImportService(
  db: Db,
  hooks: { onApplied?: () => Promise<void>; log?: Logger } = {},
) {
  /** Reads the file, compares it and stores its rows; the import becomes `ready` or `failed`. */
  async function read(id: number, file: ImportFile, options: ImportOptions): Promise<void> {
    try {
      importProgress.set(id, { done: 0, total: 0 });
      const table = await readImportFile(file.bytes, options.mapping, (n) =>
        importProgress.set(id, { done: 0, total: n }),
      );
      const lines = importLines(table, options.mapping);
      importProgress.set(id, { done: 0, total: lines.length });
      const rows = await compareLines(db, lines, options.maxDropPercent);
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 5_000) {
          const chunk = rows.slice(i, i + 5_000).map((r) => ({ ...r, import_id: id }));
          await tx.execute(sql`
            insert into price_import_rows (import_id, position, item_code, name, product_id,
              outcome, reasons, "values", changes)
            select v.import_id, v.position, v."itemCode", v.name, v."productId", v.outcome,
              v.reasons, v."values", v.changes
            from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(import_id int,
              position int, "itemCode" text, name text, "productId" int, outcome text,
              reasons jsonb, "values" jsonb, changes jsonb)`);
          importProgress.set(id, { done: Math.min(i + 5_000, rows.length), total: rows.length });
        }
        await tx
          .update(priceImports)
          .set({ status: "ready", format: table.format })
          .where(eq(priceImports.id, id));
      });
    } catch (error) {
      const reason = error instanceof UnreadableImport ? error.reason : "price_import_unreadable";
      if (!(error instanceof UnreadableImport))
        hooks.log
          ?.child({ module: "price-imports" })
          .error(`reading import ${id} failed: ${String(error)}`);
      await db
        .update(priceImports)
        .set({ status: "failed", failure: reason })
        .where(eq(priceImports.id, id));
    } finally {
      importProgress.delete(id);
    }
  }

  return {
    /**
     * Keeps a new import (`reading`) and reads it in the background: answers at once, before the
     * file is read; `GET …/{id}` shows its progress, then its preview. Refusals: an empty file
     * (`file: price_import_empty`), a file over 20 MB (`payload_too_large`).
     */
    async start(
      file: ImportFile,
      options: ImportOptions,
    ): Promise<{ view: PriceImport; done: Promise<void> }> {
      if (file.bytes.length === 0) throw refuseFields({ file: "price_import_empty" });
      if (file.bytes.length > MAX_IMPORT_BYTES) throw new Refusal("payload_too_large");
      const sha = createHash("sha256").update(file.bytes).digest("hex");
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(priceImports)
          .values({
            fileName: file.name.slice(0, 200) || "cjenik",
            fileSha256: sha,
            source: options.source,
            mappingName: options.mappingName,
            status: "reading",
            maxDropPercent: Math.round(options.maxDropPercent),
            uploadedBy: options.actor.staffId,
          })
          .returning({ id: priceImports.id });
        if (!row) throw new Error("import not stored");
        await audit.record(tx, {
          ...options.actor,
          action: "price_import.upload",
          entity: "price_import",
          entityId: row.id,
          changes: { fileName: { before: null, after: file.name } },
        });
        return row.id;
      });
      importProgress.set(id, { done: 0, total: 0 });
      // The answer is the import as accepted ("reading"): read before the work starts, which on a
      // database with several connections can otherwise finish (or fail) first.
      const view = await importView(db, id);
      if (!view) throw new Error("import not stored");
      const done = read(id, file, options);
      pending.add(done);
      void done.finally(() => pending.delete(done));
      return { view, done };
    },

    get: (id: number) => importView(db, id),

    rows: (id: number, filter: Parameters<typeof importRowsView>[2]) =>
      importRowsView(db, id, filter),

    /** The imports, newest first. */
    async list(page: number, perPage: number) {
      const ids = await db
        .select({ id: priceImports.id })
        .from(priceImports)
        .orderBy(sql`${priceImports.id} desc`)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(priceImports);
      const data: PriceImport[] = [];
      for (const { id } of ids) {
        const view = await importView(db, id);
        if (view) data.push(view);
      }
      return { data, total: Number(count?.n ?? 0) };
    },

    /** Confirms (or leaves again) held rows of a preview; audited. */
    async confirmHeld(id: number, input: PriceImportHeld, actor: AuditActor): Promise<PriceImport> {
      if (!input.all && !input.positions) throw refuseFields({ positions: "required" });
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: priceImports.status })
          .from(priceImports)
          .where(eq(priceImports.id, id))
          .for("update");
        if (!row) throw new Refusal("not_found");
        if (row.status !== "ready") throw new Refusal("price_import_not_ready");
        const changed = await tx
          .update(priceImportRows)
          .set({ confirmed: input.confirmed })
          .where(
            and(
              eq(priceImportRows.importId, id),
              eq(priceImportRows.outcome, "held"),
              input.all ? undefined : inArray(priceImportRows.position, input.positions ?? []),
            ),
          )
          .returning({ position: priceImportRows.position });
        await audit.record(tx, {
          ...actor,
          action: input.confirmed ? "price_import.confirm_held" : "price_import.leave_held",
          entity: "price_import",
          entityId: id,
          changes: {
            confirmed: { before: null, after: changed.map((c) => c.position).slice(0, 1_000) },
          },
        });
      });
      const view = await importView(db, id);
      if (!view) throw new Refusal("not_found");
      return view;
    },

    /**
     * Applies a ready preview in one transaction: every created and changed row, and the held rows
     * the staff confirmed (the others are left), through the catalogue's set-based write. A failure
     * (the catalogue changed meanwhile: `price_import_conflict`) applies nothing and leaves the
     * preview ready. An import applied already is answered as it is: twice changes nothing.
     */
    async apply(id: number, actor: AuditActor): Promise<PriceImport> {
      let createdIds: number[] = [];
      let claimed = false;
      try {
        await db.transaction(async (tx) => {
          // Claimed in the apply's own transaction, so nothing commits before the work: a commit
          // would send the page cache's change feed to the embedded database, whose one session the
          // apply holds, and visitors' cached pages would wait for the apply. A second apply waits
          // for this one's lock and then finds it applied; a failed one leaves the import ready.
          const [claim] = await tx
            .update(priceImports)
            .set({ status: "applying", failure: null })
            .where(and(eq(priceImports.id, id), eq(priceImports.status, "ready")))
            .returning({ id: priceImports.id });
          if (!claim) return;
          claimed = true;
          importsApplying.add(id);
          importProgress.set(id, { done: 0, total: 0 });
          const rows = await tx
            .select()
            .from(priceImportRows)
            .where(
              and(
                eq(priceImportRows.importId, id),
                sql`(${priceImportRows.outcome} in ('changed', 'created') or (${priceImportRows.outcome} = 'held' and ${priceImportRows.confirmed}))`,
              ),
            )
            .orderBy(asc(priceImportRows.position));
          importProgress.set(id, { done: 0, total: rows.length });
          const changes: ImportedChange[] = [];
          const created: ImportedProduct[] = [];
          for (const r of rows) {
            const v = r.values;
            if (r.outcome === "created") {
              created.push({
                itemCode: r.itemCode,
                name: v.name ?? r.itemCode,
                slug: productSlug(v.name ?? "", r.itemCode),
                categoryId: v.categoryId ?? 0,
                brandId: v.brandId ?? 0,
                retailPriceCents: v.retailPriceCents ?? 0,
                wholesalePriceCents: v.wholesalePriceCents ?? 0,
                stock: v.stock ?? 0,
                ean: v.ean,
              });
            } else if (r.productId !== null) {
              changes.push({
                productId: r.productId,
                ...(v.retailPriceCents === null ? {} : { retailPriceCents: v.retailPriceCents }),
                ...(v.wholesalePriceCents === null
                  ? {}
                  : { wholesalePriceCents: v.wholesalePriceCents }),
                ...(v.stock === null ? {} : { stock: v.stock }),
                ...(v.ean === null ? {} : { ean: v.ean }),
              });
            }
          }
          const { createdIds: made, ...done } = await applyImportedProducts(tx, changes, created);
          createdIds = made;
          await tx.execute(sql`
            update price_import_rows set applied = true
            where import_id = ${id} and (outcome in ('changed', 'created') or (outcome = 'held' and confirmed))`);
          const [held] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(priceImportRows)
            .where(
              and(
                eq(priceImportRows.importId, id),
                eq(priceImportRows.outcome, "held"),
                eq(priceImportRows.confirmed, false),
              ),
            );
          const result = { ...done, leftHeld: Number(held?.n ?? 0) };
          await tx
            .update(priceImports)
            .set({ status: "applied", appliedAt: sql`now()`, appliedBy: actor.staffId, result })
            .where(eq(priceImports.id, id));
          await audit.record(tx, {
            ...actor,
            action: "price_import.apply",
            entity: "price_import",
            entityId: id,
            changes: {
              status: { before: "ready", after: "applied" },
              result: { before: null, after: result },
            },
          });
          importProgress.set(id, { done: rows.length, total: rows.length });
        });
      } catch (error) {
        await db
          .update(priceImports)
          .set({ failure: isConstraintViolation(error) ? "price_import_conflict" : "apply_failed" })
          .where(eq(priceImports.id, id));
        if (isConstraintViolation(error)) throw new Refusal("price_import_conflict");
        throw error;
      } finally {
        importsApplying.delete(id);
        importProgress.delete(id);
      }
      if (!claimed) {
        const view = await importView(db, id);
        if (!view) throw new Refusal("not_found");
        if (view.status === "applied") return view;
        throw new Refusal("price_import_not_ready");
      }
      // The new products' names and codes join the search index (the staff's list finds them, and
      // the shop's search once they are shown, however they are made active).
      await searchService(db).refreshProducts(createdIds);
      await hooks.onApplied?.();
      const view = await importView(db, id);
      if (!view) throw new Refusal("not_found");
      return view;
    },
  };
}

export type PriceImportService = ReturnType<typeof priceImportService>;
