import { createElement as h, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pageBytes } from "./page-bytes.server.ts";

function ready(element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => resolve(pageBytes(pipe)),
      onShellError: reject,
    });
  });
}

describe("pageBytes", () => {
  it("joins React's pieces, short and long, into the page React would have streamed", async () => {
    const long = "Dućan – ž € 🙂 ".repeat(400); // passed by React as a string of its own
    const items = Array.from({ length: 300 }, (_, i) => `Proizvod ${i} čćžšđ`); // many 4 KB views
    const list = h("ul", null, ...items.map((item) => h("li", { key: item }, item)));
    const page = await ready(h("html", { lang: "hr" }, h("body", null, h("p", null, long), list)));
    const text = page.toString("utf8");
    expect(text.startsWith('<!DOCTYPE html><html lang="hr">')).toBe(true);
    expect(text).toContain(`<p>${long}</p>`);
    for (const item of items) expect(text).toContain(`<li>${item}</li>`);
    expect(text.endsWith("</ul></body></html>")).toBe(true);
    expect(page.byteLength).toBe(Buffer.byteLength(text));
  });
});
