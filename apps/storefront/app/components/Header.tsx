import type { CategoryNode } from "@dukan/contract";
import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { alternatesOf } from "../lib/alternates.ts";
import { type CartSummary, newest } from "../lib/cart.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { localizedPath } from "../lib/language.ts";
import { screenByName } from "../route-table.ts";
import { CartIcon } from "./CartIcon.tsx";
import { HeaderCart } from "./HeaderCart.tsx";
import { Logo } from "./Logo.tsx";
import { LogoutButton } from "./LogoutButton.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { ShopLink } from "./ShopLink.tsx";

/** The logged-in user as the header shows them (decided on the server from the user's scope). */
export interface Account {
  name: string;
  /** May shop (scope `customer`): the cart is shown. */
  shops: boolean;
  /** A legal entity waiting for the shop's approval: retail prices until then (components/AwaitingApproval.tsx). */
  awaitingApproval: boolean;
}

function pathOf(name: string, language: "hr" | "en"): string {
  const screen = screenByName.get(name);
  return localizedPath(language, screen ? screen[language] : "/");
}

export function Header({
  categories,
  account,
  cart,
}: {
  categories: CategoryNode[];
  account: Account | null;
  /** The customer's cart as the server last read it (null for visitors, or when it could not be read). */
  cart: CartSummary | null;
}) {
  const t = useMessages();
  const language = useLanguage();
  const other = language === "hr" ? "en" : "hr";
  const { pathname, search } = useLocation();
  const matches = useMatches();
  // The phone's category menu closes once its link has taken the shopper to another page
  // (not when the header wakes up: a menu opened before that stays open).
  const menu = useRef<HTMLDetailsElement>(null);
  const shownAt = useRef(pathname + search);
  useEffect(() => {
    if (shownAt.current === pathname + search) return;
    shownAt.current = pathname + search;
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  // The same page in the other language, with the same query (filters, sort, page).
  const twin = alternatesOf(matches)?.[other];
  // On the cart page its own data is the newest copy of the cart.
  const cartPage = matches.find((m) => m.id.startsWith("cart___"))?.data as
    { summary?: CartSummary } | undefined;
  return (
    <header className="site-header">
      <div className={`site-header__top container${account ? " site-header__top--account" : ""}`}>
        <ShopLink
          to={localizedPath(language, "/")}
          className="site-header__logo"
          aria-label={t.header.home}
        >
          <Logo />
        </ShopLink>
        <SearchBox action={pathOf("search-results", language)} />
        <nav
          className={`site-header__actions${account ? " site-header__actions--account" : ""}`}
          aria-label={t.header.account}
        >
          <a
            className="header-action header-action--language"
            href={twin ? twin + search : localizedPath(other, "/")}
            hrefLang={other}
          >
            {/* Phones show the language's code; its name stays for screen readers. */}
            <span lang={other} className="header-action__long">
              {t.header.switchTo}
            </span>
            <span lang={other} className="header-action__short" aria-hidden="true">
              {t.header.switchToCode}
            </span>
            <span className="visually-hidden"> — {t.header.switchToLabel}</span>
          </a>
          {account ? (
            <>
              {/* A long company name is cut short on screen; the link's text and title keep all of it. */}
              <ShopLink
                className="header-action header-action--account"
                to={pathOf("profile", language)}
                title={account.name}
              >
                {account.name}
                <span className="visually-hidden"> — {t.header.myProfile}</span>
              </ShopLink>
              <LogoutButton
                label={t.header.logout}
                className="header-action header-action--button"
              />
            </>
          ) : (
            <ShopLink className="header-action" to={pathOf("login", language)}>
              {t.header.login}
            </ShopLink>
          )}
          {account?.shops ? (
            <HeaderCart server={newest(cart, cartPage?.summary)} href={pathOf("cart", language)} />
          ) : (
            !account && (
              <ShopLink className="header-action header-action--cart" to={pathOf("cart", language)}>
                <CartIcon />
                <span className="header-action__label">{t.header.cart}</span>
              </ShopLink>
            )
          )}
        </nav>
      </div>
      <nav className="category-nav" aria-label={t.header.categories}>
        {/* On phones a menu that opens without JavaScript; wider screens show the list as a bar (styles/app.css). */}
        <details className="category-nav__menu" ref={menu}>
          <summary className="category-nav__toggle container">
            <svg aria-hidden="true" focusable="false" width="18" height="14" viewBox="0 0 18 14">
              <path d="M0 1h18M0 7h18M0 13h18" stroke="currentColor" strokeWidth="2" />
            </svg>
            {t.header.categories}
          </summary>
          <ul className="category-nav__list container">
            {categories.map((category) => (
              <li key={category.id}>
                <ShopLink
                  to={localizedPath(
                    language,
                    `/${language === "hr" ? category.slug_hr : category.slug_en}`,
                  )}
                >
                  {language === "hr" ? category.name_hr : category.name_en}
                </ShopLink>
              </li>
            ))}
            <li>
              <ShopLink to={pathOf("new-items", language)}>{t.pages["new-items"].title}</ShopLink>
            </li>
            <li>
              <ShopLink to={pathOf("sale-items", language)} className="category-nav__sale">
                {t.pages["sale-items"].title}
              </ShopLink>
            </li>
            <li>
              <ShopLink to={pathOf("brands", language)}>{t.pages.brands.title}</ShopLink>
            </li>
          </ul>
        </details>
      </nav>
    </header>
  );
}
