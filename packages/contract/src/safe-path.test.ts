import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, returnPath } from "./safe-path.ts";

describe("safe redirect path", () => {
  it.each(["/", "/cart", "/en/orders/2024-0001", "/profile?tab=orders#top", "/kategorija/miš-x_1~@%20"])("accepts %s", (p) => {
    expect(isSafeRedirectPath(p)).toBe(true);
  });
  it.each(["//evil.example", "https://evil.example", "evil", "/\\evil.example", "/a b", "", "javascript:alert(1)", "/<script>"])(
    "refuses %s",
    (p) => {
      expect(isSafeRedirectPath(p)).toBe(false);
    },
  );
  it("keeps path and query as the return target, and falls back home for anything unsafe", () => {
    expect(returnPath("/orders?page=2#x")).toBe("/orders?page=2");
    for (const evil of ["//evil.example", "https://evil.example", "/\\evil", "javascript:alert(1)", null, undefined])
      expect(returnPath(evil)).toBe("/");
  });
});
