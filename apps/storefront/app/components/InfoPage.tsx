import { useMemo } from "react";
import { useParams } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import { INFO_PAGE_CONTENT_ID, type InfoPageView, renderedInfoPageHtml } from "../lib/info-page.ts";
import { format, type PageName } from "../locales/index.ts";

/**
 * A screen's heading and introduction, and the screen's own content below. An information page
 * (`page`, from the back end) brings its title, summary and sanitised HTML; other screens take
 * their title and intro from the locale files.
 */
export function InfoPage({
  name,
  page,
  intro,
  children,
}: {
  name: PageName;
  page?: InfoPageView;
  /** Said instead of the screen's usual intro (the login page of a visitor whose add waits for the login). */
  intro?: string | null;
  children?: React.ReactNode;
}) {
  const texts = useMessages().pages[name];
  const values = Object.fromEntries(Object.entries(useParams()).map(([k, v]) => [k, v ?? ""]));
  // Without HTML in the data, this is the document the server rendered: its element already holds it.
  const html = useMemo(() => (page ? (page.html ?? renderedInfoPageHtml()) : ""), [page]);
  if (page) {
    return (
      <article className="page container">
        <h1>{page.title}</h1>
        {page.summary && <p className="page__intro">{page.summary}</p>}
        <div
          id={INFO_PAGE_CONTENT_ID}
          className="page__content"
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {children}
      </article>
    );
  }
  return (
    <article className="page container">
      <h1>{format(texts.title, values)}</h1>
      {intro ? (
        <p className="page__intro">{intro}</p>
      ) : (
        "intro" in texts && <p className="page__intro">{format(texts.intro, values)}</p>
      )}
      {children}
    </article>
  );
}
