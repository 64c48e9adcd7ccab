import { priceImportReasons } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { createI18nProvider } from "../i18n/index.ts";

describe("the import rows' reasons", () => {
  it("are worded in both languages, each price by its name", async () => {
    const i18n = createI18nProvider();
    const wording = () =>
      priceImportReasons.map((reason) => i18n.translate(`dukan.imports.reasons.${reason}`));
    for (const language of ["hr", "en"] as const) {
      await i18n.changeLocale(language);
      for (const [at, text] of wording().entries())
        expect(text, priceImportReasons[at]).not.toMatch(/^dukan\./);
    }
    await i18n.changeLocale("hr");
    expect(i18n.translate("dukan.imports.reasons.retail_price_invalid")).toBe(
      "MPC nije ispravan iznos",
    );
    await i18n.changeLocale("en");
    expect(i18n.translate("dukan.imports.reasons.wholesale_price_invalid")).toBe(
      "The wholesale price is not a valid amount",
    );
  });
});
