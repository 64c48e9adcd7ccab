import { randomUUID } from "node:crypto";

/** An incoming X-Request-Id is taken when it is 1–128 letters, digits, `-`, `_`, `.` or `:`. */
const wellFormed = /^[\w.:-]{1,128}$/;

/** The request's id: the well-formed `X-Request-Id` it came with (a proxy's, the storefront's), else a new UUID. */
export function requestIdOf(header: string | null | undefined): string {
  return header && wellFormed.test(header) ? header : randomUUID();
}
