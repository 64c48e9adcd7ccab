import { useEffect, useState } from "react";

/** How long typing must pause before the search is asked. */
const DEBOUNCE_MS = 250;

/**
 * The options of a search field that asks the API as one types (debounced), for an `Autocomplete`.
 * Until the answer for the text now in the field arrives, `options` is empty and `searching` true
 * (pass it as `loading`): the answer for what was typed before is never on screen to be clicked, so
 * a click cannot land on an option that the new answer replaces under the pointer. A search that
 * fails offers nothing. `search` should be memoised (`useCallback`): a new one asks again. While
 * `enabled` is false nothing is asked and the last answer (or `initial`) stays.
 */
export function useSearchAsYouType<T>(
  search: (text: string) => Promise<T[]>,
  text: string,
  { enabled, initial = [] }: { enabled: boolean; initial?: T[] },
): { options: T[]; searching: boolean } {
  const [answer, setAnswer] = useState<{ text: string | null; found: T[] }>({
    text: null,
    found: initial,
  });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const timer = setTimeout(() => {
      search(text)
        .catch((): T[] => [])
        .then((found) => current && setAnswer({ text, found }));
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, text, enabled]);
  const searching = enabled && answer.text !== text;
  return { options: searching ? [] : answer.found, searching };
}
