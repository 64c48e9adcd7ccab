import { type FormEvent, useId } from "react";
import { type FetcherWithComponents, useFetcher, useLocation } from "react-router";
import { type CartAnswer, quantityField } from "../lib/cart.ts";
import { cartPath } from "../lib/cart-path.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";

/**
 * Adding to the cart from a listing card or a product page: real POST forms to the cart's
 * action. Without JavaScript the action sends the shopper back here (`return_to`) with the
 * answer as a one-time flash; with it a fetcher posts them (`via=fetch`, the answer comes back
 * as data), the header counts the pieces at once and the answer is read out where the shopper is.
 * The forms are plain `<form>`s whose submit hands their fields to the fetcher: nothing about
 * them changes when the page's scripts arrive, so hydrating a grid of cards renders each once.
 */

interface Addable {
  id: number;
  name_hr: string;
  name_en: string;
}

export function AddFields({ productId }: { productId: number }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="return_to" value={pathname + search} />
    </>
  );
}

/** A submit of an add form (also a listing card's "Compare"), sent by the fetcher with `via=fetch` so the answer comes back as data. */
export function submitThrough<Answer>(fetcher: FetcherWithComponents<Answer>, action: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    fields.set("via", "fetch");
    void fetcher.submit(fields, { method: "post", action });
  };
}

/** The answer, in a polite live region; empty while a new add is on its way, so the same words are announced again. */
export function AddStatus({
  fetcher,
  className,
}: {
  fetcher: FetcherWithComponents<CartAnswer>;
  className: string;
}) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <p
      role="status"
      className={
        answer && !answer.ok
          ? `${className} cart-status cart-status--refused`
          : `${className} cart-status`
      }
    >
      {answer?.message}
    </p>
  );
}

/** A listing card's compact form: pieces and one button, named after the product for screen readers. */
export function CardAddToCart({ product }: { product: Addable }) {
  const fetcher = useFetcher<CartAnswer>();
  const id = useId();
  const language = useLanguage();
  const t = useMessages().cart;
  const name = language === "hr" ? product.name_hr : product.name_en;
  const action = cartPath(language);
  return (
    <form
      method="post"
      action={action}
      className="card-cart"
      onSubmit={submitThrough(fetcher, action)}
    >
      <AddFields productId={product.id} />
      <label htmlFor={id} className="visually-hidden">
        {format(t.cardQuantity, { name })}
      </label>
      <QuantityInput id={id} className="card-cart__quantity" />
      <button type="submit" className="button button--small">
        {t.add}
        <span className="visually-hidden"> {format(t.addNamed, { name })}</span>
      </button>
      <AddStatus fetcher={fetcher} className="card-cart__status" />
    </form>
  );
}

/** The product page's forms: a quantity of pieces, or one whole carton; one answer line for both. */
export function ProductAddToCart({ product }: { product: Addable & { units_per_carton: number } }) {
  const fetcher = useFetcher<CartAnswer>();
  const language = useLanguage();
  const t = useMessages().product;
  const action = cartPath(language);
  const submit = submitThrough(fetcher, action);
  return (
    <>
      <form method="post" action={action} className="product-actions__cart" onSubmit={submit}>
        <AddFields productId={product.id} />
        <div className="product-actions__quantity">
          <label htmlFor="product-quantity">{t.quantity}</label>
          <QuantityInput id="product-quantity" />
        </div>
        <button type="submit" className="button">
          {t.addToCart}
        </button>
      </form>
      <form method="post" action={action} onSubmit={submit}>
        <AddFields productId={product.id} />
        <input type="hidden" name="unit" value="carton" />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="units_per_carton" value={product.units_per_carton} />
        <button type="submit" className="button button--secondary">
          {format(t.addCarton, { count: product.units_per_carton })}
        </button>
      </form>
      <AddStatus fetcher={fetcher} className="product-actions__status" />
    </>
  );
}

/** How many pieces: a whole number from 1, at most what one cart line may hold. */
function QuantityInput({ id, className }: { id: string; className?: string }) {
  return <input id={id} className={className} {...quantityField} defaultValue="1" />;
}
