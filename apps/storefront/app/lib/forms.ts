import { data } from "react-router";
import type { ApiOutcome } from "./api.server.ts";

/**
 * What a form's action answers, success or refusal, so the page can say what
 * happened next to the form that was sent (`intent` names it when a page has several).
 */
export interface FormResult {
  intent: string;
  ok: boolean;
  /** The API's message (in the page's language); empty when the page should use its own text. */
  message: string;
  /** The API's error code on a refusal (`invalid_credentials`, `password_reset_required`…). */
  code: string | null;
  /** Errors by field, keyed as the API names fields (`email`, `company.oib`…). */
  fields: Record<string, string>;
  /** What the shopper typed, never passwords: refilled into the form when the page is rendered again without JavaScript. */
  values: Record<string, string>;
}

/** A trimmed text field of a posted form; "" when absent. */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A password exactly as typed (spaces count). */
export function secret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function succeeded(
  intent: string,
  message = "",
  values: Record<string, string> = {},
): FormResult {
  return { intent, ok: true, message, code: null, fields: {}, values };
}

/** The API's refusal as the form's answer, with the API's status (a back-end failure answers 502). */
export function refused(
  intent: string,
  outcome: ApiOutcome<unknown> & { ok: false },
  values: Record<string, string> = {},
) {
  const result: FormResult = {
    intent,
    ok: false,
    message: outcome.message,
    code: outcome.code,
    fields: outcome.fields,
    values,
  };
  return data(result, {
    status: outcome.status >= 400 && outcome.status < 500 ? outcome.status : 502,
  });
}

/** The id of a form's field: `register` + `company.oib` → `register-company-oib`. */
export function fieldId(form: string, name: string): string {
  return `${form}-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;
}
