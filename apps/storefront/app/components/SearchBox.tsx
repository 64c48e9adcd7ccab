import type { Language, Suggestions } from "@dukan/contract";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { pictureAt } from "../lib/pictures.ts";

const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;
const GROUPS = ["products", "categories", "brands"] as const;

interface Option {
  group: (typeof GROUPS)[number];
  label: string;
  detail?: string;
  picture?: string | null;
  href: string;
}

function optionsOf(found: Suggestions, language: Language, searchPath: string): Option[] {
  const en = language === "en";
  return [
    ...found.products.map((p): Option => ({
      group: "products",
      label: en ? p.name_en : p.name_hr,
      detail: p.item_code,
      picture: p.picture_url,
      href: localizedPath(
        language,
        `/${en ? p.category_slug_en : p.category_slug_hr}/${en ? p.slug_en : p.slug_hr}`,
      ),
    })),
    ...found.categories.map((c): Option => ({
      group: "categories",
      label: en ? c.name_en : c.name_hr,
      href: localizedPath(language, `/${en ? c.slug_en : c.slug_hr}`),
    })),
    ...found.brands.map((b): Option => ({
      group: "brands",
      label: b.name,
      href: `${searchPath}?brand=${encodeURIComponent(b.slug)}`,
    })),
  ];
}

/**
 * The header search. Served as a plain GET form to the search results page; once
 * JavaScript runs it becomes an ARIA 1.2 combobox suggesting products, categories
 * and brands as the shopper types.
 */
export function SearchBox({ action }: { action: string }) {
  const t = useMessages().header;
  const language = useLanguage();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<{ q: string; options: Option[] } | null>(null);
  const [active, setActive] = useState(-1);
  const q = query.trim();

  useEffect(() => {
    setLive(true);
    // Typed before the scripts woke the header (lib/island.tsx): suggest for it now.
    const typed = input.current;
    if (typed?.value) {
      setQuery(typed.value);
      setOpen(document.activeElement === typed);
    }
  }, []);
  useEffect(() => {
    if (q.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let options: Option[] = [];
      try {
        const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q })}`, {
          headers: { accept: "application/json", "accept-language": language },
          signal: controller.signal,
        });
        if (response.ok)
          options = optionsOf(
            ((await response.json()) as { data: Suggestions }).data,
            language,
            action,
          );
      } catch {
        if (controller.signal.aborted) return;
      }
      setFound({ q, options });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, language, action]);
  useEffect(() => {
    if (active >= 0)
      document.getElementById(`search-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const shown = open && q.length >= MIN_LENGTH;
  const loading = shown && found?.q !== q;
  const options = shown && !loading && found ? found.options : [];
  const expanded = options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: Option) => {
    close();
    if (input.current) input.current.value = "";
    setQuery("");
    navigate(option.href);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const n = options.length;
      if (n > 0) setActive((a) => (key === "ArrowDown" ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (key === "Enter" && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (key === "Escape") {
      event.preventDefault();
      if (shown) return close();
      event.currentTarget.value = "";
      setQuery("");
    }
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    navigate(`${action}?${new URLSearchParams({ q: input.current?.value ?? "" })}`);
  };

  const message = loading ? t.loading : shown && !expanded ? t.noOptions : "";
  return (
    <form method="get" action={action} className="search-box" role="search" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        {t.searchLabel}
      </label>
      <div className="search-box__field">
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          {...(live && {
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": expanded,
            "aria-controls": "search-suggestions",
            "aria-activedescendant":
              expanded && active >= 0 ? `search-option-${active}` : undefined,
          })}
        />
        <div className="search-box__popup">
          <p role="status" className="search-box__status">
            {message}
          </p>
          <div
            id="search-suggestions"
            role="listbox"
            aria-label={t.suggestions}
            className="search-box__listbox"
            hidden={!expanded}
          >
            {GROUPS.map((group) => {
              const members = options.flatMap((option, index) =>
                option.group === group ? [{ option, index }] : [],
              );
              if (members.length === 0) return null;
              return (
                <ul key={group} role="group" aria-labelledby={`search-group-${group}`}>
                  <li
                    role="presentation"
                    id={`search-group-${group}`}
                    className="search-box__group"
                  >
                    {t.groups[group]}
                  </li>
                  {members.map(({ option, index }) => (
                    <li
                      key={option.href}
                      id={`search-option-${index}`}
                      role="option"
                      aria-selected={index === active}
                      className="search-box__option"
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                    >
                      {option.picture && (
                        <img src={pictureAt(option.picture, 160)} alt="" width="40" height="40" />
                      )}
                      <span>{option.label}</span>
                      {option.detail && <span className="search-box__detail">{option.detail}</span>}
                    </li>
                  ))}
                </ul>
              );
            })}
          </div>
        </div>
      </div>
      <button type="submit" className="search-box__button">
        {t.searchButton}
      </button>
    </form>
  );
}
