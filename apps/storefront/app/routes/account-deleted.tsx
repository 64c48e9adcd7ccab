import { ShopLink } from "../components/ShopLink.tsx";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { languageOfPath, localizedPath } from "../lib/language.ts";
import { titled } from "../lib/meta.ts";
import type { Route } from "./+types/account-deleted";

/** Where a customer lands after deleting their account (the profile's privacy section): logged out, told the mail is on its way. */
export function meta({ location }: Route.MetaArgs) {
  const t = messagesFor(languageOfPath(location.pathname)).privacy.deleted;
  return [...titled(location.pathname, t.title), { name: "robots", content: "noindex" }];
}

export default function AccountDeletedPage() {
  const t = useMessages().privacy.deleted;
  const language = useLanguage();
  return (
    <article className="page container">
      <h1>{t.title}</h1>
      <p role="status" className="notice notice--success">
        {t.text}
      </p>
      <p>
        <ShopLink to={localizedPath(language, "/")}>{t.home}</ShopLink>
      </p>
    </article>
  );
}
