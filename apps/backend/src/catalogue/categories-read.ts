import type { CategoryDetail, CategoryNode, CategoryRef } from "@dukan/contract";
import { asc, eq, sql } from "drizzle-orm";
import type { ttlCache } from "../cache/ttl-cache.ts";
import type { Db } from "../db/client.ts";
import { categories, products } from "./schema.ts";

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryCache = ReturnType<typeof ttlCache<CategoryRow[]>>;
export type CategoryTreeCache = ReturnType<typeof ttlCache<CategoryNode[]>>;

/**
 * The storefront's categories: the tree with its counts, a category's page (breadcrumb and
 * children), and a slug's ids, all from one cached read of every category, dropped with the
 * catalogue's other caches (service.ts, `forgetChanged`).
 */
export function categoryReads(db: Db, categoryCache: CategoryCache, treeCache: CategoryTreeCache) {
  /** Every category (a few dozen rows), from memory: read for every listing, breadcrumb and menu. */
  function allCategories(): Promise<CategoryRow[]> {
    // An async loader: a query builder handed over as it is would be run again by every `await` of the kept value.
    return categoryCache.get("all", async () =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    );
  }

  /** The category tree; each count includes the products of its subcategories. */
  function categoryTree(): Promise<CategoryNode[]> {
    return treeCache.get("tree", loadCategoryTree);
  }

  async function loadCategoryTree(): Promise<CategoryNode[]> {
    const [rows, counts] = await Promise.all([
      allCategories(),
      db
        .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.active, true))
        .groupBy(products.categoryId),
    ]);
    const own = new Map(counts.map((c) => [c.categoryId, c.count]));
    const nodes = new Map<number, CategoryNode>();
    for (const row of rows)
      nodes.set(row.id, {
        ...categoryRef(row),
        group_code: row.groupCode,
        product_count: own.get(row.id) ?? 0,
        children: [],
      });
    const roots: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id) as CategoryNode;
      const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const total = (node: CategoryNode): number => {
      node.product_count += node.children.reduce((sum, child) => sum + total(child), 0);
      return node.product_count;
    };
    for (const root of roots) total(root);
    return roots;
  }

  async function categoryBySlug(slug: string): Promise<CategoryDetail | null> {
    const rows = await allCategories();
    const category = rows.find((c) => c.slugHr === slug || c.slugEn === slug);
    if (!category) return null;
    const byId = new Map(rows.map((c) => [c.id, c]));
    const breadcrumb: CategoryRef[] = [];
    for (let at = byId.get(category.parentId ?? -1); at; at = byId.get(at.parentId ?? -1))
      breadcrumb.unshift(categoryRef(at));
    return {
      ...categoryRef(category),
      group_code: category.groupCode,
      breadcrumb,
      children: rows.filter((c) => c.parentId === category.id).map(categoryRef),
    };
  }

  async function categoryById(id: number): Promise<CategoryDetail | null> {
    const row = (await allCategories()).find((c) => c.id === id);
    return row ? categoryBySlug(row.slugHr) : null;
  }

  /** Ids of a category and all categories under it; null when no category has the slug. */
  async function categoryWithDescendants(slug: string): Promise<number[] | null> {
    const id = await categoryIdOfSlug(slug);
    return id === null ? null : categoryIdsUnder(id);
  }

  /** Ids of the category `id` and all categories under it; none when there is no such category. */
  async function categoryIdsUnder(id: number): Promise<number[]> {
    const rows = await allCategories();
    if (!rows.some((c) => c.id === id)) return [];
    const ids = [id];
    for (let i = 0; i < ids.length; i++)
      for (const c of rows) if (c.parentId === ids[i]) ids.push(c.id);
    return ids;
  }

  /** The id of the category a slug (either language) names, from memory; null when none does. */
  async function categoryIdOfSlug(slug: string): Promise<number | null> {
    return (await allCategories()).find((c) => c.slugHr === slug || c.slugEn === slug)?.id ?? null;
  }

  return {
    allCategories,
    categoryTree,
    categoryBySlug,
    categoryById,
    categoryWithDescendants,
    categoryIdsUnder,
    categoryIdOfSlug,
  };
}

export type CategoryReads = ReturnType<typeof categoryReads>;

/** A category's id, slugs and names, from its row or from such a reference. */
export function categoryRef(
  row: Pick<CategoryRow, "id" | "slugHr" | "slugEn" | "nameHr" | "nameEn"> | CategoryRef,
): CategoryRef {
  if ("slug_hr" in row)
    return {
      id: row.id,
      slug_hr: row.slug_hr,
      slug_en: row.slug_en,
      name_hr: row.name_hr,
      name_en: row.name_en,
    };
  return {
    id: row.id,
    slug_hr: row.slugHr,
    slug_en: row.slugEn,
    name_hr: row.nameHr,
    name_en: row.nameEn,
  };
}
