// Column mappings saved per source (the ERP, a supplier): the staff name them once and choose
// them at each upload. Every change is audited in its transaction (entity `price_import_source`).

import type {
  PriceImportMapping,
  PriceImportSource,
  PriceImportSourceChange,
} from "@dukan/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { priceImportSources } from "./schema.ts";
import { isUniqueViolation } from "./unique.ts";

type MappingRow = typeof priceImportSources.$inferSelect;

const ENTITY = "price_import_source";

function toRecord(row: MappingRow): PriceImportSource {
  return {
    id: row.id,
    name: row.name,
    mapping: row.mapping,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A name another mapping has (any case) is refused by its field, not as a server error. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuseFields({ name: "mapping_name_taken" });
    throw error;
  }
}

export function importSources(db: Db) {
  return {
    /** Every saved mapping by name (a shop has a handful: one per ERP or supplier). */
    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(priceImportSources)
          .orderBy(asc(sql`lower(${priceImportSources.name})`), asc(priceImportSources.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(priceImportSources),
      ]);
      return { data: rows.map(toRecord), total: total?.n ?? 0 };
    },

    async get(id: number): Promise<PriceImportSource | undefined> {
      const [row] = await db.select().from(priceImportSources).where(eq(priceImportSources.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** The mapping to read an upload with; refused as the upload's `mappingId` when there is none. */
    async forUpload(id: number): Promise<PriceImportSource> {
      const found = await this.get(id);
      if (!found) throw refuseFields({ mappingId: "invalid" });
      return found;
    },

    /** The mapping saved under `name` (any case), for the scheduled import. */
    async byName(name: string): Promise<PriceImportSource | undefined> {
      const [row] = await db
        .select()
        .from(priceImportSources)
        .where(sql`lower(${priceImportSources.name}) = lower(${name})`);
      return row ? toRecord(row) : undefined;
    },

    async create(input: { name: string; mapping: PriceImportMapping }, actor: AuditActor) {
      return namedOnce(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(priceImportSources)
            .values({ name: input.name, mapping: input.mapping })
            .returning();
          if (!row) throw new Error("mapping not stored");
          await audit.record(tx, {
            ...actor,
            action: "create",
            entity: ENTITY,
            entityId: row.id,
            changes: changedFields({}, { name: row.name, mapping: row.mapping }),
          });
          return toRecord(row);
        }),
      );
    },

    /** Changes the name or the mapping with the version read (409 `version_conflict` when it moved). */
    async change(id: number, change: PriceImportSourceChange, actor: AuditActor) {
      return namedOnce(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(priceImportSources)
            .where(eq(priceImportSources.id, id))
            .for("update");
          if (!row) throw new Refusal("not_found");
          if (row.version !== change.version) throw new Refusal("version_conflict");
          const [updated] = await tx
            .update(priceImportSources)
            .set({
              name: change.name ?? row.name,
              mapping: change.mapping ?? row.mapping,
              version: row.version + 1,
              updatedAt: sql`now()`,
            })
            .where(eq(priceImportSources.id, id))
            .returning();
          if (!updated) throw new Refusal("not_found");
          await audit.record(tx, {
            ...actor,
            action: "update",
            entity: ENTITY,
            entityId: id,
            changes: changedFields(
              { name: row.name, mapping: row.mapping },
              { name: change.name, mapping: change.mapping },
            ),
          });
          return toRecord(updated);
        }),
      );
    },

    /** Removes a mapping (imports read with it keep their rows). */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(priceImportSources)
          .where(eq(priceImportSources.id, id))
          .returning();
        if (!row) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "delete",
          entity: ENTITY,
          entityId: id,
          changes: {
            name: { before: row.name, after: null },
            mapping: { before: row.mapping, after: null },
          },
        });
      });
    },
  };
}

export type ImportSources = ReturnType<typeof importSources>;
