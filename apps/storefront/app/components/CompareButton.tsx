import { useFetcher, useLocation } from "react-router";
import type { CompareAnswer } from "../lib/compare-list.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { screenPath } from "../lib/lists-paths.ts";
import { submitThrough } from "./AddToCart.tsx";
import { ShopLink } from "./ShopLink.tsx";

/**
 * "Compare": a plain POST to the comparison page's action, which adds the product to the
 * shopper's kept list (docs/lists.md "Comparison"). On a listing card (`stay`) the shopper keeps
 * their place: the form carries `return_to`, so without JavaScript the action comes back here
 * with the answer as a one-time flash, and with it the form's fields go through a fetcher
 * (`via=fetch`, as the cart's add) and the answer — how many are chosen, or that three already
 * are — is read out beside the button with a link to the comparison (only the newest answer on
 * the page: an older card's count would be out of date). On the product page the answer is the
 * comparison itself.
 */
export function CompareButton({
  slug,
  name,
  stay,
}: {
  slug: string;
  /** The product's name for screen readers, on lists of many products. */
  name?: string;
  stay: boolean;
}) {
  // One fetcher for every card: only the newest answer is shown, beside the button it answers.
  const fetcher = useFetcher<CompareAnswer>({ key: "compare" });
  const language = useLanguage();
  const t = useMessages();
  const { pathname, search } = useLocation();
  const action = screenPath(language, "compare");
  const answer =
    fetcher.state === "idle" && fetcher.data?.product === slug ? fetcher.data : undefined;
  return (
    <>
      <form
        method="post"
        action={action}
        onSubmit={stay ? submitThrough(fetcher, action) : undefined}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="product" value={slug} />
        {stay && <input type="hidden" name="return_to" value={pathname + search} />}
        <button type="submit" className="button button--quiet">
          {t.product.compare}
          {name && <span className="visually-hidden">: {name}</span>}
        </button>
      </form>
      {/* Empty while an answer is on its way, so the same words are announced again. */}
      {stay && (
        <p
          role="status"
          className={
            answer && !answer.ok
              ? "compare-status cart-status cart-status--refused"
              : "compare-status cart-status"
          }
        >
          {answer && (
            <>
              {answer.message} <ShopLink to={answer.comparisonAt}>{t.lists.compare.open}</ShopLink>
            </>
          )}
        </p>
      )}
    </>
  );
}
