import type { Order } from "@dukan/contract";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { fieldId } from "../lib/forms.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import {
  type OrderActionResult,
  type OrderDates,
  lineName,
  orderPath,
  withdrawalPath,
  type WithdrawalValues,
} from "../lib/orders.ts";
import { format } from "../locales/index.ts";
import { plural } from "../locales/plural.ts";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { Field } from "./Field.tsx";
import { SubmitButton } from "./SubmitButton.tsx";

/**
 * The EU withdrawal function (Art. 11a of Directive 2011/83/EU) of a private person's order:
 * "Withdraw from contract here" opens the statement (`?withdraw=1`: name and lines, prefilled; the
 * acknowledgement goes to the account's own e-mail address, `accountEmail`, which the form names),
 * a separate step shows it with "Confirm withdrawal", and once received the order says so with
 * the date and time. Plain forms and links, so every step works without JavaScript.
 */
export function WithdrawalSection({
  order,
  accountEmail,
  dates,
  opened,
  answer,
  done,
}: {
  order: Order;
  accountEmail: string;
  dates: OrderDates;
  /** `?withdraw=1`: the statement's form is shown. */
  opened: boolean;
  answer: OrderActionResult | undefined;
  /** Just confirmed (`?withdrawn=1`). */
  done: boolean;
}) {
  const t = useMessages().orders.withdrawal;
  const language = useLanguage();
  const { withdrawal } = order;
  const step = answer?.kind === "withdrawal" ? answer : undefined;

  if (withdrawal.received) {
    const received = withdrawal.received;
    const lines = order.lines
      .filter((line) => received.line_ids.includes(line.id))
      .map((line) => lineName(line, language));
    return (
      <section aria-labelledby="withdrawal-title" className="withdrawal withdrawal--received">
        <h2 id="withdrawal-title">{t.title}</h2>
        <div role="status">{done && <p className="notice notice--success">{t.done}</p>}</div>
        <p>
          {format(t.received, { date: dates.withdrawalReceived ?? received.at })}{" "}
          {received.all_lines || lines.length === 0
            ? t.receivedWhole
            : format(t.receivedLines, { lines: lines.join(", ") })}
        </p>
        <p>{format(t.receivedMail, { email: received.email })}</p>
      </section>
    );
  }
  if (!withdrawal.available) return null;

  return (
    <section aria-labelledby="withdrawal-title" className="withdrawal">
      <h2 id="withdrawal-title">{t.title}</h2>
      <p>
        {dates.withdrawalUntil ? format(t.until, { date: dates.withdrawalUntil }) : t.untilDelivery}
      </p>
      {step?.step === "confirm" ? (
        <WithdrawalConfirm order={order} values={step.values} accountEmail={accountEmail} />
      ) : step || opened ? (
        <WithdrawalForm order={order} answer={step} accountEmail={accountEmail} />
      ) : (
        <p>
          <Link
            className="button button--secondary withdrawal__open"
            to={withdrawalPath(language, order.number, "withdraw")}
          >
            {t.open}
          </Link>
        </p>
      )}
    </section>
  );
}

