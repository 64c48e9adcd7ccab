import sharp from "sharp";

/** A picture made for a test: a colour gradient of `width` × `height` in `format`. */
export async function testPicture(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" = "jpeg",
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** The smallest file that starts as a PDF does (`%PDF-`): what the brochure upload checks. */
export const testPdf = (): Buffer =>
  Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** A form with each file under `field`. */
export function uploadForm(field: string, files: { bytes: Uint8Array; name: string }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, new Blob([file.bytes.slice()]), file.name);
  return form;
}
