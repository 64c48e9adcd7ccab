import { useParams } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import { format, type PageName } from "../locales/index.ts";

/** A screen's heading and introduction from the locale files; the screen's own content goes below. */
export function InfoPage({ name, children }: { name: PageName; children?: React.ReactNode }) {
  const page = useMessages().pages[name];
  const values = Object.fromEntries(Object.entries(useParams()).map(([k, v]) => [k, v ?? ""]));
  return (
    <article className="page container">
      <h1>{format(page.title, values)}</h1>
      {"intro" in page && <p className="page__intro">{format(page.intro, values)}</p>}
      {children}
    </article>
  );
}
