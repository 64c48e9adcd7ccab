import type { Order } from "@dukan/contract";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { testOrder } from "../lib/order.testing.ts";
import type { OrderActionResult } from "../lib/orders.ts";
import { OrderPage } from "./order.tsx";

type Props = Parameters<typeof OrderPage>[0];
/** The page reads only its loader's and action's data (not `params` or `matches`). */
type PageData = Pick<Props, "loaderData" | "actionData">;
const Screen = OrderPage as (props: PageData) => ReactNode;

/** A private person's paid order that can still be withdrawn from. */
const order = testOrder({
  payment_status: "paid",
  payment_state: "paid",
  can_pay_by_card: false,
});

/** The order's page as the server renders it: with the withdrawal's form open, or at the step `answer` names. */
function renderOrder(path: string, answer?: OrderActionResult, shown: Order = order): string {
  const loaderData = {
    order: shown,
    dates: {
      created: "23. 11. 2026.",
      history: [],
      withdrawalUntil: null,
      withdrawalReceived: null,
      payBy: null,
    },
    invoices: null,
    accountEmail: "ana@example.com",
    withdraw: true,
    withdrawn: false,
  } satisfies Props["loaderData"];
  const Page = () => createElement(Screen, { loaderData, actionData: answer });
  const route = path.startsWith("/en/") ? "/en/orders/:slug" : "/orders/:slug";
  const Stub = createRoutesStub([{ path: route, Component: Page }]);
  return renderToString(createElement(Stub, { initialEntries: [path] }));
}

/** The `action` of the form that posts this `intent`. */
function actionOf(html: string, intent: string): string | undefined {
  const form = html
    .split("<form")
    .slice(1)
    .find((part) => part.includes(`name="intent" value="${intent}"`));
  return form?.match(/^[^>]* action="([^"]*)"/)?.[1];
}

describe("the order's forms", () => {
  it("bring their answer back to their own section, so a page without JavaScript opens at the answer, not at the top", () => {
    const values = { name: "Ana Horvat", lines: ["3"] };
    const confirm = {
      kind: "withdrawal",
      step: "confirm",
      values,
      errors: {},
      message: "",
    } as const;
    for (const [path, prefix] of [
      ["/orders/2026-000042", "/orders/2026-000042"],
      ["/en/orders/2026-000042", "/en/orders/2026-000042"],
    ] as const) {
      const page = renderOrder(`${path}?withdraw=1`);
      expect(actionOf(page, "repeat")).toBe(`${prefix}#order-repeat`);
      expect(page).toMatch(/<section[^>]* id="order-repeat"/);
      expect(actionOf(page, "withdrawal-review")).toBe(`${prefix}?withdraw=1#withdrawal-title`);
      const confirming = renderOrder(`${path}?withdraw=1`, confirm);
      expect(actionOf(confirming, "withdrawal-confirm")).toBe(
        `${prefix}?withdraw=1#withdrawal-title`,
      );
      expect(actionOf(confirming, "withdrawal-edit")).toBe(`${prefix}?withdraw=1#withdrawal-title`);
    }
  });
});

describe("a cancelled order", () => {
  it("that received no money has nothing to pay: not 'Nije plaćeno' and 'Ukupno za platiti', which read as a debt", () => {
    const cancelled = testOrder({
      status: "cancelled",
      payment_method: "bank_transfer",
      can_pay_by_card: false,
      withdrawal: { available: false, until: null, received: null },
    });
    const hr = renderOrder("/orders/2026-000042", undefined, cancelled);
    expect(hr).toContain("Ništa za platiti");
    expect(hr).not.toContain("Nije plaćeno");
    expect(hr).not.toContain("Ukupno za platiti");
    const en = renderOrder("/en/orders/2026-000042", undefined, cancelled);
    expect(en).toContain("Nothing to pay");
    expect(en).not.toContain("Total to pay");
    // Paid, then cancelled: the money is owed back, and the page says it was paid.
    const paidBack = renderOrder("/orders/2026-000042", undefined, {
      ...cancelled,
      payment_status: "paid",
      payment_state: "paid",
    });
    expect(paidBack).not.toContain("Ništa za platiti");
  });
});
