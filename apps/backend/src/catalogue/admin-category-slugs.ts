import type { FieldProblem } from "@dukan/contract";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { reservedSlugs } from "./admin-slugs.ts";
import { brands, categories, categorySlugRedirects, products } from "./schema.ts";

/**
 * Whether category slugs may be taken: a category's address is `/<slug>` (Croatian) or
 * `/en/<slug>`, and the storefront finds a category by either language's slug, so a slug must be no
 * fixed screen of the storefront (`reservedSlugs`, shared with products), no other category's slug in either language, and no product's
 * slug (a product and a category of one name would be told apart by nothing but their place in
 * the path). Answers the refused fields (`slugHr`, `slugEn`).
 */
export async function categorySlugProblems(
  db: Queryable,
  slugs: { slugHr?: string | undefined; slugEn?: string | undefined },
  selfId: number | null,
): Promise<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {};
  const asked = Object.entries(slugs).filter((e): e is [string, string] => e[1] !== undefined);
  if (!asked.length) return problems;
  const values = [...new Set(asked.map(([, slug]) => slug))];
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const otherCategories = await db
    .select({ slugHr: categories.slugHr, slugEn: categories.slugEn })
    .from(categories)
    .where(
      and(
        or(inArray(categories.slugHr, values), inArray(categories.slugEn, values)),
        selfId === null ? undefined : ne(categories.id, selfId),
      ),
    );
  const productRows = await db
    .select({ slugHr: products.slugHr, slugEn: products.slugEn })
    .from(products)
    .where(or(inArray(products.slugHr, values), inArray(products.slugEn, values)));
  const taken = new Set([...otherCategories, ...productRows].flatMap((r) => [r.slugHr, r.slugEn]));
  for (const [field, slug] of asked) {
    if (reservedSlugs.has(slug)) problems[field] = "slug_reserved";
    else if (taken.has(slug)) problems[field] = "slug_taken";
  }
  return problems;
}

/**
 * Keeps a category's former slugs for the storefront's 301 (`category_slug_redirects`): the slugs
 * it leaves point at it, the slugs it takes stop pointing anywhere else.
 */
export async function rememberOldCategorySlugs(
  db: Queryable,
  categoryId: number,
  left: readonly string[],
  taken: readonly string[],
): Promise<void> {
  if (taken.length)
    await db.delete(categorySlugRedirects).where(inArray(categorySlugRedirects.slug, [...taken]));
  const keep = left.filter((slug) => !taken.includes(slug));
  if (keep.length)
    await db
      .insert(categorySlugRedirects)
      .values(keep.map((slug) => ({ slug, categoryId })))
      .onConflictDoUpdate({
        target: categorySlugRedirects.slug,
        set: { categoryId, createdAt: sql`now()` },
      });
}

/** Whether another brand has this slug. */
export async function brandSlugTaken(
  db: Queryable,
  slug: string,
  selfId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), selfId === null ? undefined : ne(brands.id, selfId)))
    .limit(1);
  return row !== undefined;
}
