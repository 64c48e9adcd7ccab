import englishReactAdmin from "ra-language-english";
import { describe, expect, it } from "vitest";
import appEn from "./app.en.ts";
import appHr from "./app.hr.ts";
import { createI18nProvider, messages } from "./index.ts";
import croatianReactAdmin from "./ra-hr.ts";
import { sections } from "./sections.ts";

/** Every text of a catalogue by its dotted key. */
function texts(catalogue: object, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") found.set(prefix + key, value);
    else if (typeof value === "object" && value !== null)
      for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

const forms = (text: string) => text.split("||||").length;

describe("the Croatian translation", () => {
  it("has every text of react-admin's English, and no other", () => {
    expect([...texts(croatianReactAdmin).keys()].sort()).toEqual(
      [...texts(englishReactAdmin).keys()].sort(),
    );
  });

  it("has the app's texts in both languages with the same keys", () => {
    expect([...texts(appHr).keys()].sort()).toEqual([...texts(appEn).keys()].sort());
  });

  it("has every section's texts (sections.ts) in both languages with the same keys", () => {
    for (const section of sections)
      expect([...texts(section.hr).keys()].sort()).toEqual([...texts(section.en).keys()].sort());
    const names = sections.flatMap((section) => Object.keys(section.hr.resources ?? {}));
    expect(names.filter((name) => name in appHr.resources)).toEqual([]);
  });

  it("writes every counted text with Croatian's three plural forms, English's with two", () => {
    const english = texts(messages.en);
    for (const [key, text] of texts(messages.hr)) {
      const englishText = english.get(key) ?? "";
      if (forms(englishText) === 1) {
        expect(forms(text), key).toBe(1);
        continue;
      }
      expect(forms(text), key).toBe(3);
      expect(forms(englishText), key).toBe(2);
    }
  });

  it("quotes as the shop does: Croatian „…“, English “…”, each quote closed", () => {
    const marks = (text: string) => [...text].filter((c) => "„“”".includes(c)).join("");
    for (const [key, text] of texts(messages.hr)) expect(marks(text), key).toMatch(/^(„“)*$/);
    for (const [key, text] of texts(messages.en)) expect(marks(text), key).toMatch(/^(“”)*$/);
  });

  it("chooses the Croatian form by the count (1, 21 · 2–4, 22 · 0, 5–20)", () => {
    const i18n = createI18nProvider();
    const changes = (count: number) =>
      i18n.translate("dukan.audit.changes_count", { smart_count: count });
    expect([1, 2, 5, 11, 21, 22, 0].map(changes)).toEqual([
      "1 promjena",
      "2 promjene",
      "5 promjena",
      "11 promjena",
      "21 promjena",
      "22 promjene",
      "0 promjena",
    ]);
    expect(i18n.translate("ra.action.bulk_actions", { smart_count: 3 })).toBe(
      "Odabrane su 3 stavke",
    );
  });

  it("switches to English", async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale("en");
    expect(i18n.translate("dukan.audit.changes_count", { smart_count: 2 })).toBe("2 changes");
    expect(i18n.translate("ra.auth.logout")).toBe("Logout");
  });
});
