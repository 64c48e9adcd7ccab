import { asc, desc, eq } from "drizzle-orm";
import { brands, productPictures, products } from "../../catalogue/schema.ts";
import type { Db } from "../../db/client.ts";
import { testPdf, testPicture, uploadForm } from "../../media/fixtures.testing.ts";
import { mediaLibrary } from "../../media/schema.ts";
import type { AdminSample } from "./context.ts";

async function firstProduct(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("no demo product");
  return row.id;
}

async function firstBrand(db: Db): Promise<number> {
  const [row] = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id)).limit(1);
  if (!row) throw new Error("no demo brand");
  return row.id;
}

/** A product's picture ids in their order. */
async function picturesOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productPictures.id })
    .from(productPictures)
    .where(eq(productPictures.productId, productId))
    .orderBy(asc(productPictures.position));
  return rows.map((row) => row.id);
}

/** Product pictures, brochures, brand logos and the media library. */
export const mediaSamples: Record<string, AdminSample> = {
  // Pictures, brochures and brand logos (media/picture-routes.ts, document-routes.ts).
  "POST /api/admin/products/{id}/pictures": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/pictures`,
    form: uploadForm("files", [{ bytes: await testPicture(40, 30), name: "slika.jpg" }]),
  }),
  "PUT /api/admin/products/{id}/pictures/order": async ({ db }) => {
    const productId = await firstProduct(db);
    const ids = (await picturesOf(db, productId)).reverse();
    return { path: `/api/admin/products/${productId}/pictures/order`, body: { ids } };
  },
  "PATCH /api/admin/products/{id}/pictures/{pictureId}": async ({ db }) => {
    const productId = await firstProduct(db);
    const [pictureId] = await picturesOf(db, productId);
    return {
      path: `/api/admin/products/${productId}/pictures/${pictureId}`,
      body: { alt_hr: `Slika ${Date.now()}`, alt_en: `Picture ${Date.now()}` },
    };
  },
  "DELETE /api/admin/products/{id}/pictures/{pictureId}": async ({ db }) => {
    const productId = await firstProduct(db);
    const [pictureId] = (await picturesOf(db, productId)).reverse();
    return { path: `/api/admin/products/${productId}/pictures/${pictureId}` };
  },
  "PUT /api/admin/products/{id}/brochure": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/brochure`,
    form: uploadForm("file", [{ bytes: testPdf(), name: "brosura.pdf" }]),
  }),
  "DELETE /api/admin/products/{id}/brochure": async ({ db }) => ({
    path: `/api/admin/products/${await firstProduct(db)}/brochure`,
  }),
  "PUT /api/admin/brands/{id}/logo": async ({ db }) => ({
    path: `/api/admin/brands/${await firstBrand(db)}/logo`,
    form: uploadForm("file", [{ bytes: await testPicture(60, 20, "png"), name: "logo.png" }]),
  }),
  "DELETE /api/admin/brands/{id}/logo": async ({ db }) => ({
    path: `/api/admin/brands/${await firstBrand(db)}/logo`,
  }),
  "POST /api/admin/media-library": async () => ({
    path: "/api/admin/media-library",
    form: uploadForm("file", [{ bytes: await testPicture(80, 40), name: "naslovna.jpg" }]),
  }),
  "DELETE /api/admin/media-library/{id}": async ({ db }) => {
    await db.insert(mediaLibrary).values({
      storageKey: `library/202611/${Date.now()}.jpg`,
      fileName: "x.jpg",
      width: 1,
      height: 1,
      bytes: 1,
    });
    const [last] = await db
      .select({ id: mediaLibrary.id })
      .from(mediaLibrary)
      .orderBy(desc(mediaLibrary.id))
      .limit(1);
    return { path: `/api/admin/media-library/${last?.id ?? 0}` };
  },
};
