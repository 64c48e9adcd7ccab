import { bodyLimits } from "@dukan/contract";
import { z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { jsonBody, readBytes } from "./body.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";

/**
 * What a form adds around its file (boundaries, part headers, small fields such as a mapping or
 * titles): an upload whose file may be `n` bytes is read up to `n + FORM_OVERHEAD_BYTES`.
 */
export const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Requests to an upload whose body is no upload (JSON, or none): refused once the caller is known. */
const notUploads = new WeakSet<Request>();

/**
 * A multipart upload's body, read as the shop reads every body: refused (413, the field `files`
 * named: `file_too_large`) from its announced length or as soon as more than `maxBytes` have
 * arrived (the form's own bytes included, so a file must be under `maxBytes`), never read whole first; then parsed as a form. JSON (or no body) is read as every JSON
 * body is and refused as no upload (415) after the staff check; another type is refused (415)
 * once read up to a JSON body's limit.
 */
export function uploadBody(maxBytes: number, field: string): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    const media = type.split(";")[0]?.trim().toLowerCase() ?? "";
    if (media === "multipart/form-data") {
      let bytes: Uint8Array;
      try {
        // The whole form counts (boundaries, part headers): a file of exactly the limit is refused.
        bytes = await readBytes(c.req.raw, maxBytes);
      } catch (error) {
        if (error instanceof Refusal && error.code === "payload_too_large")
          throw new Refusal("payload_too_large", { [field]: "file_too_large" });
        throw error;
      }
      let form: FormData;
      try {
        // readBytes's bytes are on a plain ArrayBuffer; said so rather than copied (30 MB).
        const body = bytes as Uint8Array<ArrayBuffer>;
        form = await new Response(body, { headers: { "content-type": type } }).formData();
      } catch {
        throw refuseFields({ [field]: "required" });
      }
      c.req.bodyCache.formData = form;
    } else if (media === "" || /^application\/([a-z0-9.+-]+\+)?json$/.test(media)) {
      await jsonBody(bodyLimits.json)(c, async () => {});
      notUploads.add(c.req.raw);
    } else {
      await readBytes(c.req.raw, bodyLimits.json);
      throw new Refusal("unsupported_media_type");
    }
    await next();
  };
}

/** After the staff check: a request that carried no upload is refused (415). */
export const refuseNonUpload: MiddlewareHandler = async (c, next) => {
  if (notUploads.has(c.req.raw)) throw new Refusal("unsupported_media_type");
  await next();
};

/** A form of one file, `file`, as the OpenAPI document describes it. */
export const fileForm = (description: string) =>
  z.object({
    file: z
      .custom<File>((value) => value instanceof File, { message: "required" })
      .openapi({ type: "string", format: "binary", description }),
  });

/** The upload's file as bytes; refuses `file_empty`. */
export async function bytesOf(file: File): Promise<Uint8Array> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw refuseFields({ file: "file_empty" });
  return bytes;
}
