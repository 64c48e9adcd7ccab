/**
 * A redirect target is accepted only when it is a local path: it starts with a
 * single slash and holds letters, digits and @ - % _ ~ / (an optional query and
 * hash follow). Anything else (`//evil.example`, `https://…`, `/\evil`) is refused.
 */
const safePath = /^\/(?!\/)[\p{L}\p{N}@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/u;

export function isSafeRedirectPath(value: string): boolean {
  return safePath.test(value) && !value.includes("\\");
}

/** The page to go back to after login: path and query of a safe path, without the hash; anything else falls back. */
export function returnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !isSafeRedirectPath(value)) return fallback;
  return value.replace(/#.*$/, "");
}
