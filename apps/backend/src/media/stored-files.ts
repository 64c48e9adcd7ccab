import { randomBytes } from "node:crypto";
import type { NewPicture } from "../catalogue/pictures.ts";
import type { ResizedPicture } from "./picture-sizes.ts";
import type { MediaStorage } from "./storage.ts";

// Where each kind of uploaded file is kept (its storage key) and the address it is served at.
// Every upload gets a new random token, so an address never changes its bytes (served immutable).

const token = (): string => randomBytes(8).toString("hex");

/** The address of an uploaded picture; `?w=` picks a stored width, `Accept` WebP or JPEG. */
export const uploadedPictureUrl = (productId: number, pictureToken: string): string =>
  `/api/media/pictures/${productId}/${pictureToken}`;

/** The storage folder of one uploaded picture's sizes. */
export const pictureFolder = (productId: number, pictureToken: string): string =>
  `pictures/${productId}/${pictureToken}/`;

/** A stored size's key: `pictures/12/<token>/320.webp`. */
export const pictureSizeKey = (folder: string, width: number, format: "jpg" | "webp"): string =>
  `${folder}${width}.${format}`;

/** Stores every size of a resized picture; answers its row. A failure removes what was written. */
export async function storePicture(
  storage: MediaStorage,
  productId: number,
  picture: ResizedPicture,
): Promise<NewPicture> {
  const name = token();
  const folder = pictureFolder(productId, name);
  try {
    await Promise.all(
      picture.sizes.flatMap((size) => [
        storage.put(pictureSizeKey(folder, size.name, "jpg"), size.jpeg, "image/jpeg"),
        storage.put(pictureSizeKey(folder, size.name, "webp"), size.webp, "image/webp"),
      ]),
    );
  } catch (error) {
    await storage.deletePrefix(folder).catch(() => {});
    throw error;
  }
  return {
    url: uploadedPictureUrl(productId, name),
    width: picture.width,
    height: picture.height,
    storageKey: folder,
  };
}

/** Files served whole at `/api/media/files/<key>`: brochures (PDF), brand logos (PNG), library pictures. */
export const FILE_URL_PREFIX = "/api/media/files/";

export const brochureKey = (productId: number): string => `brochures/${productId}/${token()}.pdf`;
export const logoKey = (brandId: number): string => `logos/${brandId}/${token()}.png`;
/** A media library picture's key, `library/202611/<token>.jpg`: the upload's month groups the files. */
export const libraryKey = (extension: "jpg" | "png", at: Date): string =>
  `library/${at.toISOString().slice(0, 7).replace("-", "")}/${token()}.${extension}`;

export const fileUrl = (key: string): string => `${FILE_URL_PREFIX}${key}`;

/** The storage key behind a stored file's address, or null for another address (a generated brochure). */
export function keyOfFileUrl(url: string | null): string | null {
  return url?.startsWith(FILE_URL_PREFIX) ? url.slice(FILE_URL_PREFIX.length) : null;
}
