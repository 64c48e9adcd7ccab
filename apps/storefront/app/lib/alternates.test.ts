import { describe, expect, it } from "vitest";
import { screens } from "../route-table.ts";
import { alternatesOf } from "./alternates.ts";

describe("language twins", () => {
  it("gives every static screen its Croatian and English path", () => {
    expect(alternatesOf([{ id: "cookies___hr", params: {} }])).toEqual({ hr: "/kolacici", en: "/en/cookies" });
    expect(alternatesOf([{ id: "home___en", params: {} }])).toEqual({ hr: "/", en: "/en" });
    expect(alternatesOf([{ id: "search-results___en", params: {} }])).toEqual({
      hr: "/rezultati-pretrazivanja",
      en: "/en/search-results",
    });
  });

  it("fills route parameters", () => {
    expect(alternatesOf([{ id: "order___hr", params: { slug: "2026-0042" } }])).toEqual({
      hr: "/orders/2026-0042",
      en: "/en/orders/2026-0042",
    });
  });

  it("prefers the twins a loader names (slugs differ by language)", () => {
    const alternates = { hr: "/misevi", en: "/en/mice" };
    expect(
      alternatesOf([
        { id: "root", params: {} },
        { id: "category___hr", params: { slug: "misevi" }, loaderData: { alternates } },
      ]),
    ).toBe(alternates);
  });

  it("has no two screens on the same path in a language", () => {
    for (const language of ["hr", "en"] as const) {
      const paths = screens.map((s) => s[language]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});
