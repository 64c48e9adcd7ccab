import { useLanguage } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";

/**
 * Logging out is a POST (a link could be followed by a prefetch or a crawler). A plain
 * form that loads a whole new page: nothing of the customer stays in the browser's memory.
 */
export function LogoutButton({ label, className }: { label: string; className: string }) {
  const language = useLanguage();
  return (
    <form method="post" action={localizedPath(language, "/logout")} className="logout-form">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
