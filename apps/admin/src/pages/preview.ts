import storefrontStyles from "../../../storefront/app/styles/app.css?inline";

/** What the preview shows: the page's text as the server made it (sanitised, placeholders filled). */
export interface PagePreview {
  title: string;
  summary: string;
  html: string;
}

const escapeText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/**
 * The preview's document: the storefront's own stylesheet and the markup of its information page
 * (components/InfoPage.tsx: article.page > h1, p.page__intro, div.page__content), shown in a
 * sandboxed frame without scripts. Its HTML is the server's sanitised answer; the frame's sandbox
 * (no allow-scripts, no allow-same-origin) is a second wall, and the app's own policy applies to it.
 */
export function previewDocument(preview: PagePreview, language: string): string {
  return [
    "<!doctype html>",
    `<html lang="${language === "en" ? "en" : "hr"}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(preview.title)}</title>`,
    `<style>${storefrontStyles}</style></head><body><main>`,
    '<article class="page container">',
    `<h1>${escapeText(preview.title)}</h1>`,
    preview.summary ? `<p class="page__intro">${escapeText(preview.summary)}</p>` : "",
    `<div class="page__content">${preview.html}</div>`,
    "</article></main></body></html>",
  ].join("");
}
