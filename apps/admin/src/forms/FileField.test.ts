import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nContext } from "react-admin";
import { describe, expect, it } from "vitest";
import { createI18nProvider } from "../i18n/index.ts";
import { FileField } from "./FileField.tsx";

/** The field as the page first draws it, in a language. */
async function drawn(language: "hr" | "en", label: string, help: string): Promise<string> {
  const i18n = createI18nProvider();
  await i18n.changeLocale(language);
  return renderToStaticMarkup(
    createElement(
      I18nContext.Provider,
      { value: i18n },
      createElement(FileField, { label, accept: ".csv", help, onFile: () => undefined }),
    ),
  );
}

/** An element's attribute in the markup (`tag` its opening tag's start). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The text of the element with this id (no nested elements in the ones read here). */
const textOf = (html: string, id: string) =>
  new RegExp(`id="${id.replace(/[:]/g, "\\:")}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe("a form's file field", () => {
  it("offers the file in the app's language, not the browser's 'Choose file · No file chosen'", async () => {
    for (const [language, label, help, button, none] of [
      [
        "hr",
        "Datoteka cjenika",
        "CSV ili XLSX",
        "Odaberi datoteku",
        "Nije odabrana nijedna datoteka",
      ],
      ["en", "Price list file", "CSV or XLSX", "Choose a file", "No file chosen"],
    ] as const) {
      const html = await drawn(language, label, help);
      const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
      const id = attribute(input, "id") ?? "";
      // The browser's own control is out of sight, yet the field: focusable, named by its label,
      // described by what is chosen and the help.
      expect(attribute(input, "style")).toContain("clip:rect(0 0 0 0)");
      expect(input).not.toMatch(/\shidden|tabindex="-1"/);
      const texts = (ids: string | undefined) =>
        (ids ?? "").split(" ").map((one) => textOf(html, one));
      expect(texts(attribute(input, "aria-labelledby"))).toEqual([label]);
      expect(texts(attribute(input, "aria-describedby"))).toEqual([none, help]);
      // What is seen: a button in the app's language, a label of the input, which opens the picker.
      const picker = new RegExp(`<label[^>]*class="[^"]*MuiButton-root[^"]*"[^>]*>([^<]*)<`).exec(
        html,
      );
      expect(picker?.[0]).toContain(`for="${id}"`);
      expect(picker?.[1]).toBe(button);
    }
  });
});
