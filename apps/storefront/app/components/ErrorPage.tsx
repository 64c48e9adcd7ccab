import { isRouteErrorResponse, Link } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import type { Messages } from "../locales/messages.ts";
import { format } from "../locales/index.ts";

/** What a status says to the shopper: a page that is not there, a form that could not be read or was too large, the shop briefly unavailable, anything else. */
function wordsOf(status: number, t: Messages["errors"]): { heading: string; text: string } {
  switch (status) {
    case 404:
      return { heading: t.notFound, text: t.notFoundText };
    case 400:
    case 415:
      return { heading: t.formUnreadable, text: t.formUnreadableText };
    case 413:
      return { heading: t.formTooLarge, text: t.formTooLargeText };
    case 503:
      return { heading: t.unavailable, text: t.unavailableText };
    default:
      return { heading: t.generic, text: t.genericText };
  }
}

/** Any error as the shopper sees it: what happened, its status, and a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const status = statusOf(error);
  const t = useMessages();
  const language = useLanguage();
  const { heading, text } = wordsOf(status, t.errors);
  return (
    <section className="page error-page" aria-labelledby="error-heading">
      <title>{`${heading} | ${t.site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="error-page__status">{format(t.errors.status, { status })}</p>
      <h1 id="error-heading">{heading}</h1>
      <p>{text}</p>
      <p>
        <Link className="button" to={localizedPath(language, "/")}>
          {t.errors.goHome}
        </Link>
      </p>
    </section>
  );
}

/** An error's status: statusCode, status or the response's status; 500 otherwise. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === "object" && error !== null) {
    const { statusCode, status, response } = error as {
      statusCode?: unknown;
      status?: unknown;
      response?: { status?: unknown };
    };
    for (const candidate of [statusCode, status, response?.status])
      if (typeof candidate === "number" && candidate >= 400 && candidate < 600) return candidate;
  }
  return 500;
}
