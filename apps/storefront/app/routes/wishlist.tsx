import { type Language, returnPath } from "@dukan/contract";
import { useEffect, useRef, useState } from "react";
import { data, redirect, useFetcher } from "react-router";
import { ShopLink } from "../components/ShopLink.tsx";
import { WishlistItem, wishlistFetcherKey } from "../components/WishlistItem.tsx";
import { type FlashCode, flashCookie } from "../lib/cart.server.ts";
import { apiFor, cookieOptions, pageLanguage } from "../lib/context.ts";
import { type FormResult, refused, succeeded, text } from "../lib/forms.ts";
import { idOf, readForm } from "../lib/forms.server.ts";
import { customerOf, loginPath } from "../lib/guard.server.ts";
import { pendingAddCookie, pendingAddOf } from "../lib/pending-add.server.ts";
import { addToWishlist } from "../lib/wishlist.server.ts";
import { messagesFor, useLanguage, useMessages } from "../lib/i18n.tsx";
import { languageOfPath } from "../lib/language.ts";
import { screenPath } from "../lib/lists-paths.ts";
import { titled } from "../lib/meta.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import type { Route } from "./+types/wishlist";

/** Customers only: a logged-out visitor logs in first and comes back. Newest first, priced for the customer. */
export async function loader(args: Route.LoaderArgs) {
  customerOf(args, "wishlist");
  const outcome = await apiFor(args).wishlist();
  if (outcome.ok) return { products: outcome.data };
  // The session ended between the session check and this call: log in again.
  if (outcome.status === 401) throw redirect(loginPath(pageLanguage(args.url), args.url));
  throw data(null, { status: outcome.status >= 500 ? 502 : outcome.status });
}

/**
 * One action for every wishlist change, by `intent`:
 * - `add` (`product_id`, `return_to`): from listing cards and product pages; on success back to
 *   `returnPath(return_to)`, or this page when that is missing or unsafe;
 * - `remove` (`product_id`);
 * - `move-to-cart` (`product_id`): one piece into the cart, and only when that succeeded off the list.
 * A logged-out visitor is sent to log in, and then back to the page the form was on; an `add`
 * is kept meanwhile and made by the login (lib/pending-add.server.ts).
 */
export async function action(args: Route.ActionArgs) {
  const language = pageLanguage(args.url);
  const form = await readForm(args.request);
  const here = screenPath(language, "wishlist");
  const back = returnPath(text(form, "return_to"), here);
  if (!args.context.session) {
    // The add waits for the login, which makes it (lib/pending-add.server.ts).
    const pending = pendingAddOf("wishlist", form);
    throw redirect(loginPath(language, new URL(back, args.url)), {
      status: 303,
      headers: pending
        ? { "set-cookie": pendingAddCookie(pending, cookieOptions(args.context)) }
        : undefined,
    });
  }
  customerOf(args, "wishlist");

  const api = apiFor(args);
  const intent = text(form, "intent");
  const productId = idOf(form.get("product_id")) ?? 0;
  const values = { product_id: String(productId), name: text(form, "name").slice(0, 200) };
  if (!["add", "remove", "move-to-cart"].includes(intent)) throw data(null, { status: 400 });
  if (productId < 1) return data(unknownProduct(intent, language, values), { status: 404 });

  switch (intent) {
    case "add": {
      const added = await addToWishlist(api, productId, language);
      if (!added.ok) return refused(intent, added.outcome, values);
      // Back to the page the button was on, which says so once (and shows the button pressed).
      return backWithNotice(back, added, args.context);
    }
    case "remove": {
      // The product page's button sends no name: the list names it before it leaves.
      if (!values.name && form.has("return_to")) {
        const listed = await api.wishlist();
        const product = listed.ok ? listed.data.find((p) => p.id === productId) : undefined;
        values.name = (language === "hr" ? product?.name_hr : product?.name_en) ?? "";
      }
      const outcome = await api.removeFromWishlist(productId);
      // Not on the list (removed in another tab, or the form sent twice) is what the shopper wanted.
      if (!outcome.ok && outcome.status !== 404) return refused(intent, outcome, values);
      // From a product page's pressed button: back there, which says so once.
      if (form.has("return_to"))
        return backWithNotice(
          back,
          {
            notice: "wishlist_removed",
            message: format(messagesFor(language).lists.wishlist.removed, { name: values.name }),
          },
          args.context,
        );
      return succeeded(
        intent,
        format(messagesFor(language).lists.wishlist.removed, { name: values.name }),
        values,
      );
    }
    default: {
      const added = await api.addOneToCart(productId);
      if (!added.ok) return refused(intent, added, values);
      await api.removeFromWishlist(productId);
      return succeeded(
        intent,
        format(messagesFor(language).lists.wishlist.moved, {
          message: added.data.message,
          name: values.name,
        }),
        values,
      );
    }
  }
}

