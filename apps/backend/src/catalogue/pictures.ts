import { type AdminPicture, mediaLimits } from "@dukan/contract";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { brochureUrl } from "./media-urls.ts";
import { brands, productPictures, products } from "./schema.ts";

// The rows behind the staff's pictures, brochures and brand logos (the media module stores the
// files and calls these in its transactions, with the audit entry). Every change also moves the
// product's `updated_at` (the B2B feeds' `since` reads it; the feeds list the pictures); the
// change feed's triggers name the product (or, for a brand, everything) for the page cache.

type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export interface NewPicture {
  url: string;
  width: number;
  height: number;
  storageKey: string;
}

/** A product's pictures in their order, as the staff's API answers them. */
export async function productPictureList(
  db: Pick<Db, "select">,
  productId: number,
): Promise<AdminPicture[]> {
  const rows = await db
    .select()
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position), asc(productPictures.id));
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    url: row.url,
    width: row.width,
    height: row.height,
    alt_hr: row.altHr,
    alt_en: row.altEn,
    uploaded: row.storageKey !== null,
  }));
}

/** The product locked for a change of its pictures or brochure; refuses `not_found` for an unknown id. */
export async function lockProduct(
  tx: Tx,
  productId: number,
): Promise<{ itemCode: string; kind: string | null; brochureUrl: string | null }> {
  const [row] = await tx
    .select({ itemCode: products.itemCode, kind: products.kind, brochureUrl: products.brochureUrl })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!row) throw new Refusal("not_found");
  return row;
}

/** Whether a product has the id (for refusing an upload to no product before its files are made). */
export async function productExists(db: Pick<Db, "select">, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return row !== undefined;
}

async function touchProduct(tx: Tx, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      updatedAt: sql`now()`,
      pictureCount: sql`(select count(*) from ${productPictures} where ${productPictures.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/** Adds pictures after the product's last; refuses `pictures_too_many` past the limit. Answers their ids. */
export async function addProductPictures(
  tx: Tx,
  productId: number,
  pictures: NewPicture[],
): Promise<number[]> {
  await lockProduct(tx, productId);
  const [state] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${productPictures.position}) + 1, 0)::int`,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, productId));
  const count = state?.count ?? 0;
  if (count + pictures.length > mediaLimits.picturesPerProduct)
    throw refuseFields({ files: "pictures_too_many" });
  const next = state?.next ?? 0;
  const rows = await tx
    .insert(productPictures)
    .values(pictures.map((picture, i) => ({ productId, position: next + i, ...picture })))
    .returning({ id: productPictures.id });
  await touchProduct(tx, productId);
  return rows.map((row) => row.id);
}

/** Puts the product's pictures in the order of `ids` (every picture once; otherwise 409: someone changed them meanwhile). Answers the order before. */
export async function reorderProductPictures(
  tx: Tx,
  productId: number,
  ids: number[],
): Promise<number[]> {
  await lockProduct(tx, productId);
  const before = (await productPictureList(tx, productId)).map((picture) => picture.id);
  const known = new Set(before);
  if (ids.length !== before.length || !ids.every((id) => known.has(id)))
    throw new Refusal("version_conflict");
  await renumber(tx, productId, ids);
  await touchProduct(tx, productId);
  return before;
}

/** Positions 0, 1, … in the order of `ids`: first out of the way (negative), as the unique (product, position) index checks each row. */
async function renumber(tx: Tx, productId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update product_pictures set position = -1 - position where product_id = ${productId}`,
  );
  await tx.execute(
    sql`update product_pictures p set position = v.position from (values ${values}) as v(id, position) where p.id = v.id and p.product_id = ${productId}`,
  );
}

/** Changes a picture's alt texts; answers them before and after. */
export async function setPictureAlt(
  tx: Tx,
  productId: number,
  pictureId: number,
  alt: { alt_hr?: string | undefined; alt_en?: string | undefined },
): Promise<{
  before: { alt_hr: string; alt_en: string };
  after: { alt_hr: string; alt_en: string };
}> {
  await lockProduct(tx, productId);
  const [row] = await tx
    .select({ altHr: productPictures.altHr, altEn: productPictures.altEn })
    .from(productPictures)
    .where(and(eq(productPictures.id, pictureId), eq(productPictures.productId, productId)));
  if (!row) throw new Refusal("not_found");
  const after = { alt_hr: alt.alt_hr ?? row.altHr, alt_en: alt.alt_en ?? row.altEn };
  await tx
    .update(productPictures)
    .set({ altHr: after.alt_hr, altEn: after.alt_en })
    .where(eq(productPictures.id, pictureId));
  await touchProduct(tx, productId);
  return { before: { alt_hr: row.altHr, alt_en: row.altEn }, after };
}

/** Deletes a picture (the others close up); answers its address and storage folder (null: a demo picture), for the caller to remove its files after the commit. */
export async function deleteProductPicture(
  tx: Tx,
  productId: number,
  pictureId: number,
): Promise<{ url: string; storageKey: string | null }> {
  await lockProduct(tx, productId);
  const [row] = await tx
    .delete(productPictures)
    .where(and(eq(productPictures.id, pictureId), eq(productPictures.productId, productId)))
    .returning({ url: productPictures.url, storageKey: productPictures.storageKey });
  if (!row) throw new Refusal("not_found");
  const rest = (await productPictureList(tx, productId)).map((picture) => picture.id);
  await renumber(tx, productId, rest);
  await touchProduct(tx, productId);
  return row;
}

/**
 * Sets the product's brochure address: an uploaded PDF's, or with `null` back to what it had
 * without one (a demo product's generated brochure, otherwise none). Answers the address before and after.
 */
export async function setProductBrochure(
  tx: Tx,
  productId: number,
  url: string | null,
): Promise<{ before: string | null; after: string | null }> {
  const product = await lockProduct(tx, productId);
  const after = url ?? (product.kind === null ? null : brochureUrl(product.itemCode));
  await tx
    .update(products)
    .set({ brochureUrl: after, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  return { before: product.brochureUrl, after };
}

/** The brochure address of a product, or undefined for an unknown id. */
export async function productBrochureUrl(
  db: Pick<Db, "select">,
  productId: number,
): Promise<{ url: string | null } | undefined> {
  const [row] = await db
    .select({ url: products.brochureUrl })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Sets a brand's logo address (null: none); answers it before. Refuses `not_found` for an unknown brand. */
export async function setBrandLogo(
  tx: Tx,
  brandId: number,
  url: string | null,
): Promise<{ before: string | null }> {
  const [row] = await tx
    .select({ logoUrl: brands.logoUrl })
    .from(brands)
    .where(eq(brands.id, brandId))
    .for("update");
  if (!row) throw new Refusal("not_found");
  await tx
    .update(brands)
    .set({ logoUrl: url, updatedAt: sql`now()` })
    .where(eq(brands.id, brandId));
  return { before: row.logoUrl };
}

/** Whether a brand has the id. */
export async function brandExists(db: Pick<Db, "select">, brandId: number): Promise<boolean> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return row !== undefined;
}
