import { describe, expect, it } from "vitest";
import { withLowPriorityScripts } from "./script-priority.server.ts";

const marked = (page: string) => withLowPriorityScripts(Buffer.from(page)).toString();

describe("withLowPriorityScripts", () => {
  it("marks every script preload low priority and leaves the rest of the page as it was", () => {
    expect(
      marked(
        '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/č.js"/></head><body>Dućan 🙂</body>',
      ),
    ).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" fetchpriority="low" href="/č.js"/></head><body>Dućan 🙂</body>',
    );
  });

  it("gives a page without a preload back as it is", () => {
    const page = Buffer.from("<p>end</p><link rel=");
    expect(withLowPriorityScripts(page)).toBe(page);
  });
});
