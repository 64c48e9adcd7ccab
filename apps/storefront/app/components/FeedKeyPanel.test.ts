import { createElement } from "react";
import { prerender } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { b2bTexts } from "../locales/b2b.ts";
import { FeedKeyPanel } from "./FeedKeyPanel.tsx";

/** A legal entity's key panel on the B2B page as the server sends it (its islands loaded), asking for the confirmation step or not. */
async function renderPanel(confirm: boolean): Promise<string> {
  const key = {
    key: "dkf_demo",
    created: "30. studenoga 2026. u 17:38",
    lastUsed: null,
    usage: [],
    addresses: [],
    requestsPerMinute: 60,
  };
  const Panel = () =>
    createElement(FeedKeyPanel, {
      access: { kind: "company", key },
      texts: b2bTexts.hr,
      action: "/b2b",
      confirm,
      regenerated: false,
      refusal: "",
    });
  const Stub = createRoutesStub([{ path: "/b2b", Component: Panel }]);
  const { prelude } = await prerender(createElement(Stub, { initialEntries: ["/b2b"] }));
  return new Response(prelude).text();
}

/** The start tag of the form that holds this hidden field's value. */
function formWith(html: string, value: string): string | undefined {
  return html
    .split("<form")
    .slice(1)
    .find((part) => part.includes(`value="${value}"`))
    ?.match(/^[^>]*>/)?.[0];
}

describe("making a new feed key without JavaScript", () => {
  it("opens the confirmation step, and then the answer, where they are on the page, not at its top", async () => {
    // The step takes the focus (`autofocus`), which also brings it into view. No fragment in the
    // address: a browser runs no autofocus on a page opened at a fragment.
    expect(formWith(await renderPanel(false), "regenerate")).toContain('action="/b2b"');
    const step = await renderPanel(true);
    expect(step).toMatch(/<section[^>]*class="confirm-step"[^>]*>/);
    const stepTag = step.match(/<section[^>]*class="confirm-step"[^>]*>/)?.[0];
    expect(stepTag).toContain('tabindex="-1"');
    expect(stepTag).toContain("autofocus");
    expect(formWith(step, "regenerate")).toContain('action="/b2b#feed-key-title"');
  });
});
