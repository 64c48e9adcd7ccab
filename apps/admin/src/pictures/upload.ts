import { ApiError } from "../http.ts";
import { api } from "../providers.ts";

/** A file refused by the API, with the reason it gave (in the app's language). */
export interface Refused {
  name: string;
  reason: string;
}

/** Sends one file as the form field `field`; answers the API's answer, or the refusal's reason. */
export async function sendFile<T>(
  path: string,
  method: "POST" | "PUT",
  field: string,
  file: File,
): Promise<{ ok: true; data: T } | { ok: false; reason: string }> {
  const form = new FormData();
  form.append(field, file, file.name);
  try {
    return { ok: true, data: await api<T>(path, { method, form }) };
  } catch (failure) {
    if (failure instanceof ApiError)
      return { ok: false, reason: Object.values(failure.fields)[0] ?? failure.message };
    return { ok: false, reason: String(failure) };
  }
}
