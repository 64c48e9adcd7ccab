import styles from "../styles/app.css?inline";

const PAGE_STYLES_ID = "page-styles";
let embedded: string | undefined;

/**
 * The shop's stylesheet, inside the page (6 KB gzipped). A linked stylesheet is one more request
 * the first paint waits for; inside the document the page can be painted as soon as it arrives.
 * Later pages come as data, not documents, so nothing is sent twice in a visit. The browser
 * build never holds the text: it keeps what the server wrote, so hydration changes nothing.
 */
export function PageStyles() {
  const css = import.meta.env.SSR
    ? styles
    : (embedded ??= document.getElementById(PAGE_STYLES_ID)?.textContent ?? "");
  return <style id={PAGE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
