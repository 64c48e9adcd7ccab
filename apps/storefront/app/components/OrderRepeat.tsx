import type { RepeatOrderLine } from "@dukan/contract";
import { Form, Link } from "react-router";
import { cartPath } from "../lib/cart-path.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { lineName, type OrderActionResult, orderPath } from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import { SubmitButton } from "./SubmitButton.tsx";
import { TableScroll } from "./TableScroll.tsx";

/** "Repeat order": the order's lines back in the cart at today's prices and stock; what changed is reported here, with the way to the cart. */
export function OrderRepeat({
  number,
  answer,
}: {
  number: string;
  answer: OrderActionResult | undefined;
}) {
  const t = useMessages();
  const o = t.orders.order;
  const language = useLanguage();
  const repeated = answer?.kind === "repeated" ? answer : undefined;
  const refused = answer?.kind === "refused" && answer.intent === "repeat" ? answer : undefined;
  return (
    <section id="order-repeat" aria-labelledby="order-repeat-title" className="order-repeat">
      <h2 id="order-repeat-title" className="visually-hidden">
        {o.repeat}
      </h2>
      {/* The report comes back here: the page opens at it, with JavaScript or without. */}
      <Form
        method="post"
        action={`${orderPath(language, number)}#order-repeat`}
        className="order-repeat__form"
      >
        <input type="hidden" name="intent" value="repeat" />
        <SubmitButton intent="repeat" pending={t.forms.sending}>
          {o.repeat}
        </SubmitButton>
        <span className="order-repeat__hint">{o.repeatHint}</span>
      </Form>
      <div role="status">
        {repeated && (
          <p className="notice notice--success">
            {format(o.repeated, {
              number,
              added: repeated.report.filter((l) => l.added > 0).length,
              count: repeated.report.length,
            })}{" "}
            <Link to={cartPath(language)}>{o.goToCart}</Link>
          </p>
        )}
      </div>
      {refused && (
        <p role="alert" className="notice notice--error">
          {refused.message}
        </p>
      )}
      {repeated && repeated.report.some(changed) && (
        <RepeatReport report={repeated.report.filter(changed)} />
      )}
    </section>
  );
}

/** A line worth reporting: not added as it was ordered, or at another price. */
const changed = (line: RepeatOrderLine) => line.status !== "added" || line.price_changed;

function RepeatReport({ report }: { report: RepeatOrderLine[] }) {
  const o = useMessages().orders.order;
  const language = useLanguage();
  return (
    <TableScroll label={o.repeatReport}>
      <table className="order-table order-repeat__report">
        <caption>{o.repeatReport}</caption>
        <thead>
          <tr>
            <th scope="col">{o.product}</th>
            <th scope="col" className="order-table__number">
              {o.repeatOrdered}
            </th>
            <th scope="col" className="order-table__number">
              {o.repeatAdded}
            </th>
            <th scope="col">{o.repeatNote}</th>
          </tr>
        </thead>
        <tbody>
          {report.map((line) => (
            <tr key={line.item_code} className={`order-repeat__${line.status}`}>
              <th scope="row">
                {lineName(line, language)}
                <span className="order-table__code">{line.item_code}</span>
              </th>
              <td className="order-table__number">{line.ordered}</td>
              <td className="order-table__number">{line.added}</td>
              <td>{line.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
