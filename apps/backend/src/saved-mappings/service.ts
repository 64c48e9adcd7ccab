// Column mappings saved per source (a bank, the ERP, a supplier): the staff name them once and
// choose them at each upload. Every change is audited in its transaction.

import type { SavedMapping, SavedMappingChange } from "@dukan/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import type { SavedMappingsTable } from "./table.ts";

/** A name another mapping has (any case) is refused by its field, not as a server error. */
async function namedOnce<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refuseFields({ name: "mapping_name_taken" });
    throw error;
  }
}

/** The saved mappings in one module's `table`, each change audited as `entity`. */
export function savedMappings<Mapping>(db: Db, table: SavedMappingsTable<Mapping>, entity: string) {
  type Row = typeof table.$inferSelect;
  const toRecord = (row: Row): SavedMapping<Mapping> => ({
    id: row.id,
    name: row.name,
    mapping: row.mapping,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /** Every saved mapping by name (a shop has a handful). */
    async list(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .orderBy(asc(sql`lower(${table.name})`), asc(table.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(table),
      ]);
      return { data: rows.map(toRecord), total: total?.n ?? 0 };
    },

    async get(id: number): Promise<SavedMapping<Mapping> | undefined> {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      return row ? toRecord(row) : undefined;
    },

    /** The mapping to read an upload with; refused as the upload's `mappingId` when there is none. */
    async forUpload(id: number): Promise<SavedMapping<Mapping>> {
      const found = await this.get(id);
      if (!found) throw refuseFields({ mappingId: "invalid" });
      return found;
    },

    /** The mapping saved under `name` (any case), for a scheduled import. */
    async byName(name: string): Promise<SavedMapping<Mapping> | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(sql`lower(${table.name}) = lower(${name})`);
      return row ? toRecord(row) : undefined;
    },

    async create(input: { name: string; mapping: Mapping }, actor: AuditActor) {
      return namedOnce(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(table)
            .values({ name: input.name, mapping: input.mapping })
            .returning();
          if (!row) throw new Error("mapping not stored");
          await audit.record(tx, {
            ...actor,
            action: "create",
            entity,
            entityId: row.id,
            changes: changedFields({}, { name: row.name, mapping: row.mapping }),
          });
          return toRecord(row);
        }),
      );
    },

    /** Changes the name or the mapping with the version read (409 `version_conflict` when it moved). */
    async change(id: number, change: SavedMappingChange<Mapping>, actor: AuditActor) {
      return namedOnce(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
          if (!row) throw new Refusal("not_found");
          if (row.version !== change.version) throw new Refusal("version_conflict");
          const [updated] = await tx
            .update(table)
            .set({
              name: change.name ?? row.name,
              mapping: change.mapping ?? row.mapping,
              version: row.version + 1,
              updatedAt: sql`now()`,
            })
            .where(eq(table.id, id))
            .returning();
          if (!updated) throw new Refusal("not_found");
          await audit.record(tx, {
            ...actor,
            action: "update",
            entity,
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

    /** Removes a mapping (what was read with it keeps its rows). */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
        if (!row) throw new Refusal("not_found");
        await audit.record(tx, {
          ...actor,
          action: "delete",
          entity,
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

export type SavedMappings<Mapping> = ReturnType<typeof savedMappings<Mapping>>;
