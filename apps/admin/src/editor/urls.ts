/**
 * The addresses the editor lets staff put into a page, the same the server's sanitiser keeps
 * (apps/backend/src/pages/sanitise.ts): links to web (http, https), mail and phone addresses or
 * within the shop (`/warranty`, `#section`); pictures only from the shop's own media (`/api/media/…`).
 * Anything else (`javascript:`, `data:`, `//elsewhere`) is refused before it reaches the page.
 */

const LINK_SCHEMES = /^(https?:\/\/[^\s/]+|mailto:[^\s]+|tel:[^\s]+)/i;

/** A link's address as it would be stored, or null when the editor refuses it. */
export function allowedLink(input: string): string | null {
  const href = input.trim();
  if (href === "" || /\s/.test(href) || [...href].some(isControl)) return null;
  if (href.startsWith("//")) return null;
  if (href.startsWith("/") || href.startsWith("#")) return href;
  return LINK_SCHEMES.test(href) ? href : null;
}

function isControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** The prefix of every picture a page may show: the shop's media. */
export const MEDIA_PREFIX = "/api/media/";

/** A picture's address as it would be stored, or null when it is not the shop's own media. */
export function allowedPicture(input: string): string | null {
  let src = input.trim();
  // An address copied from the shop's own pages in the browser: its path is what is kept.
  const absolute = /^https?:\/\/[^/]+(\/api\/media\/.*)$/i.exec(src);
  if (absolute?.[1] && sameOrigin(src)) src = absolute[1];
  if (!src.startsWith(MEDIA_PREFIX) || /\s|\\/.test(src) || src.split(/[?#]/)[0]?.includes(".."))
    return null;
  return src;
}

function sameOrigin(address: string): boolean {
  if (typeof window === "undefined") return false;
  try {
    return new URL(address).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The editor's HTML of an empty document ("<p></p>") as an empty text. */
export function normaliseEmpty(html: string): string {
  return /^<p>\s*<\/p>$/.test(html.trim()) ? "" : html;
}