function backWithNotice(
  back: string,
  answer: { notice: FlashCode; message: string },
  context: Route.ActionArgs["context"],
) {
  return redirect(back, {
    status: 303,
    headers: { "set-cookie": flashCookie(answer, cookieOptions(context)) },
  });
}

function unknownProduct(
  intent: string,
  language: Language,
  values: Record<string, string>,
): FormResult {
  return {
    intent,
    ok: false,
    message: messagesFor(language).lists.wishlist.badProduct,
    code: "not_found",
    fields: {},
    values,
  };
}

/** Not `pageMeta`: the page's intro in `pages` is the empty-list message. Kept out of search results like every account screen. */
export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesFor(languageOfPath(location.pathname));
  return [
    ...titled(location.pathname, t.pages.wishlist.title, t.lists.wishlist.description),
    { name: "robots", content: "noindex" },
  ];
};

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { products } = loaderData;
  const t = useMessages();
  const w = t.lists.wishlist;
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);

  // The answer to read out: the last product acted on with JavaScript (its fetcher outlives its row), or the form sent without.
  const [lastActed, setLastActed] = useState<number | null>(null);
  const last = useFetcher<FormResult>({
    key: lastActed === null ? "wishlist-none" : wishlistFetcherKey(lastActed),
  });
  const answer: FormResult | undefined = last.data ?? actionData;
  const done = answer?.ok && last.state === "idle" ? answer.message : "";
  // A refusal for a product not on the list (an `add` from another page that failed) is told at the top.
  const elsewhere =
    answer && !answer.ok && !products.some((p) => String(p.id) === answer.values.product_id)
      ? answer
      : undefined;

  // The row that held the focus is gone: the page's heading takes it, so keyboard users keep their place.
  useEffect(() => {
    if (
      last.state === "idle" &&
      last.data?.ok &&
      (!document.activeElement || document.activeElement === document.body)
    )
      heading.current?.focus();
  }, [last.state, last.data]);

  return (
    <article className="page container wishlist">
      <h1 ref={heading} tabIndex={-1}>
        {t.pages.wishlist.title}
      </h1>
      <p role="status" className={done ? "notice notice--success" : "visually-hidden"}>
        {done}
      </p>
      {elsewhere && (
        <p role="alert" className="notice notice--error">
          {elsewhere.message || t.forms.failed}
        </p>
      )}
      {products.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{w.empty}</p>
          <p>{w.emptyHint}</p>
          <p>
            <ShopLink to={screenPath(language, "new-items")}>{w.browse}</ShopLink>
          </p>
        </div>
      ) : (
        <>
          <p className="page__intro">{w.intro}</p>
          <p className="wishlist__count">{plural(language, products.length, w.count)}</p>
          <ul className="wishlist__items">
            {products.map((product) => (
              <WishlistItem
                key={product.id}
                product={product}
                answer={
                  actionData?.values.product_id === String(product.id) ? actionData : undefined
                }
                onSubmit={setLastActed}
              />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
