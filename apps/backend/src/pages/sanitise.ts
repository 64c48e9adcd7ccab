import sanitizeHtml from "sanitize-html";

/**
 * The HTML an information page may hold: text structure only (headings h2–h4, paragraphs, lists,
 * tables, definition lists, quotes, emphasis, line breaks) and links to web, mail and phone
 * addresses or within the shop, and pictures of the shop's own media (`/api/media/…`, with their
 * description). No scripts, event handlers, styles, frames, forms or pictures from elsewhere: a page
 * is the shop's voice, and a stolen staff session must not turn it into the thief's (nor make the
 * visitor's browser fetch a third party's tracking pixel).
 * Applied when a page is saved and again when it is read (a row written around the service, by
 * hand or by an older version, is cleaned on the way out too). Idempotent: cleaning clean HTML
 * changes nothing.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "a",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "dl",
    "dt",
    "dd",
    "br",
    "blockquote",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    img: ["src", "alt"],
  },
  // Relative addresses (`/warranty`, `#section`) are always kept; absolute ones only with these schemes.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Elements whose content is never text to keep (a dropped `<iframe>` leaves nothing behind).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "noembed",
    "noframes",
    "xmp",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's title is its only h1; deeper headings are h4 at most.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    a: (tagName, attribs) => {
      const { href } = attribs;
      const external = href !== undefined && /^https?:/i.test(href.trim());
      const kept: Record<string, string> = href === undefined ? {} : { href };
      return { tagName, attribs: external ? { ...kept, rel: "noopener noreferrer" } : kept };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "a" && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === "img" && !isShopMedia(frame.attribs.src)),
};

/** A picture's address on the shop's own media: `/api/media/…`, no way out of it. */
function isShopMedia(src: string | undefined): boolean {
  if (src === undefined || !src.startsWith("/api/media/")) return false;
  const path = src.split(/[?#]/)[0] ?? "";
  return !/\\|\.\.|%2e|%2f|%5c|\s/i.test(path);
}

/** Page HTML reduced to the safe subset above. */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
