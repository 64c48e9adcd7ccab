import { sanitisePageHtml } from "../pages/sanitise.ts";

/**
 * A product description as the staff write it (rich text): cleaned by the information pages'
 * sanitiser (no scripts, event handlers, styles, `javascript:` links), and plain text made a
 * paragraph, so that a stored description that starts with `<` is HTML and any other is plain
 * text (the generated demo's descriptions). The storefront shows the first as HTML, the second as text.
 */
export function cleanDescription(html: string): string {
  const clean = sanitisePageHtml(html);
  if (clean === "" || clean.startsWith("<")) return clean;
  return `<p>${clean}</p>`;
}

/** A stored description as the product answers carry it: HTML cleaned again (a row written around the staff's API), plain text as it is. */
export function descriptionOut(stored: string): string {
  return stored.trimStart().startsWith("<") ? sanitisePageHtml(stored) : stored;
}
