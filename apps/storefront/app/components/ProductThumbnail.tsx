import type { Picture } from "@dukan/contract";
import { pictureAt, srcSetOf } from "../lib/pictures.ts";

/** A small product picture in a list of lines (cart, wishlist): lazy, sized so nothing shifts; decorative beside the name. */
export function ProductThumbnail({ picture, sizes }: { picture: Picture | null; sizes: string }) {
  if (!picture) return null;
  return (
    <img
      src={pictureAt(picture.url, 160)}
      srcSet={srcSetOf(picture.url, [160, 320])}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
