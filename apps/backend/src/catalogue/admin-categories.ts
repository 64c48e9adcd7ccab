import type {
  AdminCategory,
  AdminCategoryCreate,
  AdminCategoryDetail,
  AdminCategoryMove,
  AdminCategoryPatch,
  FieldProblem,
} from "@dukan/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import { type AuditActor, audit, changedFields } from "../audit/log.ts";
import type { Db, Queryable } from "../db/client.ts";
import { sanitisePageHtml } from "../pages/sanitise.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { categorySlugProblems, rememberOldCategorySlugs } from "./admin-category-slugs.ts";
import { categories, products } from "./schema.ts";

type Row = typeof categories.$inferSelect;

/** Every category, in tree order (each parent before its children, siblings by position), with product counts. */
async function tree(db: Queryable): Promise<{ list: AdminCategory[]; rows: Map<number, Row> }> {
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const rows = await db.select().from(categories);
  const counts = await db
    .select({ id: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.categoryId);
  const own = new Map(counts.map((c) => [c.id, c.count]));
  const children = new Map<number | null, Row[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const list: AdminCategory[] = [];
  const visit = (row: Row, depth: number): number => {
    const node: AdminCategory = {
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      depth,
      slugHr: row.slugHr,
      slugEn: row.slugEn,
      nameHr: row.nameHr,
      nameEn: row.nameEn,
      groupCode: row.groupCode,
      productCount: own.get(row.id) ?? 0,
      totalProductCount: 0,
      childCount: children.get(row.id)?.length ?? 0,
      version: row.version,
    };
    list.push(node);
    node.totalProductCount =
      node.productCount +
      (children.get(row.id) ?? []).reduce((sum, child) => sum + visit(child, depth + 1), 0);
    return node.totalProductCount;
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  return { list, rows: new Map(rows.map((r) => [r.id, r])) };
}

/** A category for the staff: its tree node, descriptions and the categories above it. */
async function detailOf(db: Queryable, id: number): Promise<AdminCategoryDetail> {
  const { list, rows } = await tree(db);
  const node = list.find((c) => c.id === id);
  const row = rows.get(id);
  if (!node || !row) throw new Refusal("not_found");
  const path: AdminCategoryDetail["path"] = [];
  for (let at = rows.get(row.parentId ?? -1); at; at = rows.get(at.parentId ?? -1))
    path.unshift({ id: at.id, nameHr: at.nameHr, nameEn: at.nameEn });
  return { ...node, descriptionHr: row.descriptionHr, descriptionEn: row.descriptionEn, path };
}

/** Refuses the fields of a category's change that its slugs or group code do not allow. */
async function refuseTaken(
  db: Queryable,
  change: {
    slugHr?: string | undefined;
    slugEn?: string | undefined;
    groupCode?: string | undefined;
  },
  selfId: number | null,
): Promise<void> {
  const problems: Record<string, FieldProblem> = await categorySlugProblems(
    db,
    { slugHr: change.slugHr, slugEn: change.slugEn },
    selfId,
  );
  if (change.groupCode !== undefined) {
    const [other] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.groupCode, change.groupCode),
          selfId === null ? undefined : ne(categories.id, selfId),
        ),
      )
      .limit(1);
    if (other) problems.groupCode = "code_taken";
  }
  if (Object.keys(problems).length) throw refuseFields(problems);
}

const clean = (html: string | undefined) =>
  html === undefined ? undefined : sanitisePageHtml(html);

/** Locks every category (a few dozen rows): moves and creations see one tree, one at a time. */
const lockTree = (tx: Queryable) => tx.execute(sql`select id from categories for update`);

/**
 * The staff's categories (scope `catalogue`): the tree with product counts, one category, create,
 * change (names, slugs, descriptions sanitised as information pages are), move and reorder, delete.
 * Each change is one transaction with its audit entry (entity `category`); the catalogue's triggers
 * note it as touching everything, so kept pages and menus follow (docs/page-cache.md).
 */
