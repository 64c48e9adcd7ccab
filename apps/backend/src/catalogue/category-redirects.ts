import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { categories, categorySlugRedirects } from "./schema.ts";

/**
 * The Croatian slug a category has now that once had `slug` (the staff renamed it), or null. The
 * storefront answers the old address with a 301 to the new one (routes/category.tsx).
 */
export async function categorySlugNow(db: Queryable, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slugHr: categories.slugHr })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .where(eq(categorySlugRedirects.slug, slug));
  return row?.slugHr ?? null;
}
