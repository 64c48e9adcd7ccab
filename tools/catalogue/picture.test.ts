import { describe, expect, it } from "vitest";
import { PRODUCT_KINDS } from "./data.ts";
import { escapeXml, pictureKinds, renderProductPicture } from "./picture.ts";
import type { PictureInput } from "./types.ts";

const TITLE = `Kronos "Viper X" wireless gaming mouse <26000 DPI> & more, black`;
const BRAND = "Dućan & Co's";

function render(kind: string, view = 0, seed = 12345, title = TITLE): string {
  const input: PictureInput = { kind, title, brand: BRAND, seed, view };
  return renderProductPicture(input);
}

/** Checks that every tag is closed in the right order; returns the first problem or null. */
function nestingProblem(svg: string): string | null {
  const stack: string[] = [];
  const tags = svg.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g);
  for (const [, closing, name, , selfClosing] of tags) {
    if (!name) return "unnamed tag";
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? "nothing"}>`;
    } else stack.push(name);
  }
  return stack.length === 0 ? null : `unclosed <${stack.join("><")}>`;
}

describe("renderProductPicture", () => {
  it("draws every kind the generator produces", () => {
    for (const kind of PRODUCT_KINDS) expect(pictureKinds).toContain(kind);
  });

  for (const kind of [...pictureKinds, "something-unknown"]) {
    it(`renders a well-formed, self-contained SVG for ${kind}`, () => {
      for (let view = 0; view < 4; view++) {
        const svg = render(kind, view);
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 800"');
        expect(svg).toContain('width="800"');
        expect(svg).toContain('height="800"');
        expect(svg).toContain(`<title>${escapeXml(TITLE)}</title>`);
        expect(svg).toContain(escapeXml(BRAND.toUpperCase()));
        expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
        expect(svg).not.toMatch(/<(image|script|foreignObject|style)\b/);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(
          /https?:|url\((?!#)/,
        );
        expect(nestingProblem(svg)).toBeNull();
        expect(svg.length).toBeLessThan(6 * 1024);
      }
    });
  }

  it("escapes the title in text and attributes", () => {
    const svg = render("mouse");
    expect(svg).toContain("&quot;Viper X&quot;");
    expect(svg).toContain("&lt;26000 DPI&gt; &amp; more");
    expect(svg).not.toContain("<26000");
  });

  it("is deterministic and varies by view and seed", () => {
    expect(render("keyboard", 1, 7)).toBe(render("keyboard", 1, 7));
    const views = new Set([0, 1, 2, 3].map((view) => render("headset", view, 7)));
    expect(views.size).toBe(4);
    const seeds = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) =>
        render("controller", 0, seed, "Vortexa Pulse wireless controller"),
      ),
    );
    expect(seeds.size).toBeGreaterThan(1);
  });

  it("follows the colour named in the title", () => {
    const pink = render("mouse", 0, 3, "Kronos Viper X wireless gaming mouse, pink");
    const blue = render("mouse", 0, 3, "Kronos Viper X wireless gaming mouse, blue");
    expect(pink).not.toBe(blue);
    expect(pink).toContain("#f08fb4");
    expect(blue).toContain("#2f6fd6");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
  });
});