function WithdrawalForm({
  order,
  answer,
  accountEmail,
}: {
  order: Order;
  accountEmail: string;
  answer: (OrderActionResult & { kind: "withdrawal" }) | undefined;
}) {
  const t = useMessages();
  const w = t.orders.withdrawal;
  const language = useLanguage();
  const values: WithdrawalValues = answer?.values ?? {
    name: order.buyer.name,
    lines: order.lines.filter((line) => !line.withdrawn).map((line) => String(line.id)),
  };
  const errors = answer?.errors ?? {};
  const refused = answer && (Object.keys(errors).length > 0 || answer.message);
  const linesError = errors.lines;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!refused) heading.current?.focus();
  }, [refused]);
  return (
    <div className="withdrawal__step">
      <h3 ref={heading} tabIndex={-1}>
        {w.formTitle}
      </h3>
      <p>{w.formIntro}</p>
      <ErrorSummary
        form="withdrawal"
        result={
          refused
            ? {
                intent: "withdrawal",
                ok: false,
                message: answer.message,
                code: null,
                fields: errors,
                values: {},
              }
            : undefined
        }
        labels={{ name: w.name, lines: w.lines }}
      />
      <Form
        method="post"
        className="form"
        action={withdrawalPath(language, order.number, "withdraw")}
      >
        <input type="hidden" name="intent" value="withdrawal-review" />
        <Field
          form="withdrawal"
          name="name"
          label={w.name}
          autoComplete="name"
          required
          maxLength={200}
          defaultValue={values.name}
          errors={errors}
        />
        <fieldset
          className="withdrawal__lines"
          aria-describedby={`${fieldId("withdrawal", "lines")}-hint${linesError ? ` ${fieldId("withdrawal", "lines")}-error` : ""}`}
        >
          <legend id={fieldId("withdrawal", "lines")}>{w.lines}</legend>
          <p id={`${fieldId("withdrawal", "lines")}-hint`} className="field__hint">
            {w.linesHint}
          </p>
          {linesError && (
            <p id={`${fieldId("withdrawal", "lines")}-error`} className="field__error">
              {linesError}
            </p>
          )}
          {order.lines
            .filter((line) => !line.withdrawn)
            .map((line) => (
              <div className="field field--check" key={line.id}>
                <input
                  id={`withdrawal-line-${line.id}`}
                  type="checkbox"
                  name="lines"
                  value={line.id}
                  defaultChecked={values.lines.includes(String(line.id))}
                />
                <label htmlFor={`withdrawal-line-${line.id}`}>
                  {format(w.lineLabel, {
                    name: lineName(line, language),
                    quantity: plural(language, line.quantity, t.orders.pieceCount),
                  })}
                </label>
              </div>
            ))}
        </fieldset>
        <p className="field__hint">{format(w.mailTo, { email: accountEmail })}</p>
        <div className="form__actions">
          <SubmitButton intent="withdrawal-review" pending={t.forms.sending}>
            {w.review}
          </SubmitButton>
          <Link className="button button--quiet" to={orderPath(language, order.number)}>
            {w.cancel}
          </Link>
        </div>
      </Form>
    </div>
  );
}

/** The statement as it will be sent, and the one button that sends it; "Change the statement" goes back with what was entered. */
function WithdrawalConfirm({
  order,
  values,
  accountEmail,
}: {
  order: Order;
  values: WithdrawalValues;
  accountEmail: string;
}) {
  const t = useMessages();
  const w = t.orders.withdrawal;
  const language = useLanguage();
  const chosen = order.lines.filter((line) => values.lines.includes(String(line.id)));
  const whole = chosen.length === order.lines.length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const carried = (
    <>
      <input type="hidden" name="name" value={values.name} />
      {chosen.map((line) => (
        <input key={line.id} type="hidden" name="lines" value={line.id} />
      ))}
    </>
  );
  return (
    <div className="withdrawal__step withdrawal__confirm">
      <h3 ref={heading} tabIndex={-1}>
        {w.confirmTitle}
      </h3>
      <p>{w.confirmIntro}</p>
      <blockquote className="withdrawal__statement">
        <p>{w.statement}</p>
        {whole ? (
          <p>{format(w.wholeOrder, { number: order.number })}</p>
        ) : (
          <ul>
            {chosen.map((line) => (
              <li key={line.id}>
                {format(w.lineLabel, {
                  name: lineName(line, language),
                  quantity: plural(language, line.quantity, t.orders.pieceCount),
                })}
              </li>
            ))}
          </ul>
        )}
        <dl>
          <div>
            <dt>{w.name}</dt>
            <dd>{values.name}</dd>
          </div>
          <div>
            <dt>{w.email}</dt>
            <dd>{accountEmail}</dd>
          </div>
        </dl>
      </blockquote>
      <div className="form__actions">
        <Form method="post" action={withdrawalPath(language, order.number, "withdraw")}>
          <input type="hidden" name="intent" value="withdrawal-confirm" />
          {carried}
          <SubmitButton
            intent="withdrawal-confirm"
            pending={t.forms.sending}
            className="button button--danger"
          >
            {w.confirm}
          </SubmitButton>
        </Form>
        <Form method="post" action={withdrawalPath(language, order.number, "withdraw")}>
          <input type="hidden" name="intent" value="withdrawal-edit" />
          {carried}
          <button type="submit" className="button button--quiet">
            {w.change}
          </button>
        </Form>
      </div>
    </div>
  );
}
