import type { CheckoutDraft, DeliveryMethod } from "@dukan/contract";
import { Link } from "react-router";
import { stepPath } from "../lib/checkout.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";

/** Who buys and how the goods come, as the first two steps saved them, each with a way back to change it. */
export function CheckoutSummary({
  buyerType,
  buyer,
  method,
  delivery,
}: {
  buyerType: CheckoutDraft["buyer_type"];
  buyer: CheckoutDraft["buyer"];
  method: DeliveryMethod;
  delivery: CheckoutDraft["delivery"];
}) {
  const t = useMessages();
  const c = t.checkout;
  const a = t.account;
  const language = useLanguage();
  const company = buyerType === "company" ? buyer.company : null;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{c.summary}</h2>
      <div className="checkout-summary__parts">
        <div>
          <h3>{c.buyer}</h3>
          <dl>
            <dt>{a.name}</dt>
            <dd>{buyer.name}</dd>
            <dt>{a.email}</dt>
            <dd>{buyer.email}</dd>
            {buyer.phone && (
              <>
                <dt>{a.phone}</dt>
                <dd>{buyer.phone}</dd>
              </>
            )}
            {company && (
              <>
                <dt>{a.companyName}</dt>
                <dd>{company.name}</dd>
                <dt>{a.oib}</dt>
                <dd>{company.oib}</dd>
                <dt>{a.address}</dt>
                <dd>
                  {company.address}, {company.place}
                </dd>
              </>
            )}
          </dl>
          <Link to={stepPath(language, "data-verification")}>{c.changeBuyer}</Link>
        </div>
        <div>
          <h3>{c.delivery}</h3>
          <p>{c.deliveryMethods[method]}</p>
          {method === "delivery_service" && (
            <p>
              {delivery.address}
              <br />
              {delivery.zip} {delivery.place}
            </p>
          )}
          <Link to={stepPath(language, "delivery-verification")}>{c.changeDelivery}</Link>
        </div>
      </div>
    </section>
  );
}
