/**
 * The parts of every page's frame that wake at the visitor's first interaction (root.tsx, as
 * islands): one module, so one chunk fetched at once, since they are shown and woken together.
 * The scrolling after navigations is among them: it only acts on navigations inside the app,
 * which follow the first interaction. The fade between pages is not: it holds the page itself,
 * whose own effects (the comparison read from the browser's storage) run when the page loads.
 * The cookie banner (only until a choice is made) and the error page have chunks of their own.
 */
export { Flash } from "./Flash.tsx";
export { Footer } from "./Footer.tsx";
export { Header } from "./Header.tsx";
export { InfoBars } from "./InfoBars.tsx";
export { PageAlternates } from "./PageAlternates.tsx";
export { ProgressBar } from "./ProgressBar.tsx";
export { ScrollKeeper } from "../lib/scroll.ts";
