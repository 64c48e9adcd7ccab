import type { Language } from "@dukan/contract";
import { formatMoney } from "../locales/formats.ts";
import { gatewayPageTexts } from "../locales/payments.ts";
import type { AttemptWithOrder } from "./card-payments.ts";
import { testGatewayPath } from "./test-gateway.ts";

/**
 * The test gateway's page under its own policy: its inline styles, nothing loaded or run, its
 * form posted only to this origin (the answer then goes on to `/success` or `/fail`, same origin).
 */
export const GATEWAY_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const escape = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The order's page in the shop (where "Back to the order" goes). */
const orderPath = (language: Language, number: string) =>
  `${language === "en" ? "/en" : ""}/orders/${encodeURIComponent(number)}`;

const style = `
body{font:1rem/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b2530;background:#f4f6f8;margin:0}
main{max-width:32rem;margin:2rem auto;background:#fff;border:1px solid #c9d2da;border-radius:8px;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{font-weight:600}dd{margin:0}
fieldset{border:0;padding:0;margin:1.5rem 0 0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.buttons{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;padding:.6rem 1.1rem;border-radius:6px;border:2px solid #0f3d5e;cursor:pointer;min-height:44px}
.approve{background:#0f3d5e;color:#fff}.decline{background:#fff;color:#8a1c1c;border-color:#8a1c1c}.cancel{background:#fff;color:#1b2530;border-color:#4a5763}
button:focus-visible,a:focus-visible{outline:3px solid #c45a00;outline-offset:2px}
a{color:#0f3d5e}`;

function frame(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(
    title,
  )}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

function facts(attempt: AttemptWithOrder): string {
  const t = gatewayPageTexts(attempt.language);
  const payment =
    attempt.paymentMethod === "card_instalments" && attempt.instalments
      ? t.instalments(attempt.instalments)
      : t.oneCardPayment;
  const rows: [string, string][] = [
    [t.shop, t.shopName],
    [t.order, attempt.orderNumber],
    [t.amount, formatMoney(attempt.amountCents, attempt.language)],
    [t.payment, payment],
  ];
  return `<dl>${rows.map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`).join("")}</dl>`;
}

/** Whether the page still offers its buttons: the attempt pending and the order still to be paid. */
export function attemptOpen(attempt: AttemptWithOrder): boolean {
  return (
    attempt.status === "pending" &&
    attempt.orderPaymentStatus === "unpaid" &&
    !attempt.orderCancelled
  );
}

/**
 * The test gateway's page of an attempt, in the order's language: the shop, the order, the
 * amount and the instalments, and three buttons (approve, decline, cancel) that post the
 * outcome; no script. A completed attempt (or an order paid or cancelled meanwhile) says so instead.
 */
export function renderGatewayPage(attempt: AttemptWithOrder): string {
  const language = attempt.language;
  const t = gatewayPageTexts(language);
  if (!attemptOpen(attempt)) {
    const said = attempt.status === "pending" ? "" : `<p>${escape(t.done[attempt.status])}</p>`;
    const order =
      attempt.orderPaymentStatus === "paid"
        ? t.orderPaid
        : attempt.orderCancelled
          ? t.orderCancelled
          : "";
    return frame(
      language,
      `${t.doneHeading} – ${t.title}`,
      `<h1>${escape(t.doneHeading)}</h1>${said}${order ? `<p>${escape(order)}</p>` : ""}${facts(attempt)}<p><a href="${escape(
        orderPath(language, attempt.orderNumber),
      )}">${escape(t.backToOrder)}</a></p>`,
    );
  }
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}" class="${outcome === "approved" ? "approve" : outcome === "declined" ? "decline" : "cancel"}">${escape(label)}</button>`;
  return frame(
    language,
    t.title,
    `<h1>${escape(t.heading)}</h1><p>${escape(t.intro)}</p>${facts(attempt)}<form method="post" action="${escape(
      testGatewayPath(attempt.id),
    )}"><fieldset><legend>${escape(t.choose)}</legend><div class="buttons">${button("approved", t.approve)}${button(
      "declined",
      t.decline,
    )}${button("cancelled", t.cancel)}</div></fieldset></form>`,
  );
}
