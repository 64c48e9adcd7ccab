/**
 * A redirect target is accepted only when it is a local path: it starts with a
 * single slash and holds letters, digits and @ - % _ ~ / (an optional query and
 * hash follow). Anything else (`//evil.example`, `https://…`, `/\evil`) is refused.
 */
const safePath = /^\/(?!\/)[\p{L}\p{N}@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/u;

export function isSafeRedirectPath(value: string): boolean {
  return safePath.test(value) && !value.includes("\\");
}

/** The path to go back to after login: the path only, without query or hash. */
export function returnPath(value: string, fallback = "/"): string {
  if (!isSafeRedirectPath(value)) return fallback;
  return value.replace(/[?#].*$/, "");
}
