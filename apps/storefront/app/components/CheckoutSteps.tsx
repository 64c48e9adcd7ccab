import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import {
  type CheckoutStepName,
  checkoutSteps,
  isReachable,
  type StepsDone,
  stepPath,
} from "../lib/checkout.ts";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { format } from "../locales/index.ts";

/**
 * Where the buyer is in the checkout: an ordered list of the three steps, the current one marked
 * `aria-current="step"`, the ones already done (and any other the buyer may open) as links.
 */
export function CheckoutSteps({ current, done }: { current: CheckoutStepName; done: StepsDone }) {
  const t = useMessages().checkout;
  const language = useLanguage();
  const finished = (step: CheckoutStepName) =>
    step === "data-verification"
      ? done.data
      : step === "delivery-verification"
        ? done.delivery
        : false;
  return (
    <nav className="checkout-steps" aria-label={t.steps}>
      <ol>
        {checkoutSteps.map((step, index) => {
          const label = (
            <>
              <span className="checkout-steps__number">
                {format(t.stepNumber, { n: index + 1 })}
              </span>{" "}
              {t.stepNames[step]}
              {finished(step) && step !== current && (
                <span className="visually-hidden"> {t.stepDone}</span>
              )}
            </>
          );
          const state = step === current ? "current" : finished(step) ? "done" : "todo";
          return (
            <li key={step} className={`checkout-steps__step checkout-steps__step--${state}`}>
              {step === current ? (
                <span aria-current="step">{label}</span>
              ) : isReachable(step, done) ? (
                <Link to={stepPath(language, step)}>{label}</Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * A checkout step's page: its heading, the steps indicator and the step's content. After a
 * navigation inside the shop the heading takes focus, so a screen reader announces the new step
 * (unless a refused form's error summary has just taken it). While ordering is blocked every
 * step says so, and why, before the buyer fills anything in.
 */
export function CheckoutStep({
  current,
  done,
  blocked,
  children,
}: {
  current: CheckoutStepName;
  done: StepsDone;
  /** An ordering block window: why, and when ordering opens again (already written in the page's language). */
  blocked: { reason: string; until: string } | null;
  children: React.ReactNode;
}) {
  const t = useMessages();
  const page = t.pages[current];
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key === "default") return; // the document's first page: the browser starts at its top
    if (document.activeElement?.closest("[role=alert]")) return;
    heading.current?.focus();
  }, [key]);
  return (
    <article className="page container checkout">
      <h1 ref={heading} tabIndex={-1}>
        {page.title}
      </h1>
      <CheckoutSteps current={current} done={done} />
      {"intro" in page && <p className="page__intro">{page.intro}</p>}
      {blocked && (
        <section
          className="notice notice--error checkout__blocked"
          aria-labelledby="checkout-blocked-title"
        >
          <h2 id="checkout-blocked-title">{t.checkout.blocked}</h2>
          <p>{blocked.reason}</p>
          <p>{format(t.checkout.blockedUntil, { date: blocked.until })}</p>
        </section>
      )}
      {children}
    </article>
  );
}
