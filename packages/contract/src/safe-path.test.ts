import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, locationPath, returnPath } from "./safe-path.ts";

describe("safe redirect path", () => {
  it.each([
    "/",
    "/cart",
    "/en/orders/2024-0001",
    "/profile?tab=orders#top",
    "/kategorija/miš-x_1~@%20",
  ])("accepts %s", (p) => {
    expect(isSafeRedirectPath(p)).toBe(true);
  });
  it.each([
    "//evil.example",
    "https://evil.example",
    "evil",
    "/\\evil.example",
    "/a b",
    "",
    "javascript:alert(1)",
    "/<script>",
  ])("refuses %s", (p) => {
    expect(isSafeRedirectPath(p)).toBe(false);
  });
  it("keeps path and query as the return target, and falls back home for anything unsafe", () => {
    expect(returnPath("/orders?page=2#x")).toBe("/orders?page=2");
    for (const evil of [
      "//evil.example",
      "https://evil.example",
      "/\\evil",
      "javascript:alert(1)",
      null,
      undefined,
    ])
      expect(returnPath(evil)).toBe("/");
  });
  it("hands back a path a Location header can hold: /ž works like /a", () => {
    expect(returnPath("/ž")).toBe("/%C5%BE");
    expect(returnPath("/a")).toBe("/a");
    expect(returnPath("/kategorija/miš?q=čaša&page=2#top")).toBe(
      "/kategorija/mi%C5%A1?q=%C4%8Da%C5%A1a&page=2",
    );
  });
});

describe("a path for the Location header", () => {
  it("encodes letters beyond ASCII as UTF-8, and keeps what a URL may hold", () => {
    expect(locationPath("/ž")).toBe("/%C5%BE");
    expect(locationPath("/日本")).toBe("/%E6%97%A5%E6%9C%AC");
    expect(locationPath("/😀")).toBe("/%F0%9F%98%80");
    expect(locationPath("/en/sale-items?page=2&sort=price_asc")).toBe(
      "/en/sale-items?page=2&sort=price_asc",
    );
    expect(locationPath("/a-b_c.d~e/f?x=(1)*2,3;4:5@6!$'+[]")).toBe(
      "/a-b_c.d~e/f?x=(1)*2,3;4:5@6!$'+[]",
    );
  });
  it("keeps %XX sequences, and encodes a % that starts none", () => {
    expect(locationPath("/%C5%BE?q=%2F")).toBe("/%C5%BE?q=%2F");
    expect(locationPath("/100%?x=%zz&y=%4")).toBe("/100%25?x=%25zz&y=%254");
  });
  it("encodes what a URL may not hold as it is: spaces, quotes, angle brackets, controls", () => {
    expect(locationPath('/a b"<>\\^`{|}')).toBe("/a%20b%22%3C%3E%5C%5E%60%7B%7C%7D");
    expect(locationPath("/a\r\nb\u0000\u007f")).toBe("/a%0D%0Ab%00%7F");
  });
  it("gives a lone surrogate the replacement character instead of throwing", () => {
    expect(locationPath("/a?x=\uD800")).toBe("/a?x=%EF%BF%BD");
  });
  it("changes nothing when applied twice, and every result is ASCII and still a safe path", () => {
    for (const path of ["/ž", "/kategorija/miš?q=čaša ž", "/100%", "/%C5%BE"]) {
      const once = locationPath(path);
      expect(locationPath(once)).toBe(once);
      expect(once).toMatch(/^[\x21-\x7e]*$/);
      expect(isSafeRedirectPath(once)).toBe(true);
    }
  });
});
