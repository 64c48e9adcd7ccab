import { type FieldProblem, mediaLimits, pictureWidths } from "@dukan/contract";
import sharp, { type OutputInfo } from "sharp";
import { sniff } from "./sniff.ts";

// libvips keeps decoded images and operations in a cache meant for repeated work on the same
// files; uploads never repeat, so it would only hold memory (bench/picture-upload.ts measures RSS).
sharp.cache(false);

/** One stored size of a picture, in both formats. */
export interface PictureSize {
  width: number;
  height: number;
  jpeg: Buffer;
  webp: Buffer;
}

export interface ResizedPicture {
  /** The full size's sides (the largest stored): what the storefront's `<img>` width and height say. */
  width: number;
  height: number;
  /** Every width of `pictureWidths`, smallest first (a picture narrower than one is stored at its own width). */
  sizes: (PictureSize & { name: number })[];
}

/** Why an uploaded picture is refused, as the field problem the API names it with. */
export class PictureRefusal extends Error {
  constructor(readonly problem: FieldProblem) {
    super(problem);
    this.name = "PictureRefusal";
  }
}

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/**
 * Checks an uploaded picture from its bytes and header alone, never decoding it first: its
 * magic bytes (JPEG, PNG, WebP; a PDF or an SVG refused whatever its name), then sharp's
 * `metadata()` (the header) for its sides and pixels; `limitInputPixels` guards the decode too.
 */
export async function checkPicture(bytes: Uint8Array): Promise<void> {
  const kind = sniff(bytes);
  if (kind === "empty") throw new PictureRefusal("file_empty");
  if (kind === "svg") throw new PictureRefusal("picture_svg");
  if (!ACCEPTED.has(kind)) throw new PictureRefusal("picture_type");
  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes, {
      limitInputPixels: mediaLimits.picturePixels,
    }).metadata());
  } catch (error) {
    throw new PictureRefusal(tooManyPixels(error) ? "picture_pixels" : "picture_damaged");
  }
  if (!format || !ACCEPTED.has(format)) throw new PictureRefusal("picture_type");
  if (!width || !height) throw new PictureRefusal("picture_damaged");
  if (
    width > mediaLimits.pictureSide ||
    height > mediaLimits.pictureSide ||
    width * height > mediaLimits.picturePixels
  )
    throw new PictureRefusal("picture_pixels");
}

/**
 * Every size the storefront and the feeds use, as JPEG and WebP: the picture is decoded once
 * (JPEG shrunk while loading), turned upright by its EXIF orientation, put on white, made sRGB
 * and scaled to the full size; the smaller sizes are scaled from that. A decode error (a file cut
 * short, broken data) refuses the picture; metadata is not kept (no camera data or location).
 */
export async function resizePicture(bytes: Uint8Array): Promise<ResizedPicture> {
  await checkPicture(bytes);
  const full = Math.max(...pictureWidths);
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: mediaLimits.picturePixels, failOn: "warning" })
      .rotate()
      .resize({ width: full, height: full, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PictureRefusal(tooManyPixels(error) ? "picture_pixels" : "picture_damaged");
  }
  const { width, height, channels } = base.info;
  const raw = { raw: { width, height, channels } } as const;
  const sizes = await Promise.all(
    [...pictureWidths]
      .sort((a, b) => a - b)
      .map(async (name) => {
        const scaled = sharp(base.data, raw).resize({
          width: Math.min(name, width),
          withoutEnlargement: true,
        });
        const [jpeg, webp] = await Promise.all([
          scaled
            .clone()
            .jpeg({ quality: 82, progressive: true })
            .toBuffer({ resolveWithObject: true }),
          scaled.clone().webp({ quality: 80, effort: 3 }).toBuffer(),
        ]);
        return { name, width: jpeg.info.width, height: jpeg.info.height, jpeg: jpeg.data, webp };
      }),
  );
  return { width, height, sizes };
}

function tooManyPixels(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
