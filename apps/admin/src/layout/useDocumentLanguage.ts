import { useEffect } from "react";
import { useLocaleState } from "react-admin";

/** The page's `lang` follows the language shown (screen readers pronounce by it). */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
