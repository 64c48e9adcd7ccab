import { describe, expect, it } from "vitest";
import { addToComparison } from "./compare.server.ts";

const product = (slug: string) => ({ hr: `${slug}-hr`, en: `${slug}-en` });
const [a, b, c, d] = [product("a"), product("b"), product("c"), product("d")];

describe("a listing card's Compare", () => {
  it("adds the product and says how many are chosen, with Croatian plural forms, linking to their comparison", () => {
    expect(addToComparison([], a, "hr")).toEqual({
      list: [a],
      refused: false,
      answer: {
        notice: "compare_added",
        ok: true,
        message: "Proizvod je dodan za usporedbu: odabran je 1 od 3.",
        comparisonAt: "/usporedi?p=a-hr",
        product: null,
      },
    });
    expect(addToComparison([a], b, "hr").answer.message).toBe(
      "Proizvod je dodan za usporedbu: odabrana su 2 od 3.",
    );
    // The answer names the slug the form sent, so the card whose button it was shows it.
    expect(addToComparison([a, b], c, "en", "c-hr").answer).toEqual({
      notice: "compare_added",
      ok: true,
      message: "Added to the comparison: 3 of 3 chosen.",
      comparisonAt: "/en/compare?p=a-en,b-en,c-en",
      product: "c-hr",
    });
  });

  it("changes nothing for a product already chosen, and says so", () => {
    // Named by the other language's slug, it is the same product.
    const answer = addToComparison([a, b], { hr: "b-en", en: "b-en" }, "hr");
    expect(answer.list).toEqual([a, b]);
    expect(answer.answer).toMatchObject({
      notice: "compare_kept",
      ok: true,
      message: "Proizvod je već odabran za usporedbu: odabrana su 2 od 3.",
    });
  });

  it("refuses a fourth, keeping the three, and says how to make room", () => {
    expect(addToComparison([a, b, c], d, "hr")).toEqual({
      list: [a, b, c],
      refused: true,
      answer: {
        notice: "compare_full",
        ok: false,
        message:
          "Moguće je usporediti najviše 3 proizvoda. Uklonite jedan iz usporedbe da biste dodali ovaj.",
        comparisonAt: "/usporedi?p=a-hr,b-hr,c-hr",
        product: null,
      },
    });
    expect(addToComparison([a, b, c], d, "en").answer.message).toMatch(
      /^At most 3 products can be compared\./,
    );
  });

  it("keeps the list as it was for a product that was not found", () => {
    expect(addToComparison([a], null, "en")).toEqual({
      list: [a],
      refused: false,
      answer: {
        notice: "compare_not_found",
        ok: false,
        message: "That product could not be found.",
        comparisonAt: "/en/compare?p=a-en",
        product: null,
      },
    });
  });
});
