import type { Order } from "@dukan/contract";
import { Form } from "react-router";
import { useMessages } from "../lib/i18n.tsx";
import type { OrderActionResult } from "../lib/orders.ts";
import { SubmitButton } from "./SubmitButton.tsx";

/**
 * An unpaid card order: pay again through the gateway (a new attempt; the browser goes to the
 * gateway's page), or pay by bank transfer instead (the order then shows its payment slip).
 */
export function OrderPayment({
  order,
  answer,
  title,
}: {
  order: Order;
  answer: OrderActionResult | undefined;
  title: string;
}) {
  const t = useMessages();
  const o = t.orders.order;
  const refused = answer?.kind === "refused" && answer.intent === "pay" ? answer : undefined;
  const byCard = order.payment_method === "card" || order.payment_method === "card_instalments";
  if (!order.can_pay_by_card || !byCard) return null;
  return (
    <section aria-labelledby="order-payment-title" className="order-payment">
      <h2 id="order-payment-title">{title}</h2>
      <p>{o.unpaidCard}</p>
      {refused && (
        <p role="alert" className="notice notice--error">
          {refused.message}
        </p>
      )}
      <div className="order-payment__choices">
        <Form method="post">
          <input type="hidden" name="intent" value="pay-card" />
          <SubmitButton intent="pay-card" pending={t.forms.sending}>
            {o.payAgain}
          </SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="pay-transfer" />
          <SubmitButton
            intent="pay-transfer"
            pending={t.forms.sending}
            className="button button--secondary"
          >
            {o.payByTransfer}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
