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
  it("keeps only the path as the return target", () => {
    expect(returnPath("/orders?page=2#x")).toBe("/orders");
    expect(returnPath("//evil.example")).toBe("/");
  });
});
