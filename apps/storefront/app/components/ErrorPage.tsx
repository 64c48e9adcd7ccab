import { Link } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { format } from "../locales/index.ts";

/** Any error as the shopper sees it: what happened, its status, and a way home. */
export function ErrorPage({ status }: { status: number }) {
  const t = useMessages();
  const language = useLanguage();
  const notFound = status === 404;
  const heading = notFound ? t.errors.notFound : t.errors.generic;
  return (
    <section className="page error-page" aria-labelledby="error-heading">
      <title>{`${heading} | ${t.site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status">{format(t.errors.status, { status })}</p>
      <h1 id="error-heading">{heading}</h1>
      <p>{notFound ? t.errors.notFoundText : t.errors.genericText}</p>
      <p>
        <Link className="button" to={localizedPath(language, "/")}>
          {t.errors.goHome}
        </Link>
      </p>
    </section>
  );
}
