import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type CartAnswer, quantityField } from "../lib/cart.ts";
import { useMessages } from "../lib/i18n.tsx";
import { Field } from "./Field.tsx";

/**
 * Quick add by item code (or EAN, or the maker's part number): a code and a quantity. A wrong code is refused beside the code field
 * (and read out); after an add the form empties and the code field takes the focus again, ready
 * for the next code.
 */
export function QuickAdd({
  action,
  sentWithoutScript,
}: {
  action: string;
  sentWithoutScript: CartAnswer | undefined;
}) {
  const c = useMessages().cart;
  const fetcher = useFetcher<CartAnswer>({ key: "quick-add" });
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === "idle" ? (fetcher.data ?? sentWithoutScript) : undefined;
  useEffect(() => {
    const data = fetcher.data;
    if (!data || !form.current) return;
    const code = form.current.elements.namedItem("item_code");
    if (data.ok) form.current.reset();
    const invalid = data.fields.quantity ? form.current.elements.namedItem("quantity") : code;
    const focus = data.ok ? code : invalid;
    if (focus instanceof HTMLInputElement) {
      focus.focus();
      if (!data.ok) focus.select();
    }
  }, [fetcher.data]);
  const values = answer && !answer.ok ? answer.values : {};
  const fieldError = answer !== undefined && Object.keys(answer.fields).length > 0;
  return (
    <section aria-labelledby="quick-add-title" className="cart-tool">
      <h2 id="quick-add-title">{c.quickAdd}</h2>
      <fetcher.Form ref={form} method="post" action={action} className="quick-add">
        <input type="hidden" name="intent" value="quick-add" />
        <Field
          form="quick-add"
          name="item_code"
          label={c.itemCode}
          hint={c.itemCodeHint}
          required
          maxLength={100}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={values.item_code}
          errors={answer?.fields}
        />
        <Field
          form="quick-add"
          {...quantityField}
          label={c.quantity}
          defaultValue={values.quantity ?? "1"}
          errors={answer?.fields}
        />
        <button type="submit" className="button">
          {fetcher.state === "idle" ? c.quickAddSubmit : c.sending}
        </button>
      </fetcher.Form>
      {/* A field's refusal is shown beside the field; it is still read out here. */}
      <p
        role="status"
        className={
          fieldError
            ? "visually-hidden"
            : answer && !answer.ok
              ? "cart-status cart-status--refused"
              : "cart-status"
        }
      >
        {answer?.message}
      </p>
    </section>
  );
}
