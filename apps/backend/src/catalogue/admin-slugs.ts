import type { FieldMessageKey } from "../locales/index.ts";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { categories, productOldSlugs, products } from "./schema.ts";

/**
 * The first path segments the storefront answers itself (apps/storefront/app/routes.ts and
 * route-table.ts, both languages) and the shop server's own (`/admin`, `/api`, `/assets`): a
 * product or category slug equal to one would be shadowed by, or shadow, a page of the shop.
 * `admin-slugs.test.ts` checks the list against the storefront's route table.
 */
export const reservedSlugs: ReadonlySet<string> = new Set([
  "about",
  "account-deleted",
  "admin",
  "api",
  "assets",
  "b2b",
  "brands",
  "cart",
  "checkout",
  "compare",
  "complaint",
  "contact",
  "cookie-consent",
  "cookies",
  "data-export",
  "data-verification",
  "delivery",
  "delivery-verification",
  "download",
  "en",
  "eu-fond",
  "fail",
  "gdpr",
  "info-bars",
  "kolacici",
  "login",
  "logout",
  "marke",
  "moji-podaci",
  "my-data",
  "my-invoices",
  "my-rebate",
  "new-items",
  "newsletter",
  "orders",
  "orders2",
  "page-template",
  "password-reset",
  "profile",
  "racun-izbrisan",
  "rebate",
  "register",
  "rezultati-pretrazivanja",
  "robots",
  "sale-items",
  "search-results",
  "single-order",
  "sitemap",
  "success",
  "usporedi",
  "warranty",
  "wishlist",
]);

/**
 * Why the slugs a product (`productId`, null for a new one) would take are refused, by field:
 * a fixed route of the shop, a category's slug, another product's slug (either language) or an
 * earlier slug of another product (it still sends visitors there).
 */
export async function slugProblems(
  db: Queryable,
  productId: number | null,
  slugs: { slug_hr?: string | undefined; slug_en?: string | undefined },
): Promise<Record<string, FieldMessageKey>> {
  const problems: Record<string, FieldMessageKey> = {};
  const given = (["slug_hr", "slug_en"] as const).filter((field) => slugs[field] !== undefined);
  for (const field of given) {
    const slug = slugs[field] as string;
    if (reservedSlugs.has(slug)) {
      problems[field] = "slug_reserved";
      continue;
    }
    const others = productId === null ? sql`true` : ne(products.id, productId);
    const [taken] = await db
      .execute<{ taken: boolean }>(
        sql`
      select exists (select from categories where ${or(eq(categories.slugHr, slug), eq(categories.slugEn, slug))})
        or exists (select from products where ${and(others, or(eq(products.slugHr, slug), eq(products.slugEn, slug)))})
        or exists (select from product_old_slugs where ${and(
          eq(productOldSlugs.slug, slug),
          productId === null ? sql`true` : ne(productOldSlugs.productId, productId),
        )}) as taken`,
      )
      .then((r) => r.rows);
    if (taken?.taken) problems[field] = "slug_taken";
  }
  return problems;
}
