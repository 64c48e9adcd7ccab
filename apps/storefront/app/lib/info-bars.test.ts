import { describe, expect, it } from "vitest";
import { CLOSED_BARS_COOKIE, closeBarPath, closedBarsCookie, closedBarsOf } from "./info-bars.ts";

describe("closed info bars", () => {
  it("are read from their cookie, unknown names and other cookies ignored", () => {
    expect(closedBarsOf(null)).toEqual([]);
    expect(closedBarsOf("i18n_lang=hr; info_bars_closed=currency.delivery.cookies")).toEqual([
      "delivery",
      "currency",
    ]);
    expect(closedBarsOf("xinfo_bars_closed=delivery")).toEqual([]);
  });

  it("are remembered for a year, each once, in a fixed order", () => {
    const cookie = closedBarsCookie(["currency", "delivery", "currency"], { secure: false });
    expect(cookie).toBe(
      `${CLOSED_BARS_COOKIE}=delivery.currency; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
    expect(closedBarsCookie(["eu_fund"], { secure: true })).toMatch(/; Secure$/);
  });

  it("post to the page language's address", () => {
    expect(closeBarPath("hr")).toBe("/info-bars");
    expect(closeBarPath("en")).toBe("/en/info-bars");
  });
});
