/**
 * A redirect target is accepted only when it is a local path: it starts with a
 * single slash and holds letters, digits and @ - % _ ~ / (an optional query and
 * hash follow). Anything else (`//evil.example`, `https://…`, `/\evil`) is refused.
 */
const safePath = /^\/(?!\/)[\p{L}\p{N}@\-%_~/]*(\?[^#\s]*)?(#\S*)?$/u;

export function isSafeRedirectPath(value: string): boolean {
  return safePath.test(value) && !value.includes("\\");
}

/**
 * The page to go back to after login: path and query of a safe path, without the hash,
 * ready for a `Location` header (see `locationPath`); anything else falls back.
 */
export function returnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !isSafeRedirectPath(value)) return fallback;
  return locationPath(value.replace(/#.*$/, ""));
}

/**
 * What a URL may hold as it is: letters and digits of ASCII, `- . _ ~`, the delimiters
 * `! $ & ' ( ) * + , ; = : @ / ? # [ ]`, and `%` when it starts a `%XX` sequence.
 */
const needsEncoding = /%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]%]/gu;

/**
 * A local path percent-encoded for a `Location` header, which holds ASCII only: `/ž` becomes
 * `/%C5%BE`. Only what needs it is encoded (other letters, spaces, `"<>\^`{|}`, controls, a `%`
 * that starts no `%XX`); `/ ? & =` and `%XX` sequences stay, so encoding twice changes nothing.
 */
export function locationPath(path: string): string {
  return path.replace(needsEncoding, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return "%EF%BF%BD"; // a lone surrogate: the replacement character, as a URL parser reads it
    }
  });
}