export function adminCategories(db: Db) {
  async function list(): Promise<{ data: AdminCategory[]; total: number }> {
    const { list: data } = await tree(db);
    return { data, total: data.length };
  }

  const detail = (id: number) => detailOf(db, id);

  async function create(input: AdminCategoryCreate, actor: AuditActor) {
    return db.transaction(async (tx) => {
      await lockTree(tx);
      if (input.parentId !== null) {
        const [parent] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.parentId));
        if (!parent) throw refuseFields({ parentId: "invalid" });
      }
      await refuseTaken(tx, input, null);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
        .from(categories)
        .where(
          input.parentId === null
            ? sql`${categories.parentId} is null`
            : eq(categories.parentId, input.parentId),
        );
      const values = {
        parentId: input.parentId,
        position: last?.position ?? 0,
        nameHr: input.nameHr,
        nameEn: input.nameEn,
        slugHr: input.slugHr,
        slugEn: input.slugEn,
        descriptionHr: sanitisePageHtml(input.descriptionHr),
        descriptionEn: sanitisePageHtml(input.descriptionEn),
      };
      const [row] = await tx
        .insert(categories)
        .values({ ...values, groupCode: input.groupCode ?? `new-${crypto.randomUUID()}` })
        .returning({ id: categories.id, groupCode: categories.groupCode });
      if (!row) throw new Error("category not stored");
      const groupCode = input.groupCode ?? `K-${row.id}`;
      if (!input.groupCode)
        await tx.update(categories).set({ groupCode }).where(eq(categories.id, row.id));
      await rememberOldCategorySlugs(tx, row.id, [], [input.slugHr, input.slugEn]);
      await audit.record(tx, {
        ...actor,
        action: "create",
        entity: "category",
        entityId: row.id,
        changes: changedFields({}, { ...values, groupCode }),
      });
      return detailOf(tx, row.id);
    });
  }

  /** The category `id` for update, refused `not_found`, or `version_conflict` when `version` moved. */
  async function locked(tx: Queryable, id: number, version: number | undefined): Promise<Row> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!row) throw new Refusal("not_found");
    if (version !== undefined && row.version !== version) throw new Refusal("version_conflict");
    return row;
  }

  async function update(id: number, patch: AdminCategoryPatch, actor: AuditActor) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, id, patch.version);
      const { version: _version, ...fields } = patch;
      const change = {
        ...fields,
        descriptionHr: clean(fields.descriptionHr),
        descriptionEn: clean(fields.descriptionEn),
      };
      await refuseTaken(
        tx,
        {
          slugHr: change.slugHr === before.slugHr ? undefined : change.slugHr,
          slugEn: change.slugEn === before.slugEn ? undefined : change.slugEn,
          groupCode: change.groupCode === before.groupCode ? undefined : change.groupCode,
        },
        id,
      );
      const changes = changedFields(before, change);
      if (!Object.keys(changes).length) return detailOf(tx, id);
      await tx
        .update(categories)
        .set({ ...change, version: sql`${categories.version} + 1`, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
      const now = {
        slugHr: change.slugHr ?? before.slugHr,
        slugEn: change.slugEn ?? before.slugEn,
      };
      const left = [before.slugHr, before.slugEn].filter(
        (s) => s !== now.slugHr && s !== now.slugEn,
      );
      await rememberOldCategorySlugs(tx, id, left, [now.slugHr, now.slugEn]);
      await audit.record(tx, {
        ...actor,
        action: "update",
        entity: "category",
        entityId: id,
        changes,
      });
      return detailOf(tx, id);
    });
  }

  /**
   * Moves the category under `parentId` (null: the top) at `position` among its new siblings
   * (past the last: last); the siblings it leaves and joins are numbered again from 0. A parent
   * that is the category itself or one of its subcategories is refused (`parent_cycle`).
   */
  async function move(id: number, to: AdminCategoryMove, actor: AuditActor) {
    return db.transaction(async (tx) => {
      await lockTree(tx);
      const before = await locked(tx, id, to.version);
      const rows = await tx
        .select({ id: categories.id, parentId: categories.parentId, position: categories.position })
        .from(categories);
      const byId = new Map(rows.map((r) => [r.id, r]));
      if (to.parentId !== null) {
        if (!byId.has(to.parentId)) throw refuseFields({ parentId: "invalid" });
        for (let at = byId.get(to.parentId); at; at = byId.get(at.parentId ?? -1))
          if (at.id === id) throw refuseFields({ parentId: "parent_cycle" });
      }
      const siblingsOf = (parentId: number | null) =>
        rows
          .filter((r) => r.parentId === parentId && r.id !== id)
          .sort((a, b) => a.position - b.position || a.id - b.id);
      const joined = siblingsOf(to.parentId);
      const position = Math.min(to.position, joined.length);
      joined.splice(position, 0, { id, parentId: to.parentId, position });
      const orders = [joined];
      if (before.parentId !== to.parentId) orders.push(siblingsOf(before.parentId));
      for (const order of orders)
        for (const [index, sibling] of order.entries())
          if (sibling.id !== id && sibling.position !== index)
            await tx
              .update(categories)
              .set({ position: index })
              .where(eq(categories.id, sibling.id));
      await tx
        .update(categories)
        .set({
          parentId: to.parentId,
          position,
          version: sql`${categories.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id));
      await audit.record(tx, {
        ...actor,
        action: "move",
        entity: "category",
        entityId: id,
        changes: changedFields(
          { parentId: before.parentId, position: before.position },
          { parentId: to.parentId, position },
        ),
      });
      return detailOf(tx, id);
    });
  }

  /** Deletes a category without subcategories and products; refused `category_not_empty` otherwise. */
  async function remove(id: number, version: number | undefined, actor: AuditActor) {
    await db.transaction(async (tx) => {
      await lockTree(tx);
      const before = await locked(tx, id, version);
      const node = (await tree(tx)).list.find((c) => c.id === id);
      if (node && (node.childCount > 0 || node.totalProductCount > 0))
        throw new Refusal("category_not_empty", undefined, undefined, (language) =>
          notEmpty(language, node),
        );
      await tx.delete(categories).where(eq(categories.id, id));
      await audit.record(tx, {
        ...actor,
        action: "delete",
        entity: "category",
        entityId: id,
        changes: changedFields(
          {},
          {
            nameHr: before.nameHr,
            nameEn: before.nameEn,
            slugHr: before.slugHr,
            slugEn: before.slugEn,
            parentId: before.parentId,
          },
        ),
      });
    });
  }

  return { list, detail, create, update, move, remove };
}

export type AdminCategories = ReturnType<typeof adminCategories>;

/** Why a category is not deleted, with its counts, in the reader's language. */
function notEmpty(language: "hr" | "en", node: AdminCategory): string {
  const { childCount: children, totalProductCount: count } = node;
  if (language === "en")
    return (
      `This category cannot be deleted: it has ${children} subcategor${children === 1 ? "y" : "ies"} ` +
      `and ${count} product${count === 1 ? "" : "s"} (in it and below). Move them first.`
    );
  const plural = (n: number, one: string, few: string, many: string) =>
    n % 10 === 1 && n % 100 !== 11
      ? one
      : [2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)
        ? few
        : many;
  return (
    `Ova se kategorija ne može obrisati: ima ${children} ${plural(children, "podkategoriju", "podkategorije", "podkategorija")} ` +
    `i ${count} ${plural(count, "proizvod", "proizvoda", "proizvoda")} (u njoj i ispod nje). Najprije ih premjestite.`
  );
}
