import { isFieldProblem } from "@dukan/contract";
import type { OpenAPIHonoOptions } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { z } from "zod";
import type { FieldRefusal } from "../locales/index.ts";
import { Refusal } from "../refusals/refusal.ts";

/**
 * The one validation step: when a request's body, query or path does not fit its route's schema,
 * the answer is `validation_failed` naming every refused field (a path that names nothing is
 * simply not found). Services get the typed, checked input and never see the raw request.
 */
export function refuseInvalidRequest<E extends Env>(): NonNullable<
  OpenAPIHonoOptions<E>["defaultHook"]
> {
  return (result) => {
    if (result.success) return;
    if (result.target === "param") throw new Refusal("not_found");
    throw new Refusal("validation_failed", refusedFields(result.error));
  };
}

/** Field name (dotted: `company.oib`) → the first problem found with it. */
export function refusedFields(error: z.ZodError): Record<string, FieldRefusal> {
  const fields: Record<string, FieldRefusal> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    fields[name] ??= problemOf(issue);
  }
  return fields;
}

function problemOf(issue: z.core.$ZodIssue): FieldRefusal {
  // A text over its limit says the limit (unless its schema names another problem); a number or a
  // list too big is not a long text: it is "invalid" unless its schema names the problem.
  const textTooLong = issue.code === "too_big" && issue.origin === "string";
  if (textTooLong && (issue.message === "too_long" || !isFieldProblem(issue.message)))
    return { problem: "too_long", max: Number(issue.maximum) };
  if (isFieldProblem(issue.message)) return issue.message;
  if (issue.code === "invalid_type")
    return issue.input === undefined || issue.input === null ? "required" : "invalid";
  if (issue.code === "unrecognized_keys") return "unknown_field";
  return "invalid";
}
