/**
 * Long texts every page carries unchanged — the stylesheet and each language's page texts —
 * kept once as UTF-8 bytes on the server. The server build's React writer (build-plugins.ts,
 * `reactDomWritesText`) writes those bytes where the text would go, so a page does not copy and
 * encode the same ~85 KB again each time it is written. The registry is found through a global
 * symbol because React's writer is vendor code the build patches, not a module that can import.
 */
/** The global registry's name, shared with the build's patch of React's writer. */
export const PAGE_CONSTANTS_KEY = "dukan.page-constants";
const PAGE_CONSTANTS = Symbol.for(PAGE_CONSTANTS_KEY);

interface PageConstant {
  text: string;
  bytes: Uint8Array;
}

/** The text, kept as bytes for the server's writer (once per text; nothing happens in the browser). */
export function keptAsBytes(text: string): string {
  if (import.meta.env.SSR) {
    const kept = ((globalThis as { [PAGE_CONSTANTS]?: PageConstant[] })[PAGE_CONSTANTS] ??= []);
    if (!kept.some((constant) => constant.text === text))
      kept.push({ text, bytes: new TextEncoder().encode(text) });
  }
  return text;
}
