import type { AdminBrand, AdminBrandCreate, AdminBrandPatch } from "@dukan/contract";
import { and, asc, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db, Queryable } from "../db/client.ts";
import { likeLiteral } from "../db/like.ts";
import type { FieldMessageKey } from "../locales/index.ts";
import { sanitisePageHtml } from "../pages/sanitise.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { brandSlugTaken } from "./admin-category-slugs.ts";
import { brandsByName } from "./name-order.ts";
import { brands, products } from "./schema.ts";

// Written out in full: inside a one-table select drizzle leaves column names unqualified.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`;

const columns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  warrantyMonths: brands.warrantyMonths,
  descriptionHr: brands.descriptionHr,
  descriptionEn: brands.descriptionEn,
  logoUrl: brands.logoUrl,
  productCount,
  version: brands.version,
};

async function brandOf(db: Queryable, id: number): Promise<AdminBrand> {
  const [row] = await db.select(columns).from(brands).where(eq(brands.id, id));
  if (!row) throw new Refusal("not_found");
  return row;
}

export interface BrandListQuery {
  q?: string | undefined;
  sort: "name" | "id" | "productCount";
  order: "ASC" | "DESC";
  page: number;
  perPage: number;
}

/**
 * Another brand's name, compared as the price import finds brands (price-imports/compare.ts: case
 * aside), so that a file's brand column names one brand.
 */
async function brandNameTaken(tx: Queryable, name: string, selfId: number | null) {
  const [row] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(btrim(${brands.name})) = lower(btrim(${name}))`,
        selfId === null ? undefined : ne(brands.id, selfId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Refuses a name or an address another brand has, both at once. */
async function refuseTaken(
  tx: Queryable,
  { name, slug }: { name?: string | undefined; slug?: string | undefined },
  selfId: number | null,
) {
  const problems: Record<string, FieldMessageKey> = {};
  if (name !== undefined && (await brandNameTaken(tx, name, selfId)))
    problems.name = "brand_name_taken";
  if (slug !== undefined && (await brandSlugTaken(tx, slug, selfId)))
    problems.slug = "brand_slug_taken";
  if (Object.keys(problems).length > 0) throw refuseFields(problems);
}

/**
 * The staff's brands (scope `catalogue`): list, one, create, change (name, slug, warranty months,
 * descriptions sanitised as information pages are), delete while no product uses it. Each change
 * is one transaction with its audit entry (entity `brand`).
 */
export function adminBrands(db: Db) {
  async function list(query: BrandListQuery): Promise<{ data: AdminBrand[]; total: number }> {
    const where = query.q ? ilike(brands.name, `%${likeLiteral(query.q)}%`) : undefined;
    const by =
      query.sort === "id" ? brands.id : query.sort === "name" ? brandsByName : productCount;
    const [data, [count]] = await Promise.all([
      db
        .select(columns)
        .from(brands)
        .where(where)
        .orderBy(query.order === "DESC" ? desc(by) : asc(by), asc(brands.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(brands)
        .where(where),
    ]);
    return { data, total: count?.total ?? 0 };
  }

  const detail = (id: number) => brandOf(db, id);

  async function create(input: AdminBrandCreate, actor: AuditActor): Promise<AdminBrand> {
    return db.transaction(async (tx) => {
      await refuseTaken(tx, input, null);
      const values = {
        ...input,
        descriptionHr: sanitisePageHtml(input.descriptionHr),
        descriptionEn: sanitisePageHtml(input.descriptionEn),
      };
      const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
      if (!row) throw new Error("brand not stored");
      await audit.record(tx, {
        ...actor,
        action: "create",
        entity: "brand",
        entityId: row.id,
        changes: changedFields({}, values),
      });
      return brandOf(tx, row.id);
    });
  }

  async function locked(tx: Queryable, id: number, version: number | undefined) {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
    if (!row) throw new Refusal("not_found");
    if (version !== undefined && row.version !== version) throw new Refusal("version_conflict");
    return row;
  }

  async function update(id: number, patch: AdminBrandPatch, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id, patch.version);
      const { version: _version, ...fields } = patch;
      const change = {
        ...fields,
        descriptionHr:
          fields.descriptionHr === undefined ? undefined : sanitisePageHtml(fields.descriptionHr),
        descriptionEn:
          fields.descriptionEn === undefined ? undefined : sanitisePageHtml(fields.descriptionEn),
      };
      await refuseTaken(tx, change, id);
      const changes = changedFields(before, change);
      if (Object.keys(changes).length) {
        await tx
          .update(brands)
          .set({ ...change, version: sql`${brands.version} + 1`, updatedAt: sql`now()` })
          .where(eq(brands.id, id));
        await audit.record(tx, {
          ...actor,
          action: "update",
          entity: "brand",
          entityId: id,
          changes,
        });
      }
      return brandOf(tx, id);
    });
  }

  async function remove(id: number, version: number | undefined, actor: AuditActor) {
    await db.transaction(async (tx) => {
      const before = await locked(tx, id, version);
      const [used] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.brandId, id));
      const count = used?.count ?? 0;
      if (count > 0)
        throw new Refusal("brand_in_use", undefined, undefined, (language) =>
          language === "en"
            ? `This brand cannot be deleted: ${count} product${count === 1 ? " uses" : "s use"} it. Change their brand first.`
            : `Ova se marka ne može obrisati: koristi je ${count} ${count % 10 === 1 && count % 100 !== 11 ? "proizvod" : "proizvoda"}. Najprije im promijenite marku.`,
        );
      await tx.delete(brands).where(eq(brands.id, id));
      await audit.record(tx, {
        ...actor,
        action: "delete",
        entity: "brand",
        entityId: id,
        changes: changedFields({}, { name: before.name, slug: before.slug }),
      });
    });
  }

  return { list, detail, create, update, remove };
}

export type AdminBrands = ReturnType<typeof adminBrands>;
