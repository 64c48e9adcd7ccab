import { bodyLimits } from "@dukan/contract";
import type { MiddlewareHandler } from "hono";
import { jsonBody, readBytes } from "../http/body.ts";
import { Refusal, refuseFields } from "../refusals/refusal.ts";
import { MAX_IMPORT_BYTES } from "./service.ts";

/** The form around the file (boundaries, the mapping) may add this much to the upload. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Requests to the upload whose body is no upload (JSON, or none): refused once the caller is known. */
const notUploads = new WeakSet<Request>();

/**
 * The upload's body, read as the shop reads every body: refused (413) from its announced length or
 * as soon as more than 20 MB has arrived (a 50 MB file is never read whole), then parsed as a form.
 * JSON is read as every JSON body is and refused as no upload after the staff check; another type
 * is refused (415) once read up to a JSON body's limit.
 */
export const importUpload: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  const media = type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (media === "multipart/form-data") {
    const bytes = await readBytes(c.req.raw, MAX_IMPORT_BYTES + FORM_OVERHEAD_BYTES);
    let form: FormData;
    try {
      form = await new Response(bytes.slice(), { headers: { "content-type": type } }).formData();
    } catch {
      throw refuseFields({ file: "required" });
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

/** After the staff check: a request that carried no upload is refused (415). */
export const refuseNonUpload: MiddlewareHandler = async (c, next) => {
  if (notUploads.has(c.req.raw)) throw new Refusal("unsupported_media_type");
  await next();
};
