// An import as the staff's API answers it, and its rows a page at a time.

import {
  type PriceImport,
  type PriceImportOutcome,
  type PriceImportReason,
  type PriceImportRow,
  priceImportOutcomes,
} from "@dukan/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { priceImportRows, priceImports } from "./schema.ts";

/** Rows read or written so far by this process's work, by import id. */
export const importProgress = new Map<number, { done: number; total: number }>();
/** Imports this process is applying (claimed in a transaction not yet committed). */
export const importsApplying = new Set<number>();

export async function importView(q: Queryable, id: number): Promise<PriceImport | undefined> {
  const [row] = await q.select().from(priceImports).where(eq(priceImports.id, id));
  if (!row) return undefined;
  const [counts, [same], [confirmed]] = await Promise.all([
    q
      .select({ outcome: priceImportRows.outcome, n: sql<number>`count(*)::int` })
      .from(priceImportRows)
      .where(eq(priceImportRows.importId, id))
      .groupBy(priceImportRows.outcome),
    q
      .select({ id: priceImports.id })
      .from(priceImports)
      .where(and(eq(priceImports.fileSha256, row.fileSha256), sql`${priceImports.id} < ${id}`))
      .orderBy(asc(priceImports.id))
      .limit(1),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(priceImportRows)
      .where(
        and(
          eq(priceImportRows.importId, id),
          eq(priceImportRows.outcome, "held"),
          eq(priceImportRows.confirmed, true),
        ),
      ),
  ]);
  const summary = Object.fromEntries(priceImportOutcomes.map((o) => [o, 0])) as Record<
    PriceImportOutcome,
    number
  >;
  for (const c of counts) summary[c.outcome] = Number(c.n);
  // An apply claims its import in its own transaction: until it commits, others read `ready`, and
  // this process, which does the work, says `applying`.
  const status = row.status === "ready" && importsApplying.has(id) ? "applying" : row.status;
  const busy = status === "reading" || status === "applying";
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format ?? "",
    source: row.source,
    mappingName: row.mappingName,
    status,
    failure: row.failure,
    progress: busy ? (importProgress.get(id) ?? { done: 0, total: 0 }) : null,
    maxDropPercent: row.maxDropPercent,
    uploadedAt: row.uploadedAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
    sameFileAs: same?.id ?? null,
    summary,
    confirmedHeld: Number(confirmed?.n ?? 0),
    result: row.result ?? null,
  };
}

/** An import's rows in file order, of one outcome or all, a page at a time. */
export async function importRowsView(
  q: Queryable,
  id: number,
  filter: { outcome?: PriceImportOutcome | undefined; page: number; perPage: number },
): Promise<{ data: PriceImportRow[]; total: number }> {
  const where = and(
    eq(priceImportRows.importId, id),
    filter.outcome ? eq(priceImportRows.outcome, filter.outcome) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(priceImportRows)
      .where(where)
      .orderBy(asc(priceImportRows.position))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(priceImportRows)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      position: r.position,
      itemCode: r.itemCode,
      name: r.name,
      productId: r.productId,
      outcome: r.outcome,
      reasons: r.reasons as PriceImportReason[],
      changes: r.changes,
      confirmed: r.confirmed,
      applied: r.applied,
    })),
    total: Number(total?.n ?? 0),
  };
}
