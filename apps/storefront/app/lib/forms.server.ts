import { bodyLimits, pathIdSchema } from "@dukan/contract";
import { readUpTo, refuseUnread } from "@dukan/contract/body";
import { data } from "react-router";

/** Why a posted body could not be read as a form, as its HTTP status says it. */
export type UnreadForm =
  /** Broken: multipart without its boundary or with a cut body, a connection lost halfway. */
  | { status: 400; code: "unreadable_form" }
  /** Larger than a form may be (`bodyLimits.form`), refused while it was read. */
  | { status: 413; code: "form_too_large" }
  /** Not a form at all: JSON, text, no content type. */
  | { status: 415; code: "not_a_form" };

export type FormRead = { ok: true; form: FormData } | ({ ok: false } & UnreadForm);

const formType = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * The one reader of every action's form: the body must say it is a form (urlencoded or
 * multipart), is counted while it streams in and refused once past `limit` bytes (never read
 * whole first), and is parsed only when complete. A refusal is an answer, never an exception.
 */
export async function readFormBody(
  request: Request,
  limit: number = bodyLimits.form,
): Promise<FormRead> {
  const type = request.headers.get("content-type") ?? "";
  if (!formType.test(type)) return refuse(request, { status: 415, code: "not_a_form" });
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit)
    return refuse(request, { status: 413, code: "form_too_large" });
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readUpTo(request.body, limit);
  } catch {
    return { ok: false, status: 400, code: "unreadable_form" };
  }
  if (bytes === null) return { ok: false, status: 413, code: "form_too_large" };
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, code: "unreadable_form" };
  }
}

/**
 * An action's form, or the page's error (`ErrorPage` words 400, 413 and 415 in the page's
 * language) instead of a 500 when the body is not a readable form.
 */
export async function readForm(request: Request): Promise<FormData> {
  const read = await readFormBody(request);
  if (!read.ok) throw formError(read);
  return read.form;
}

/** An unread form as the page's error, to throw from an action. */
export function formError(unread: UnreadForm) {
  return data({ code: unread.code }, { status: unread.status });
}

/** A refusal before reading: the body is let go unread. */
function refuse(request: Request, unread: UnreadForm): FormRead {
  refuseUnread(request.body);
  return { ok: false, ...unread };
}

/** A form field naming a row (a cart line, a product) as the contract reads an id: its id, or null when it names none. */
export function idOf(value: FormDataEntryValue | null): number | null {
  return pathIdSchema.safeParse(typeof value === "string" ? value.trim() : value).data ?? null;
}
